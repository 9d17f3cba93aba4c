import { normalPartNumber } from '@chaka/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type Actor, changedFields, recordAudits } from '../../lib/audit.js';
import type { ImportPlan } from './plan-import.js';
import type { ProductState } from './product-state.js';

/**
 * Who applies an import: a member of staff, for the stock history and the audit log, or the command
 * line (`npm run catalogue`), only for the stock history.
 */
export type Importer = Actor | { id: null; name: string };

/** Rows as one JSON parameter, read back as a table by jsonb_to_recordset: one statement per kind of write. */
const json = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

const productRow = (state: ProductState) => ({
  id: state.id,
  sku: state.sku,
  name: state.name,
  description: state.description,
  image: state.image,
  category: state.category,
  price_cents: state.priceMinor,
  available_qty: state.availableQty,
  min_order_qty: state.minOrderQty,
  fits_all_vehicles: state.fitsAll,
  weight_grams: state.weightGrams,
  warranty_months: state.warrantyMonths,
  brand_id: state.brandId,
});

const PRODUCT_COLUMNS = sql.raw(
  'id uuid, sku text, name text, description text, image text, category text, price_cents integer, ' +
    'available_qty integer, min_order_qty integer, fits_all_vehicles boolean, weight_grams integer, ' +
    'warranty_months integer, brand_id uuid',
);

async function insertProducts(tx: Tx, created: readonly ProductState[]) {
  if (created.length === 0) return;
  await tx.execute(sql`insert into products (id, sku, name, description, image, category, price_cents,
      available_qty, min_order_qty, fits_all_vehicles, weight_grams, warranty_months, brand_id)
    select r.id, coalesce(r.sku, 'CP-P' || nextval('product_sku_seq')), r.name, r.description, r.image,
      r.category, r.price_cents, r.available_qty, r.min_order_qty, r.fits_all_vehicles, r.weight_grams,
      r.warranty_months, r.brand_id
    from jsonb_to_recordset(${json(created.map(productRow))}) as r(${PRODUCT_COLUMNS})`);
}

async function updateProducts(tx: Tx, changed: readonly ProductState[]) {
  if (changed.length === 0) return;
  await tx.execute(sql`update products p set name = r.name, description = r.description, image = r.image,
      category = r.category, price_cents = r.price_cents, available_qty = r.available_qty,
      min_order_qty = r.min_order_qty, fits_all_vehicles = r.fits_all_vehicles, weight_grams = r.weight_grams,
      warranty_months = r.warranty_months, brand_id = r.brand_id, updated_at = now()
    from jsonb_to_recordset(${json(changed.map(productRow))}) as r(${PRODUCT_COLUMNS})
    where p.id = r.id`);
}

/** A part's numbers as the admin listed them: theirs first, then the ones it supersedes. */
async function replaceNumbers(tx: Tx, states: readonly ProductState[]) {
  if (states.length === 0) return;
  const ids = states.map((state) => state.id);
  await tx.execute(sql`delete from part_numbers
    where product_id in (select (jsonb_array_elements_text(${json(ids)}))::uuid)`);
  const rows = states.flatMap((state) => [
    ...state.partNumbers.map((number, position) => ({
      product_id: state.id,
      kind: number.kind,
      maker: number.maker,
      number: number.number,
      normal: normalPartNumber(number.number),
      position,
    })),
    ...state.replaces.map((number, position) => ({
      product_id: state.id,
      kind: 'replaces',
      maker: null,
      number,
      normal: normalPartNumber(number),
      position,
    })),
  ]);
  if (rows.length === 0) return;
  await tx.execute(sql`insert into part_numbers (product_id, kind, maker, number, normal, position)
    select r.product_id, r.kind, r.maker, r.number, r.normal, r.position
    from jsonb_to_recordset(${json(rows)})
      as r(product_id uuid, kind text, maker text, number text, normal text, position integer)`);
}

/**
 * The vehicles each part fits: rows of vehicles no longer listed go, new ones come; the rows that
 * stay keep their position, quantity and note (the spreadsheet holds only the vehicle).
 */
async function replaceFitment(tx: Tx, states: readonly ProductState[]) {
  if (states.length === 0) return;
  const ids = json(states.map((state) => state.id));
  const pairs = json(
    states.flatMap((state) =>
      state.vehicleIds.map((vehicleId) => ({ product_id: state.id, vehicle_id: vehicleId })),
    ),
  );
  await tx.execute(sql`delete from product_fitment f
    where f.product_id in (select (jsonb_array_elements_text(${ids}))::uuid)
      and not exists (select 1 from jsonb_to_recordset(${pairs}) as r(product_id uuid, vehicle_id uuid)
        where r.product_id = f.product_id and r.vehicle_id = f.vehicle_id)`);
  await tx.execute(sql`insert into product_fitment (vehicle_id, product_id)
    select r.vehicle_id, r.product_id from jsonb_to_recordset(${pairs}) as r(product_id uuid, vehicle_id uuid)
    on conflict do nothing`);
}

/** Each change of stock, in the stock history as "import" by the admin who imported. */
async function recordStock(tx: Tx, plan: ImportPlan, by: Importer) {
  const changes = [
    ...plan.creates.map((state) => ({ product_id: state.id, before: 0, after: state.availableQty })),
    ...plan.updates.map(({ before, after }) => ({
      product_id: after.id,
      before: before.availableQty,
      after: after.availableQty,
    })),
  ].filter((change) => change.before !== change.after);
  if (changes.length === 0) return;
  await tx.execute(sql`insert into stock_changes (product_id, user_id, by, reason, before, after)
    select r.product_id, ${by.id}::uuid, ${by.name}, 'import', r.before, r.after
    from jsonb_to_recordset(${json(changes)}) as r(product_id uuid, before integer, after integer)`);
}

/**
 * One audit entry for each product the import creates or changes (docs/decisions/044): the fields
 * it changed as they were and as they are, so the log of a product shows what an import did to it.
 */
async function auditImport(tx: Tx, plan: ImportPlan, by: Importer) {
  if (by.id === null) return;
  await recordAudits(
    tx,
    by,
    [
      ...plan.creates.map((state) => ({
        kind: 'catalogue.import' as const,
        id: state.id,
        before: null,
        after: state,
      })),
      ...plan.updates.map((update) => {
        const [before, after] = changedFields(update.before, update.after);
        return { kind: 'catalogue.import' as const, id: update.after.id, before, after };
      }),
    ].map(({ id, ...change }) => ({ ...change, subject: `product:${id}`, productId: id })),
  );
}

/** Writes a plan's creates and updates with the transaction given: a few statements in all. */
export async function applyPlan(tx: Tx, plan: ImportPlan, by: Importer): Promise<void> {
  await insertProducts(tx, plan.creates);
  const updated = plan.updates.map((update) => update.after);
  await updateProducts(tx, updated);
  await replaceNumbers(tx, [
    ...plan.creates,
    ...plan.updates.filter((update) => update.numbers).map((update) => update.after),
  ]);
  await replaceFitment(tx, [
    ...plan.creates,
    ...plan.updates.filter((update) => update.fitment).map((update) => update.after),
  ]);
  await recordStock(tx, plan, by);
  await auditImport(tx, plan, by);
}
