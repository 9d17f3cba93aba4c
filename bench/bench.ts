// `npm run bench`: the benchmarks (never part of `npm test`).
//
// Starts the built shop on the embedded database and, when one answers on 127.0.0.1:5432, on a
// fresh PostgreSQL database; seeds a known catalogue; loads every case with autocannon from this
// process (the server runs in its own) over loopback; and compares each case with a bare Fastify
// server answering a constant body of the product list's size: the ceiling on this machine.
//
//   npm run bench                          every case, 10 s each after a 3 s warm-up
//   npm run bench -- --duration 3          shorter runs while working on something
//   npm run bench -- --databases pglite    one database only
//   npm run bench -- --quick               every case in about a minute a database, to see it
//                                          works (1 s runs, 2,000 products, 10 customers); results
//                                          go to bench/results/quick.json, not latest.json
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { built, reachable, runOrExit } from '../scripts/lib.mjs';
import { catalogueCases, type DatabaseKind, firstSearchPaths, shopCases, vehiclePagePath } from './cases.js';
import { checkMails, checkStock, orderCount, outboxMails, stockLedger } from './checks.js';
import {
  type Ceiling,
  firstTimeLists,
  type LoadSettings,
  measureCeiling,
  type Row,
  runCase,
} from './harness.js';
import { IMPORT_CASE_NAME, importCase } from './import.js';
import { brandFilterPaths, numberSearchPaths, partCases, partFixtures } from './part-cases.js';
import { describeMachine, finish, gitCommit } from './report.js';
import {
  createPostgresDatabase,
  nodeFlags,
  POSTGRES,
  prepare,
  SERVER_ENV,
  seedLargeCatalogue,
  startShop,
  vehicleIds,
} from './shop.js';

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string', default: '50' },
    databases: { type: 'string', default: 'pglite,postgres' },
    products: { type: 'string' },
    users: { type: 'string' },
    cases: { type: 'string' },
    // Server processes on PostgreSQL (SERVER_PROCESSES); the embedded database serves one.
    processes: { type: 'string', default: '1' },
  },
});
const quick = options.quick;
const settings: LoadSettings = {
  connections: Number(options.connections),
  durationSeconds: Number(options.duration ?? (quick ? 1 : 10)),
  warmupSeconds: Number(options.warmup ?? (quick ? 1 : 3)),
};
const LARGE_CATALOGUE = Number(options.products ?? (quick ? 2000 : 100_000));
const USERS = Number(options.users ?? (quick ? 10 : 100));
// `--cases orders` runs only the cases whose name has one of these words (A/B runs of one change).
const caseFilter = options.cases?.split(',').map((word) => word.trim().toLowerCase());
const chosen = (benchCase: { name: string }) =>
  !caseFilter || caseFilter.some((word) => benchCase.name.toLowerCase().includes(word));
const RESULTS_FILE = quick ? 'quick.json' : caseFilter ? 'cases.json' : 'latest.json';

if (!built()) {
  console.log('Building the shop first...');
  await runOrExit('npm', ['run', 'build']);
}
const machine = describeMachine();
console.log(
  `Machine: ${machine.cpu} x ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}`,
);
console.log(
  `Server under test: node ${nodeFlags({}).join(' ')} (embedded database; ${nodeFlags({ DATABASE_URL: 'postgres' }).join(' ')} on PostgreSQL) apps/server/dist/server.js with ${Object.entries(
    SERVER_ENV,
  )
    .map(([key, value]) => `${key}=${value}`)
    .join(' ')}`,
);
console.log(
  `Load: autocannon, ${settings.connections} connections, ${options.processes} server process(es) on PostgreSQL (memory: all of them together), ${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s per case\n`,
);

const databases = options.databases.split(',').map((name) => name.trim()) as DatabaseKind[];
const wantPostgres = databases.includes('postgres');
const postgresUp = wantPostgres && (await reachable(POSTGRES.host, POSTGRES.port));
if (wantPostgres && !postgresUp)
  console.log('PostgreSQL does not answer on 127.0.0.1:5432: its cases are skipped.\n');

