import type { CatalogueImportReport } from '@chaka/contract';
import type { Db } from '../../db/client.js';
import { applyPlan, type Importer } from './apply-import.js';
import { type ImportPlan, planImport } from './plan-import.js';
import { readRows } from './read-rows.js';
import type { Table } from './read-table.js';

export interface ImportOptions {
  /** Only the report; nothing changes. */
  dryRun?: boolean;
  /** Nothing changes if any row is bad. */
  atomic?: boolean;
}

const reportOf = (plan: ImportPlan, applied: boolean): CatalogueImportReport => ({
  created: plan.creates.length,
  updated: plan.updates.length,
  unchanged: plan.unchanged,
  errors: plan.errors,
  applied,
});

/**
 * Imports a spreadsheet's rows: every row is read and checked, then matched to the products by SKU.
 * A dry run answers what would happen; otherwise the good rows are written in one transaction (with
 * `atomic`, none when a row is bad), planned inside it so they meet the products as they are then.
 */
export async function importCatalogue(
  db: Db,
  table: Table,
  by: Importer,
  options: ImportOptions = {},
): Promise<CatalogueImportReport> {
  const { rows, errors } = readRows(table);
  if (options.dryRun) return reportOf(await planImport(db, rows, errors), false);
  return db.transaction(async (tx) => {
    const plan = await planImport(tx, rows, errors);
    const writes = plan.creates.length + plan.updates.length;
    if ((options.atomic && plan.errors.length > 0) || writes === 0) return reportOf(plan, false);
    await applyPlan(tx, plan, by);
    return reportOf(plan, true);
  });
}
