// `npm start`: builds what is missing, then serves shop and API from one process.
import { built, run, runOrExit } from './lib.mjs';

if (!built()) {
  console.log('Building the shop (first start)...');
  await runOrExit('npm', ['run', 'build']);
}
process.exit(await run(process.execPath, ['apps/server/dist/server.js']));
