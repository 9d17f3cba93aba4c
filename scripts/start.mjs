// `npm start`: builds what is missing, then serves shop and API from one process.
import { built, run, runOrExit } from './lib.mjs';

if (!built()) {
  console.log('Building the shop (first start)...');
  await runOrExit('npm', ['run', 'build']);
}
// A larger young generation: a busy server makes short-lived garbage with every request, and with
// V8's default the collector took a fifth of the time under load (docs/decisions/008).
process.exit(await run(process.execPath, ['--max-semi-space-size=32', 'apps/server/dist/server.js']));
