import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TEST_PASSWORD } from './test/app.js';

const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));

/** A port the system has just handed out, free for the server to take. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real shop as its own process (`npm start` runs the same entry, built), on the embedded database. */
function startShop(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      SEED: 'none',
      UI_DELAYS: 'off',
      RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return { child, url: `http://127.0.0.1:${port}`, errors: () => errors };
}

async function untilReady(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).catch(() => undefined);
    if (ready?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
    const first = startShop(dataDir, await freePort());
    children.push(first.child);
    await untilReady(first.url, first.child);
    const account = { email: 'restart@example.com', password: TEST_PASSWORD };
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rahim Uddin', ...account }),
    });
    expect(signUp.status).toBe(200);

    const beside = startShop(dataDir, await freePort());
    children.push(beside.child);
    const [code] = await once(beside.child, 'exit');
    expect(code).toBe(1);
    expect(beside.errors()).toContain(
      `Another process (pid ${first.child.pid}) is using the embedded database in ${dataDir}`,
    );

    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    // What earlier versions took for a lock: a process id, here one of a live, unrelated process.
    writeFileSync(path.join(dataDir, 'server.pid'), `${process.ppid}\n`);
    const restarted = startShop(dataDir, await freePort());
    children.push(restarted.child);
    await untilReady(restarted.url, restarted.child);
    const signIn = await fetch(`${restarted.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(signIn.status).toBe(200);
  }, 120_000);
});
