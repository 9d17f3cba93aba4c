import { ConfigError, loadConfig } from '../config.js';
import { report } from './shop-database.js';
import { runUploadsCommand } from './uploads-command.js';

/**
 * `npm run uploads -- migrate`: copies the uploads of DATA_DIR to the S3_BUCKET of the settings
 * (uploads-command.ts). It needs no database, and may run while the shop runs.
 */
// npm runs scripts in the repository; a relative DATA_DIR means the folder the command was typed in.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
try {
  process.exitCode = report(await runUploadsCommand(process.argv.slice(2), loadConfig()));
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
