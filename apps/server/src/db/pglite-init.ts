import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Creates the embedded database in `dataDir` (PGlite's initdb) in a short-lived Node process of its
 * own, when it does not exist yet. initdb grows PGlite's WebAssembly memory to about 650 MB, which a
 * WebAssembly memory never gives back: done in the server's own process, the first start held about
 * 790 MB for good; a server that opens a database someone already created starts at about 185 MB.
 * Blocks until the database exists, which only the first start waits for (a few seconds).
 */
export function createPgliteDataDir(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const client = await PGlite.create(process.argv[1]);
await client.close();`;
  execFileSync(process.execPath, ['--input-type=module', '--eval', script, dataDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
