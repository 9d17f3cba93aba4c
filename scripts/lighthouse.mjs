// `npm run lighthouse`: Lighthouse on /, /shop, a product page (signed in as a new customer: the
// page is for customers) and /blogs of the built shop with its default mobile
// settings (a mid-range phone on a slow 4G network, simulated) and with its desktop settings,
// started on a fresh embedded database with UI_DELAYS=off, in the system Chromium (CHROMIUM_PATH
// or CHROME_PATH, default /usr/bin/chromium). Prints the performance, accessibility and SEO scores,
// the first contentful paint and the largest contentful paint, and what cost points; the reports
// go to bench/results/lighthouse/ (`LIGHTHOUSE_FORM_FACTORS=mobile` runs one of the two).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { built, CHROMIUM_FLAGS, chromiumPath, root, runOrExit, startBuiltServer } from './lib.mjs';

const PAGES = ['/', '/shop', '/services/:id', '/blogs'];
const TARGETS = { performance: 95, accessibility: 95, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);
/** Lighthouse's default settings are its mobile ones; the desktop ones come as a config. */
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig };
const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name in FORM_FACTORS);

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
  const customer = await customerCookie(server.url);
  const product = await firstProductId(server.url);
  for (const formFactor of formFactors) {
    for (const page of PAGES) {
      const address = page.replace(':id', product);
      const headers = page.startsWith('/services/') ? { Cookie: customer } : undefined;
      const lhr = await audit(`${server.url}${address}`, chrome.port, FORM_FACTORS[formFactor], headers);
      const name = `${formFactor}-${page === '/' ? 'home' : page.slice(1).replace(/\W+/g, '-')}.json`;
      writeFileSync(path.join(reports, name), JSON.stringify(lhr));
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
      );
      const seconds = (id) => `${(lhr.audits[id].numericValue / 1000).toFixed(1)} s`;
      const paints = { fcp: seconds('first-contentful-paint'), lcp: seconds('largest-contentful-paint') };
      results.push({ formFactor, page, ...scores, ...paints, findings: findings(lhr) });
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const targets = CATEGORIES.map((name) => `${name} ${TARGETS[name]}`).join(', ');
console.log(`\nLighthouse (targets: ${targets})\n`);
const columns = ['formFactor', 'page', ...CATEGORIES, 'fcp', 'lcp'];
const widths = [8, 8, 11, 13, 5, 7, 7];
const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' ');
console.log(line(['', 'page', ...CATEGORIES, 'FCP', 'LCP']));
for (const row of results) console.log(line(columns.map((column) => row[column])));
for (const row of results) {
  if (row.findings.length === 0) continue;
  console.log(`\n${row.formFactor} ${row.page}:`);
  for (const finding of row.findings) console.log(`  ${finding}`);
}
const low = results.filter((row) => CATEGORIES.some((name) => row[name] < TARGETS[name]));
if (low.length > 0) {
  console.log(`\nBelow target: ${low.map((row) => `${row.formFactor} ${row.page}`).join(', ')}`);
  process.exitCode = 1;
}

/** One Lighthouse run; once more when the trace was not recorded (NO_NAVSTART and the like happen). */
async function audit(url, chromePort, config, extraHeaders) {
  let lhr;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    ({ lhr } = await lighthouse(
      url,
      { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders },
      config,
    ));
    if (!lhr.runtimeError) break;
    console.log(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
  return lhr;
}

/** The session cookie of a new customer, signed in as a browser on the shop's origin would be. */
async function customerCookie(baseUrl) {
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = 'lighthousePass1';
  const post = (action, body) =>
    fetch(`${baseUrl}/api/auth/${action}/email`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signUp = await post('sign-up', { name: 'Lighthouse Customer', email, password });
  const signIn = await post('sign-in', { email, password });
  if (signUp.status !== 200 || signIn.status !== 200)
    throw new Error(`could not sign a customer in: ${signUp.status} ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function firstProductId(baseUrl) {
  const [product] = await (await fetch(`${baseUrl}/api/services?limit=1`)).json();
  return product._id;
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
