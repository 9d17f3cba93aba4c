// `npm run dev`: the server rebuilt and restarted on change, and Vite's dev server with the API proxied.
import { spawn } from 'node:child_process';
import { root, runOrExit } from './lib.mjs';

await runOrExit('npx', ['tsc', '-b', 'apps/server']);
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsc', '-b', 'apps/server', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch-path=apps/server/dist', 'apps/server/dist/server.js'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
