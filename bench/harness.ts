// How `npm run bench` loads a case: autocannon from this process against a server in its own,
// a warm-up first, the server's peak memory sampled from /proc, the targets checked.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { type BenchCase, type DatabaseKind, TARGETS } from './cases.js';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** Bare Fastify answering a constant body: no route of the shop can be faster on this machine. */
export interface Ceiling {
  bodyBytes: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface Target {
  label: string;
  met: boolean;
}

/** One line of the table and of bench/results. */
export interface Row {
  database: DatabaseKind;
  name: string;
  note: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  statuses: Record<string, number>;
  serverErrors: number;
  peakRssMb: number;
  ratioToCeiling: number;
  targets: Target[];
}

/** Peak resident memory of the server process, read from /proc while it runs. */
export function sampleRss(pid: number | undefined) {
  let peakKb = 0;
  let overallKb = 0;
  const read = () => {
    // The server and its server processes (SERVER_PROCESSES), all together.
    const kb =
      pid === undefined ? 0 : [pid, ...childrenOf(pid)].reduce((sum, each) => sum + rssKbOf(each), 0);
    peakKb = Math.max(peakKb, kb);
    overallKb = Math.max(overallKb, kb);
  };
  const timer = setInterval(read, 100);
  return {
    resetPeak() {
      read();
      peakKb = 0;
    },
    peakMb: () => {
      read();
      return Math.round(peakKb / 1024);
    },
    overallMb: () => Math.round(overallKb / 1024),
    stop: () => clearInterval(timer),
  };
}
export type RssSampler = ReturnType<typeof sampleRss>;

/** A process's resident memory in kB; 0 when it has ended or /proc is not there (not Linux). */
function rssKbOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The shop under load: where it answers and its memory. */
export interface LoadTarget {
  url: string;
  rss: RssSampler;
}

export async function runCase(
  shop: LoadTarget,
  database: DatabaseKind,
  benchCase: BenchCase & { ceilingRps?: number },
  ceiling: Ceiling,
  settings: LoadSettings,
): Promise<Row> {
  process.stdout.write(`[${database}] ${benchCase.name} ... `);
  const { path: requestPath = '/', ...request } = benchCase.request;
  const base = { url: `${shop.url}${requestPath}`, connections: settings.connections, ...request };
  await autocannon({ ...base, duration: settings.warmupSeconds });
  shop.rss.resetPeak();
  const result = await autocannon({ ...base, duration: settings.durationSeconds });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  const row: Row = {
    database,
    name: benchCase.name,
    note: benchCase.note,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    serverErrors,
    peakRssMb: shop.rss.peakMb(),
    ratioToCeiling:
      Math.round((result.requests.average / (benchCase.ceilingRps ?? ceiling.requestsPerSecond)) * 100) / 100,
    targets: [],
  };
  const check = (label: string, met: boolean) => row.targets.push({ label, met });
  if (benchCase.ratio)
    check(`>= ${benchCase.ratio * 100}% of ceiling`, row.ratioToCeiling >= benchCase.ratio);
  if (benchCase.p99 && (!benchCase.p99On || benchCase.p99On === database))
    check(`p99 < ${benchCase.p99} ms`, row.p99Ms < benchCase.p99);
  if (benchCase.minRps && (!benchCase.minRpsOn || benchCase.minRpsOn === database)) {
    check(`>= ${benchCase.minRps}/s`, row.requestsPerSecond >= benchCase.minRps);
  }
  if (benchCase.no5xx) check('no 5xx', serverErrors === 0);
  check(`RSS < ${TARGETS.rssMaxMb} MB`, row.peakRssMb < TARGETS.rssMaxMb);
  console.log(`${row.requestsPerSecond}/s, p99 ${row.p99Ms} ms, errors ${row.errors}`);
  return row;
}

/** The ceiling for a body of `bodyBytes` (or the bytes of `file`, sent as brotli). */
export async function measureCeiling(
  bodyBytes: number,
  file: string | undefined,
  settings: LoadSettings,
): Promise<Ceiling> {
  const child = spawn(process.execPath, [path.join(root, 'bench/ceiling.mjs')], {
    env: {
      ...process.env,
      BODY_BYTES: String(bodyBytes),
      PORT: '0',
      ...(file ? { BODY_FILE: file, CONTENT_ENCODING: 'br' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the ceiling server stopped (${code})`)));
  });
  try {
    process.stdout.write(
      file
        ? `[ceiling] bare Fastify, the same ${bodyBytes} brotli bytes ... `
        : `[ceiling] bare Fastify, constant ${bodyBytes}-byte body ... `,
    );
    const base = { url: `http://127.0.0.1:${port}/`, connections: settings.connections };
    await autocannon({ ...base, duration: settings.warmupSeconds });
    const result = await autocannon({ ...base, duration: settings.durationSeconds });
    const ceiling: Ceiling = {
      bodyBytes,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    };
    console.log(`${ceiling.requestsPerSecond}/s, p99 ${ceiling.p99Ms} ms`);
    return ceiling;
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * Lists nobody asked for before, one at a time: what the database itself takes on the large
 * catalogue when the answer is not cached yet (the load cases repeat their requests).
 */
export async function firstTimeLists(shop: LoadTarget, what: string, paths: string[]): Promise<string> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${shop.url}${path}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * share))]!.toFixed(0);
  return `${times.length} first-time ${what}, one at a time: median ${at(0.5)} ms, slowest ${at(1)} ms`;
}
