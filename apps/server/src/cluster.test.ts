import { type ChildProcess, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from './test/postgres-database.js';
import { freePort, spawnServer } from './test/server-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The server processes the shop's first process started (not the TypeScript loader's helper). */
function workersOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-f', 'server\\.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(process.env.TEST_DB === 'postgres' && serverUrl)('SERVER_PROCESSES on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let dataDir: string;
  let shop: ChildProcess | undefined;
  beforeAll(async () => {
    database = await createPostgresTestDatabase(serverUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-cluster-'));
  });
  afterAll(async () => {
    if (shop?.exitCode === null) shop.kill('SIGKILL');
    for (const pid of shop?.pid ? workersOf(shop.pid) : []) process.kill(pid, 'SIGKILL');
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const server = spawnServer(await freePort(), {
      SERVER_PROCESSES: '2',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      // Both processes start on an empty catalogue at once: one seeds it, one makes the admin.
      SEED: 'demo',
      ADMIN_EMAIL: 'cluster-admin@example.com',
      ADMIN_PASSWORD: 'clusterAdmin1',
    });
    shop = server.child;
    const { url } = server;
    const primary = shop.pid!;
    const ready = async () =>
      (await fetch(`${url}/api/ready`).catch(() => undefined))?.status === 200 || undefined;
    await until('the shop to be ready', ready);
    const first = await until('two server processes', () => {
      const workers = workersOf(primary);
      return workers.length === 2 ? workers : undefined;
    });

    const list = await fetch(`${url}/api/services`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as unknown[]).length).toBeGreaterThan(0);

    process.kill(first[0]!, 'SIGKILL');
    const replaced = await until('a process in place of the one killed', () => {
      const workers = workersOf(primary);
      return workers.length === 2 && !workers.includes(first[0]!) ? workers : undefined;
    });
    expect(replaced).toContain(first[1]);
    await until('the shop to be ready again', ready);
    for (let request = 0; request < 20; request += 1) {
      expect((await fetch(`${url}/api/services`)).status).toBe(200);
    }
    expect(server.output()).toContain('a server process died; starting another');

    shop.kill('SIGTERM');
    const [code] = await once(shop, 'exit');
    expect(code).toBe(0);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  }, 180_000);
});
