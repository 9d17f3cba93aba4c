import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeBuild } from './seo-pages.js';

const web = path.resolve(import.meta.dirname, '../../../web');

/**
 * A web build for tests of the server's render: the fake index.html of seo-pages.ts and, beside it,
 * the web app's real server build (`vite build --ssr`, a few seconds), as `npm run build` lays
 * them out. Returns the browser build's folder (webDist).
 */
export function webBuildWithServerEntry(): string {
  const dist = path.join(fakeBuild(), 'dist');
  mkdirSync(dist);
  const index = readFileSync(path.join(dist, '..', 'index.html'), 'utf8');
  writeFileSync(path.join(dist, 'index.html'), index);
  execFileSync(
    process.execPath,
    [
      path.join(web, '../../node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(dist, '..', 'dist-server'),
      '--logLevel',
      'error',
    ],
    { cwd: web, stdio: 'pipe' },
  );
  return dist;
}
