// `npm test`: every test. Unit and API tests (vitest; the API suite on embedded PGlite and, when a
// PostgreSQL server is reachable, again on it), the crash test of the built server (on the same
// databases), then the browser tests against the built shop.
import { existsSync } from 'node:fs';
import { reachable, run, runOrExit } from './lib.mjs';

await ensureChromium();

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
const unit = await run('npx', ['vitest', 'run'], { env });
const crash = await run(process.execPath, ['scripts/crash-test.mjs'], { env });
const browser = await run('npm', ['test', '-w', '@chaka/e2e'], { env });
process.exit(unit || crash || browser);

async function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium from Debian packages for the browser tests...');
    let code = await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
    if (code !== 0) {
      await run('apt-get', ['update']);
      code = await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
    }
    if (code === 0 && existsSync('/usr/bin/chromium')) return;
  }
  console.log("No system Chromium: installing Playwright's own browser...");
  await runOrExit('npx', ['playwright', 'install', 'chromium']);
}
