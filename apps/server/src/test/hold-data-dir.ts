/**
 * A separate process that takes the embedded database's lock of the folder given as its argument,
 * says `locked <pid>` (or `busy: <message>`) and then holds it until it is killed: the lock tests
 * kill it with SIGKILL, as a power cut or the kernel's OOM killer would.
 */
import { lockDataDir } from '../lib/data-dir-lock.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir.ts <DATA_DIR>');
try {
  await lockDataDir(dataDir);
  process.stdout.write(`locked ${process.pid}\n`);
  setInterval(() => {}, 60_000);
} catch (error) {
  process.stdout.write(`busy: ${(error as Error).message}\n`);
  process.exit(1);
}
