// `npm run admin`, `npm run seed`, `npm run catalogue`, `npm run uploads`, `npm run db:backup` and `npm run db:restore`:
// builds the shop if it is missing, then runs that command-line tool of the server
// (apps/server/dist/cli/<tool>.js) on the database of DATA_DIR or DATABASE_URL, with the arguments
// given after `--`.
import { built, run, runOrExit } from './lib.mjs';

const [tool, ...args] = process.argv.slice(2);
if (!built()) {
  console.log('Building the shop first...');
  await runOrExit('npm', ['run', 'build']);
}
// Relative paths (a backup file, DATA_DIR) mean the folder the command was typed in; npm says which.
const env = { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() };
process.exit(await run(process.execPath, [`apps/server/dist/cli/${tool}.js`, ...args], { env }));
