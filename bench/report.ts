// What `npm run bench` prints and keeps: the table, the ceilings, the notes, and bench/results.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import type { Ceiling, Row } from './harness.js';

export interface Report {
  date: string;
  commit: string | undefined;
  machine: Machine;
  settings: Record<string, string | number>;
  ceiling: Ceiling | undefined;
  brotliCeiling: Ceiling | undefined;
  entryCeiling: Ceiling | undefined;
  cases: Row[];
  notes: string[];
}

export function printTable(rows: Row[], ceiling: Ceiling | undefined) {
  const header = [
    'database',
    'case',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'peak RSS MB',
    'x ceiling',
    'targets',
  ];
  const lines = rows.map((row) => [
    row.database,
    row.name,
    String(row.requestsPerSecond),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.errors),
    String(row.peakRssMb),
    row.ratioToCeiling.toFixed(2),
    row.targets.map((target) => `${target.met ? 'ok' : 'MISSED'} ${target.label}`).join('; '),
  ]);
  if (ceiling) {
    lines.unshift([
      '-',
      `ceiling (bare Fastify, ${ceiling.bodyBytes} B)`,
      String(ceiling.requestsPerSecond),
      String(ceiling.p50Ms),
      String(ceiling.p99Ms),
      '0',
      '-',
      '1.00',
      '',
    ]);
  }
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
  console.log(`\n${format(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(format(line));
  const missed = rows.flatMap((row) =>
    row.targets.filter((target) => !target.met).map((t) => `${row.database} ${row.name}: ${t.label}`),
  );
  console.log(missed.length === 0 ? '\nEvery target met.' : `\nTargets missed:\n  ${missed.join('\n  ')}`);
}

/** The table, the ceilings of the binary bodies, the notes; then the report in bench/results. */
export function finish(report: Report, file: string) {
  printTable(report.cases, report.ceiling);
  for (const [name, own] of [
    ['the brotli asset', report.brotliCeiling],
    ['the entry chunk', report.entryCeiling],
  ] as const) {
    if (!own) continue;
    console.log(
      `\nCeiling for ${name}: bare Fastify sending the same ${own.bodyBytes} bytes, ${own.requestsPerSecond}/s (p99 ${own.p99Ms} ms).`,
    );
  }
  console.log(`\n${report.notes.join('\n')}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results', file), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults written to bench/results/${file}`);
}

export type Machine = ReturnType<typeof describeMachine>;

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.versions.node,
  };
}

export function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}
