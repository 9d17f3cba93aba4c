// `npm test`: every test. Unit and API tests (vitest; the API suite on embedded PGlite and, when a
// PostgreSQL server is reachable, again on it), the crash test of the built server (on the same
// databases), then the browser tests against the built shop.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { reachable, root, run, runOrExit } from './lib.mjs';

// The browser tests are part of "every test": without a browser the run stops before it starts,
// instead of passing with a suite left out. Installing one is the machine's business (.ci/run).
const chromium = await findChromium();
if (!chromium) {
  console.error(
    [
      'npm test needs Chromium for the browser tests, and none was found:',
      process.env.CHROMIUM_PATH
        ? `  CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, and nothing is there.`
        : '  CHROMIUM_PATH is unset, /usr/bin/chromium is missing, and Playwright has installed no browser.',
      'Install one, then run npm test again:',
      '  Debian or Ubuntu, as root:  apt-get install -y --no-install-recommends chromium',
      "  anywhere else:              npx playwright install chromium   (Playwright's own build)",
      '  or point CHROMIUM_PATH at a Chromium or Chrome you have.',
      'Without a browser, `npm run test:unit` runs the unit and API tests alone.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Browser tests run in ${chromium}.`);

const env = { ...process.env };
if (!env.TEST_DATABASE_URL && (await reachable('127.0.0.1', 5432))) {
  env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
}
console.log(
  env.TEST_DATABASE_URL
    ? `API tests run on PGlite and on PostgreSQL (${env.TEST_DATABASE_URL}).`
    : 'No PostgreSQL server reachable and TEST_DATABASE_URL unset: the PostgreSQL server suite is SKIPPED; API tests run on PGlite only.',
);

await runOrExit('npm', ['run', 'build']);
// Each vitest run also writes a JSON report, so that the end of the output names what failed: a
// long run's log is often read from its last lines only.
const reports = path.join(root, 'test-results');
const reporters = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${name}.json`,
];
rmSync(reports, { recursive: true, force: true });
const unit = await run('npx', ['vitest', 'run', ...reporters('unit')], { env });
const crash = await run('npm', ['run', 'test:crash', '--', ...reporters('crash')], { env });
const browser = await run('npm', ['test', '-w', '@chaka/e2e'], { env });
console.log('\nnpm test:');
for (const [suite, code, report] of [
  ['unit and API tests', unit, 'unit'],
  ['crash test', crash, 'crash'],
  ['browser tests', browser, undefined],
]) {
  console.log(`  ${suite}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
  if (code !== 0 && report)
    for (const line of failuresOf(path.join(reports, `${report}.json`))) console.log(`    ${line}`);
}
process.exit(unit || crash || browser);

/** The failed tests of a vitest JSON report, a line each: file, test and the first line of why. */
function failuresOf(file) {
  if (!existsSync(file)) return ['(no report written: the run stopped before its end)'];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name);
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && result.status === 'failed')
      lines.push(`${where}: ${firstLine(result.message)}`);
    for (const test of failed)
      lines.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  return lines.length > 0 ? lines : ['(no failed test in the report: see the output above)'];
}

function firstLine(message = '') {
  return message.split('\n')[0].slice(0, 300);
}

/** The Chromium the browser tests will launch (e2e/support/environment.ts picks it the same way). */
async function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { chromium: playwrightChromium } = await import('@playwright/test');
  const own = playwrightChromium.executablePath();
  return existsSync(own) ? own : undefined;
}
