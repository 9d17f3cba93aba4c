// `npm start`: builds what is missing, then serves shop and API from one process.
import { spawn } from 'node:child_process';
import { built, root, runOrExit, serverNodeFlags } from './lib.mjs';

if (!built()) {
  console.log('Building the shop (first start)...');
  await runOrExit('npm', ['run', 'build']);
}
const server = spawn(process.execPath, [...serverNodeFlags(), 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
// A stop signal sent to this wrapper (by npm, a process manager or a container runtime) reaches the
// server, which then finishes the requests in flight before it exits.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
