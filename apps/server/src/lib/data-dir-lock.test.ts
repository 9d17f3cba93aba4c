import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const HOLDER = fileURLToPath(new URL('../test/hold-data-dir.ts', import.meta.url));

/** Another process trying to take the lock of `dataDir`; `said` is its first line. */
function holder(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const said = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) saying: ${output}`)));
  });
  return { child, said };
}

describe('the embedded database lock', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chaka-lock-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const running = (child: ChildProcess) => {
    cleanups.push(() => child.kill('SIGKILL'));
    return child;
  };

  /** Another lock on `dataDir`, in this process or another, is refused until the lock is released. */
  async function expectExclusive(dataDir: string) {
    const lock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `Another process (pid ${process.pid}) is using the embedded database in ${dataDir}`,
    );
    const other = holder(dataDir);
    running(other.child);
    expect(await other.said.catch((error: Error) => error.message)).toContain(
      `busy: Another process (pid ${process.pid})`,
    );
    await lock.release();
    const again = await lockDataDir(dataDir);
    await again.release();
  }

  it('refuses a second holder, naming the process that has it, and is free once released', async () => {
    await expectExclusive(newDataDir());
  });

  it('is taken over at once from a process killed with SIGKILL', async () => {
    const dataDir = newDataDir();
    const first = holder(dataDir);
    running(first.child);
    expect(await first.said).toBe(`locked ${first.child.pid}`);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`Another process (pid ${first.child.pid})`);

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    // The dead process's socket file is still there, and answers nobody.
    expect(readdirSync(dataDir).some((name) => name.startsWith('server.lock.'))).toBe(true);
    const lock = await lockDataDir(dataDir);
    await lock.release();
    expect(readdirSync(dataDir).filter((name) => name.startsWith('server.lock.'))).toEqual([]);
  });

  it('ignores a pid file naming a live, unrelated process (a reused process id after a reboot)', async () => {
    const dataDir = newDataDir();
    const sleeper = running(spawn('sleep', ['60']));
    for (const pid of [sleeper.pid, process.ppid]) {
      writeFileSync(path.join(dataDir, 'server.pid'), `${pid}\n`);
      const lock = await lockDataDir(dataDir);
      await lock.release();
    }
  });

  it('still locks a folder whose path is too long for a socket, with a socket in the temporary folder', async () => {
    await expectExclusive(path.join(newDataDir(), 'a-folder-name-long-enough'.repeat(4)));
  });

  it('lets exactly one of several processes take over a dead lock at the same moment', async () => {
    const dataDir = newDataDir();
    const dead = holder(dataDir);
    await dead.said;
    dead.child.kill('SIGKILL');
    await once(dead.child, 'exit');

    const contenders = Array.from({ length: 4 }, () => holder(dataDir));
    for (const { child } of contenders) running(child);
    const said = await Promise.all(contenders.map(({ said }) => said.catch((error: Error) => error.message)));
    const winners = said.filter((line) => line.startsWith('locked'));
    expect(winners, said.join('\n')).toHaveLength(1);
    const winnerPid = winners[0]!.split(' ')[1];
    for (const line of said.filter((text) => !text.startsWith('locked'))) {
      expect(line).toContain(`Another process (pid ${winnerPid})`);
    }
  });
});
