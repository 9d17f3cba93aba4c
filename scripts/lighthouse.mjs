// `npm run lighthouse`: Lighthouse (desktop settings) on /, /shop and /blogs of the built shop,
// started on a fresh embedded database with UI_DELAYS=off, in the system Chromium (CHROME_PATH,
// default /usr/bin/chromium). Prints the performance and accessibility scores and what cost points;
// the reports go to bench/results/lighthouse/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { built, root, runOrExit } from './lib.mjs';

const PAGES = ['/', '/shop', '/blogs'];
const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility'];

if (!built()) {
  console.log('Building the shop first...');
  await runOrExit('npm', ['run', 'build']);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chaka-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    UI_DELAYS: 'off',
    LOG_LEVEL: 'warn',
    SEED: 'demo',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const results = [];
try {
  await waitUntilReady(base);
  const reports = path.join(root, 'bench/results/lighthouse');
  mkdirSync(reports, { recursive: true });
  for (const page of PAGES) {
    const lhr = await audit(`${base}${page}`, chrome.port);
    writeFileSync(path.join(reports, `${page === '/' ? 'home' : page.slice(1)}.json`), JSON.stringify(lhr));
    const scores = Object.fromEntries(
      CATEGORIES.map((name) => [name, Math.round(lhr.categories[name].score * 100)]),
    );
    results.push({ page, ...scores, findings: findings(lhr) });
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse ${desktopConfig.settings.formFactor} (target ${TARGET} for each score)\n`);
console.log(`${'page'.padEnd(8)} ${'performance'.padStart(11)} ${'accessibility'.padStart(13)}`);
for (const row of results) {
  console.log(
    `${row.page.padEnd(8)} ${String(row.performance).padStart(11)} ${String(row.accessibility).padStart(13)}`,
  );
}
for (const row of results) {
  if (row.findings.length === 0) continue;
  console.log(`\n${row.page}:`);
  for (const finding of row.findings) console.log(`  ${finding}`);
}
const low = results.filter((row) => CATEGORIES.some((name) => row[name] < TARGET));
if (low.length > 0) {
  console.log(`\nBelow ${TARGET}: ${low.map((row) => row.page).join(', ')}`);
  process.exitCode = 1;
}

/** One Lighthouse run; once more when the trace was not recorded (NO_NAVSTART and the like happen). */
async function audit(url, chromePort) {
  let lhr;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    ({ lhr } = await lighthouse(
      url,
      { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      desktopConfig,
    ));
    if (!lhr.runtimeError) break;
    console.log(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
  return lhr;
}

/** Audits that cost points: failed accessibility checks and performance metrics short of full marks. */
function findings(lhr) {
  const out = [];
  for (const name of CATEGORIES) {
    for (const ref of lhr.categories[name].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      out.push(`${name}: ${audit.title}${value}`);
    }
  }
  return out;
}

async function waitUntilReady(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the shop did not start');
    const ok = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the shop did not answer within 60 s');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
