import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The id of another live process that holds the embedded database in `dataDir`, if any. A lock
 * left by a process that was killed names a process that no longer runs, and counts as free.
 */
export function dataDirHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/**
 * Claims the embedded database in `dataDir` for this process. PGlite keeps no lock of its own, and
 * two processes writing one data folder would corrupt it: a second server, or a backup taken
 * while the server runs, is refused instead.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const holder = dataDirHolder(dataDir);
  if (holder !== null) {
    throw new Error(
      `Another process (pid ${holder}) is using the embedded database in ${dataDir}. Stop it first, or give each process its own DATA_DIR.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return {
    release() {
      try {
        if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}
