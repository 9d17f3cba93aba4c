import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { CATALOGUE_IMPORT_MAX_BYTES, catalogueImportMessages } from '@chaka/contract';
import type { Database } from '../db/client.js';
import { catalogueCsv } from '../features/catalogue-io/export-csv.js';
import { importCatalogue } from '../features/catalogue-io/import-catalogue.js';
import { readUpload } from '../features/catalogue-io/read-table.js';
import { announceWrite } from '../lib/cache-invalidation.js';
import { HttpError } from '../lib/errors.js';
import type { CommandResult } from './admin-command.js';

export const CATALOGUE_USAGE =
  'Usage: npm run catalogue -- export <file.csv> | import <file.csv or file.xlsx> [--dry-run] [--atomic]';

/** Who the stock history says changed the stock on an import from the command line. */
export const COMMAND_LINE = 'command line';

/**
 * `catalogue export file.csv`: every product, as GET /api/admin/catalogue.csv writes it.
 * `catalogue import file [--dry-run] [--atomic]`: as POST /api/admin/catalogue/import, with the
 * report printed (every bad row with its line); exit code 1 when a row is bad.
 */
export async function runCatalogueCommand(args: string[], database: Database): Promise<CommandResult> {
  const [command, file, ...flags] = args;
  const known = flags.every((flag) => flag === '--dry-run' || flag === '--atomic');
  if (
    !file ||
    !known ||
    (command !== 'export' && command !== 'import') ||
    (command === 'export' && flags.length)
  )
    return { exitCode: 2, message: CATALOGUE_USAGE };
  await database.migrate();
  if (command === 'export') {
    await pipeline(catalogueCsv(database.db), createWriteStream(file));
    return { exitCode: 0, message: `Wrote the catalogue to ${file}.` };
  }
  const bytes = await readFile(file);
  if (bytes.length > CATALOGUE_IMPORT_MAX_BYTES)
    return { exitCode: 1, message: catalogueImportMessages.tooLarge };
  try {
    const dryRun = flags.includes('--dry-run');
    const report = await importCatalogue(
      database.db,
      await readUpload(bytes),
      { id: null, name: COMMAND_LINE },
      { dryRun, atomic: flags.includes('--atomic') },
    );
    if (report.applied) await announceWrite(database, 'products');
    const counts = `${report.created} to create, ${report.updated} to update, ${report.unchanged} unchanged`;
    const outcome = report.applied ? 'Applied' : dryRun ? 'Dry run, nothing changed' : 'Nothing changed';
    const lines = [
      `${outcome}: ${counts}, ${report.errors.length} ${report.errors.length === 1 ? 'error' : 'errors'}.`,
      ...report.errors.map((error) => `  line ${error.line}: ${error.message}`),
    ];
    return { exitCode: report.errors.length > 0 ? 1 : 0, message: lines.join('\n') };
  } catch (error) {
    if (error instanceof HttpError) return { exitCode: 1, message: error.message };
    throw error;
  }
}
