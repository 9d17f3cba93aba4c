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
  // The app's script and a module it imports, in the head as Vite writes them.
  const scripts =
    '    <script type="module" crossorigin src="/assets/index-test.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/shared-test.js">\n  </head>';
  const index = readFileSync(path.join(dist, '..', 'index.html'), 'utf8').replace('  </head>', scripts);
  writeFileSync(path.join(dist, 'index.html'), index);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-test.js'), "import './shared-test.js';\n");
  writeFileSync(path.join(dist, 'assets', 'shared-test.js'), 'export {};\n');
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
