// `npm run lighthouse`: Lighthouse (desktop settings) on /, /shop and /blogs of the built shop,
// started on a fresh embedded database with UI_DELAYS=off, in the system Chromium (CHROMIUM_PATH
// or CHROME_PATH, default /usr/bin/chromium). Prints the performance and accessibility scores and
// what cost points; the reports go to bench/results/lighthouse/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { built, CHROMIUM_FLAGS, chromiumPath, root, runOrExit, startBuiltServer } from './lib.mjs';

const PAGES = ['/', '/shop', '/blogs'];
const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility'];

if (!built()) {
  console.log('Building the shop first...');
  await runOrExit('npm', ['run', 'build']);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chaka-lighthouse-'));
const server = await startBuiltServer({
  env: { DATA_DIR: dataDir, DATABASE_URL: '', UI_DELAYS: 'off', LOG_LEVEL: 'warn', SEED: 'demo' },
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const results = [];
try {
  const reports = path.join(root, 'bench/results/lighthouse');
  mkdirSync(reports, { recursive: true });
  for (const page of PAGES) {
    const lhr = await audit(`${server.url}${page}`, chrome.port);
    writeFileSync(path.join(reports, `${page === '/' ? 'home' : page.slice(1)}.json`), JSON.stringify(lhr));
    const scores = Object.fromEntries(
      CATEGORIES.map((name) => [name, Math.round(lhr.categories[name].score * 100)]),
    );
    results.push({ page, ...scores, findings: findings(lhr) });
  }
} finally {
  await chrome.kill();
  await server.stop();
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
