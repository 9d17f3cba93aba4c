import {
  type FitmentPosition,
  type FitmentState,
  isId,
  messages,
  type ProductFitment,
  type SetFitmentBody,
  vehicleLabel,
  vehicleMessages,
} from '@chaka/contract';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { productFitment, products, vehicles } from '../../db/schema/index.js';
import { type Actor, recordAudit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { toVehicle, type VehicleRow } from '../../lib/vehicle-records.js';

/** The vehicles a product fits, in the order of makes, models and years. */
export async function fitmentOf(db: Db, productId: string): Promise<ProductFitment[]> {
  const rows = await db
    .select({ fitment: productFitment, vehicle: vehicles })
    .from(productFitment)
    .innerJoin(vehicles, eq(vehicles.id, productFitment.vehicleId))
    .where(eq(productFitment.productId, productId))
    .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.yearFrom), asc(vehicles.chassisCode));
  return rows.map(({ fitment, vehicle }) => ({
    vehicle: toVehicle(vehicle),
    position: fitment.position as FitmentPosition | null,
    quantity: fitment.quantity,
    note: fitment.note,
  }));
}

// A shorter word would match the start of too many codes ("A" is the start of AE100 and AZR60G).
const MIN_CODE_LENGTH = 3;

/**
 * The vehicles whose chassis or engine code starts with each word of a search: NZE141 finds the
 * Axio and the Fielder (NZE141G), 1NZ finds every 1NZ-FE and 1NZ-FXE. Words that match no code
 * are left out.
 */
export async function vehiclesByCode(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((word) => word.length >= MIN_CODE_LENGTH);
  const found = new Map<string, string[]>();
  if (candidates.length === 0) return found;
  const chassis = sql`upper(${vehicles.chassisCode})`;
  const engine = sql`upper(${vehicles.engineCode})`;
  const rows = await db
    .select({ id: vehicles.id, chassisCode: vehicles.chassisCode, engineCode: vehicles.engineCode })
    .from(vehicles)
    .where(
      or(
        ...candidates.flatMap((word) => [
          sql`starts_with(${chassis}, upper(${word}))`,
          sql`starts_with(${engine}, upper(${word}))`,
        ]),
      ),
    );
  for (const word of candidates) {
    const code = word.toUpperCase();
    const ids = rows
      .filter(
        (row) =>
          row.chassisCode?.toUpperCase().startsWith(code) || row.engineCode.toUpperCase().startsWith(code),
      )
      .map((row) => row.id);
    if (ids.length > 0) found.set(word, ids);
  }
  return found;
}

export async function fitmentState(db: Db, productId: string): Promise<FitmentState> {
  const [product] = isId(productId)
    ? await db
        .select({ fitsAllVehicles: products.fitsAllVehicles })
        .from(products)
        .where(eq(products.id, productId))
    : [];
  if (!product) throw notFound(messages.product.notFound);
  return { fitsAllVehicles: product.fitsAllVehicles, fitment: await fitmentOf(db, productId) };
}

/** What the audit log keeps of a product's fitment: the flag and each vehicle's row. */
async function fitmentRecord(tx: Tx, productId: string, fitsAllVehicles: boolean) {
  const rows = await tx
    .select({
      vehicleId: productFitment.vehicleId,
      position: productFitment.position,
      quantity: productFitment.quantity,
      note: productFitment.note,
    })
    .from(productFitment)
    .where(eq(productFitment.productId, productId))
    .orderBy(asc(productFitment.vehicleId));
  return { fitsAllVehicles, fitment: rows };
}

/**
 * Replaces a product's fitment, all or nothing: every vehicle named must exist (by id, or every
 * vehicle with a chassis code) and none may be named twice; otherwise nothing changes, and no
 * audit entry remains.
 */
export async function setFitment(
  db: Db,
  productId: string,
  body: SetFitmentBody,
  editor: Actor,
): Promise<FitmentState> {
  if (!isId(productId)) throw notFound(messages.product.notFound);
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, fitsAllVehicles: products.fitsAllVehicles })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw notFound(messages.product.notFound);
    const rows = await fitmentRowsFor(tx, productId, body);
    const before = await fitmentRecord(tx, productId, product.fitsAllVehicles);
    await tx.delete(productFitment).where(eq(productFitment.productId, productId));
    if (rows.length > 0) await tx.insert(productFitment).values(rows);
    await tx
      .update(products)
      .set({ fitsAllVehicles: body.fitsAllVehicles })
      .where(eq(products.id, productId));
    await recordAudit(tx, editor, {
      kind: 'product.fitment',
      subject: `product:${productId}`,
      productId,
      before,
      after: await fitmentRecord(tx, productId, body.fitsAllVehicles),
    });
  });
  return fitmentState(db, productId);
}

/** The rows the body asks for, after checking that each vehicle exists and is named once. */
async function fitmentRowsFor(tx: Tx, productId: string, body: SetFitmentBody) {
  const ids = body.fitment.flatMap((entry) => (entry.vehicleId ? [entry.vehicleId] : []));
  const codes = body.fitment.flatMap((entry) => (entry.chassisCode ? [entry.chassisCode] : []));
  // Shared locks: a vehicle cannot be deleted between this check and the insert.
  const known: VehicleRow[] =
    ids.length + codes.length === 0
      ? []
      : await tx
          .select()
          .from(vehicles)
          .where(
            or(
              ids.length > 0 ? inArray(vehicles.id, ids) : undefined,
              codes.length > 0 ? inArray(sql`upper(${vehicles.chassisCode})`, codes) : undefined,
            ),
          )
          .for('share');
  const unknownIds = ids.filter((id) => !known.some((vehicle) => vehicle.id === id));
  const unknownCodes = codes.filter(
    (code) => !known.some((vehicle) => vehicle.chassisCode?.toUpperCase() === code),
  );
  const problems = [
    ...(unknownIds.length > 0 ? [vehicleMessages.unknownVehicleIds([...new Set(unknownIds)])] : []),
    ...(unknownCodes.length > 0 ? [vehicleMessages.unknownChassisCodes([...new Set(unknownCodes)])] : []),
  ];
  if (problems.length > 0) throw badRequest(problems.join('. '));

  const rows = new Map<string, typeof productFitment.$inferInsert>();
  for (const entry of body.fitment) {
    const named = known.filter((vehicle) =>
      entry.vehicleId
        ? vehicle.id === entry.vehicleId
        : vehicle.chassisCode?.toUpperCase() === entry.chassisCode,
    );
    for (const vehicle of named) {
      if (rows.has(vehicle.id))
        throw badRequest(vehicleMessages.listedTwice(vehicleLabel(toVehicle(vehicle))));
      rows.set(vehicle.id, {
        productId,
        vehicleId: vehicle.id,
        position: entry.position,
        quantity: entry.quantity,
        note: entry.note,
      });
    }
  }
  return [...rows.values()];
}
