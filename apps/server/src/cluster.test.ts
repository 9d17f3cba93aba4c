import { type ChildProcess, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
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

/**
 * The status of a GET on a new connection, as a visitor arriving now makes it (a kept-alive
 * connection to the killed process would be reset whatever the shop did).
 */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('timeout', () => reject(new Error(`no answer from ${url} in 10 s`)))
      .on('error', reject);
  });
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
      // The test asks as fast as it can, from one address.
      RATE_LIMIT: '0',
    });
    shop = server.child;
    const { url } = server;
    const primary = shop.pid!;
    await server.untilReady();
    const first = await until('two server processes', () => {
      const workers = workersOf(primary);
      return workers.length === 2 ? workers : undefined;
    });

    const list = await fetch(`${url}/api/services`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as unknown[]).length).toBeGreaterThan(0);

    process.kill(first[0]!, 'SIGKILL');
    // A connection being handed to the process at the moment it was killed is lost with it; from
    // the moment the death is noticed, while the replacement starts (and migrates), visitors are
    // served by the other process: a process takes connections only once it is ready.
    await until('the death noticed', () => server.output().includes('a server process died') || undefined);
    const statuses = new Set<number>();
    const replaced = await until('a process in place of the one killed', async () => {
      statuses.add(await statusOf(`${url}/api/services`));
      const workers = workersOf(primary);
      return workers.length === 2 && !workers.includes(first[0]!) ? workers : undefined;
    });
    expect(replaced).toContain(first[1]);
    const settled = Date.now() + 5000;
    while (Date.now() < settled) statuses.add(await statusOf(`${url}/api/services`));
    expect([...statuses]).toEqual([200]);

    shop.kill('SIGTERM');
    const [code] = await once(shop, 'exit');
    expect(code).toBe(0);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  }, 180_000);
});