const results: Row[] = [];
const notes: string[] = [];
let ceiling: Ceiling | undefined;
let brotliCeiling: Ceiling | undefined;
let entryCeiling: Ceiling | undefined;
for (const kind of databases) {
  if (kind === 'postgres' && !postgresUp) continue;
  const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chaka-bench-'));
  try {
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url, SERVER_PROCESSES: options.processes } : {}),
    };
    // The first start creates the database (on PGlite: initdb, whose memory the WebAssembly
    // heap keeps until the process ends); a shop runs on restarted processes after that.
    const first = await startShop(env);
    let fixtures: Awaited<ReturnType<typeof prepare>>;
    try {
      fixtures = await prepare(first, USERS);
    } finally {
      await first.stop();
    }
    notes.push(
      `[${kind}] first start (creates the database, signs up ${USERS} customers): peak RSS ${first.rss.overallMb()} MB`,
    );
    const shop = await startShop(env);
    try {
      const cases = shopCases(fixtures).filter(chosen);
      const ledger = await stockLedger(shop, fixtures.orderProductIds);
      const mailsBefore = { orders: await orderCount(shop), mails: outboxMails(dataDir) };
      ceiling ??= await measureCeiling(fixtures.listBytes, undefined, settings);
      for (const benchCase of cases) {
        // Binary bodies cost the load generator more than JSON: the assets get ceilings of their own.
        if (benchCase.ceiling === 'brotli')
          brotliCeiling ??= await measureCeiling(
            fixtures.asset.brotliBytes,
            fixtures.asset.brotliFile,
            settings,
          );
        if (benchCase.ceiling === 'entry')
          entryCeiling ??= await measureCeiling(
            fixtures.entry.brotliBytes,
            fixtures.entry.brotliFile,
            settings,
          );
        const own = { brotli: brotliCeiling, entry: entryCeiling };
        const ceilingRps = benchCase.ceiling ? own[benchCase.ceiling]?.requestsPerSecond : undefined;
        results.push(await runCase(shop, kind, { ...benchCase, ceilingRps }, ceiling, settings));
      }
      if (cases.some((benchCase) => benchCase.name.includes('order'))) {
        notes.push(`[${kind}] ${await checkStock(shop, fixtures.orderProductIds, ledger)}`);
        notes.push(`[${kind}] ${await checkMails(shop, dataDir, mailsBefore)}`);
      }
      // After the order checks: the import adds parts of its own, never the ordered ones.
      if (chosen({ name: IMPORT_CASE_NAME })) results.push(await importCase(shop, kind));
    } finally {
      await shop.stop();
    }
    const noParts = { numbers: [], brandIds: [] };
    const largeCases = [...catalogueCases(LARGE_CATALOGUE, []), ...partCases(LARGE_CATALOGUE, noParts)];
    if (!largeCases.some(chosen)) continue;
    const seeded = await seedLargeCatalogue(env, LARGE_CATALOGUE);
    const large = await startShop(env);
    try {
      const catalogue = `in ${seeded.toLocaleString('en')} products`;
      notes.push(
        `[${kind}] ${await firstTimeLists(large, `searches (two words) ${catalogue}`, firstSearchPaths())}`,
      );
      const vehicles = await vehicleIds(large);
      const vehiclePages = vehicles.map((id) => vehiclePagePath(id));
      notes.push(
        `[${kind}] ${await firstTimeLists(large, `lists filtered by a vehicle ${catalogue}`, vehiclePages)}`,
      );
      const parts = await partFixtures(large, seeded);
      for (const [what, paths] of [
        ['part-number searches', numberSearchPaths(parts)],
        ['lists filtered by brand', brandFilterPaths(parts)],
      ] as const) {
        notes.push(`[${kind}] ${await firstTimeLists(large, `${what} ${catalogue}`, paths)}`);
      }
      for (const benchCase of [...catalogueCases(seeded, vehicles), ...partCases(seeded, parts)].filter(
        chosen,
      )) {
        results.push(await runCase(large, kind, benchCase, ceiling, settings));
      }
    } finally {
      await large.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

finish(
  {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine,
    settings: {
      ...SERVER_ENV,
      nodeFlagsPglite: nodeFlags({}).join(' '),
      nodeFlagsPostgres: nodeFlags({ DATABASE_URL: 'postgres' }).join(' '),
      serverProcessesPostgres: Number(options.processes),
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
    },
    ceiling,
    brotliCeiling,
    entryCeiling,
    cases: results,
    notes,
  },
  RESULTS_FILE,
);
