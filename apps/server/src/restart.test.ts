import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TEST_PASSWORD } from './test/app.js';
import { freePort, spawnServer } from './test/server-process.js';

/** The shop as its own process on the embedded database. */
async function startShop(dataDir: string) {
  return spawnServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED: 'none',
    RATE_LIMIT: '0',
  });
}

// The lock guards the embedded database only; the PostgreSQL suite would run the very same processes.
describe.runIf(process.env.TEST_DB !== 'postgres')('a shop process killed with SIGKILL', () => {
  const children: ChildProcess[] = [];
  let dataDir: string;
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts again at once on the same data, while a second one beside it is refused', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-restart-'));
    const first = await startShop(dataDir);
    children.push(first.child);
    await first.untilReady();
    const account = { email: 'restart@example.com', password: TEST_PASSWORD };
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rahim Uddin', ...account }),
    });
    expect(signUp.status).toBe(200);

    const beside = await startShop(dataDir);
    children.push(beside.child);
    const [code] = await once(beside.child, 'exit');
    expect(code).toBe(1);
    expect(beside.output()).toContain(
      `Another process (pid ${first.child.pid}) is using the embedded database in ${dataDir}`,
    );

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    // What earlier versions took for a lock: a process id, here one of a live, unrelated process.
    writeFileSync(path.join(dataDir, 'server.pid'), `${process.ppid}\n`);
    const restarted = await startShop(dataDir);
    children.push(restarted.child);
    await restarted.untilReady();
    const signIn = await fetch(`${restarted.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(signIn.status).toBe(200);
  }, 120_000);
});
