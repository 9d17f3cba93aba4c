// `npm run db:backup -- <file>` / `npm run db:restore -- <file> [--force]`: builds the server if it
// is missing, then runs the backup command on the database of DATA_DIR or DATABASE_URL.
import { built, run, runOrExit } from './lib.mjs';

if (!built()) {
  console.log('Building the shop first...');
  await runOrExit('npm', ['run', 'build']);
}
// Relative paths (the file, DATA_DIR) mean the folder the command was typed in; npm says which.
const env = { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() };
process.exit(
  await run(process.execPath, ['apps/server/dist/cli/backup.js', ...process.argv.slice(2)], { env }),
);
