import {
  type AuditKind,
  isId,
  type Vehicle,
  type VehicleBody,
  type VehicleListQuery,
  vehicleMessages,
} from '@chaka/contract';
import { type AnyColumn, and, asc, count, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { productFitment, vehicles } from '../../db/schema/index.js';
import { type Actor, auditRow, changedFields, recordAudit } from '../../lib/audit.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { toVehicle } from '../../lib/vehicle-records.js';

// Make and model are matched without regard to case: a driver types "toyota axio".
const sameText = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

const listOrder = [
  asc(vehicles.make),
  asc(vehicles.model),
  asc(vehicles.yearFrom),
  asc(vehicles.chassisCode),
  asc(vehicles.engineCode),
];

export async function listMakes(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ make: vehicles.make }).from(vehicles).orderBy(asc(vehicles.make));
  return rows.map((row) => row.make);
}

export async function listModels(db: Db, make: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ model: vehicles.model })
    .from(vehicles)
    .where(sameText(vehicles.make, make))
    .orderBy(asc(vehicles.model));
  return rows.map((row) => row.model);
}

/** Vehicles of a make, a model, built in a year, with a chassis code: any of these, or all vehicles. */
export async function listVehicles(db: Db, query: VehicleListQuery): Promise<Vehicle[]> {
  const filters: SQL[] = [];
  if (query.make) filters.push(sameText(vehicles.make, query.make));
  if (query.model) filters.push(sameText(vehicles.model, query.model));
  if (query.year !== undefined) {
    filters.push(lte(vehicles.yearFrom, query.year));
    filters.push(or(isNull(vehicles.yearTo), gte(vehicles.yearTo, query.year))!);
  }
  if (query.chassisCode) filters.push(sql`upper(${vehicles.chassisCode}) = upper(${query.chassisCode})`);
  const rows = await db
    .select()
    .from(vehicles)
    .where(and(...filters))
    .orderBy(...listOrder);
  return rows.map(toVehicle);
}

export async function findVehicle(db: Db, id: string): Promise<Vehicle> {
  const [row] = isId(id) ? await db.select().from(vehicles).where(eq(vehicles.id, id)) : [];
  if (!row) throw notFound(vehicleMessages.notFound);
  return toVehicle(row);
}

/**
 * The columns of a vehicle as entered. A make or model that differs from a stored one only in
 * case takes the stored spelling, so "toyota" does not become a second make beside "Toyota".
 */
async function toValues(db: Db | Tx, body: VehicleBody) {
  const [known] = await db
    .select({ make: vehicles.make, model: vehicles.model })
    .from(vehicles)
    .where(sameText(vehicles.make, body.make))
    .orderBy(sql`${sameText(vehicles.model, body.model)} desc`)
    .limit(1);
  const sameModel = known?.model.toLowerCase() === body.model.toLowerCase();
  return {
    make: known?.make ?? body.make,
    model: sameModel ? known!.model : body.model,
    generation: body.generation,
    yearFrom: body.years.from,
    yearTo: body.years.to,
    chassisCode: body.chassisCode,
    engineCode: body.engine.code,
    engineCc: body.engine.cc,
    fuel: body.fuel,
    body: body.body,
  };
}

/** A vehicle's audit entry (docs/decisions/044), written in the change's transaction. */
const auditVehicle = (tx: Tx, editor: Actor, kind: AuditKind, id: string, before: unknown, after: unknown) =>
  recordAudit(tx, editor, { kind, subject: `vehicle:${id}`, before, after });

export async function createVehicle(db: Db, body: VehicleBody, editor: Actor): Promise<Vehicle> {
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(vehicles)
        .values(await toValues(tx, body))
        .returning();
      await auditVehicle(tx, editor, 'vehicle.create', created!.id, null, auditRow(created!));
      return created!;
    });
    return toVehicle(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(vehicleMessages.duplicate);
    throw error;
  }
}

/** Replaces a vehicle's details; the products that fit it keep fitting it. */
export async function updateVehicle(db: Db, id: string, body: VehicleBody, editor: Actor): Promise<Vehicle> {
  if (!isId(id)) throw notFound(vehicleMessages.notFound);
  try {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(vehicles).where(eq(vehicles.id, id)).for('update');
      if (!current) throw notFound(vehicleMessages.notFound);
      const [updated] = await tx
        .update(vehicles)
        .set(await toValues(tx, body))
        .where(eq(vehicles.id, id))
        .returning();
      await auditVehicle(tx, editor, 'vehicle.update', id, ...changedFields(current, updated!));
      return updated!;
    });
    return toVehicle(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(vehicleMessages.duplicate);
    throw error;
  }
}

/** Deletes a vehicle that no product's fitment names; one that some do is refused (409). */
export async function deleteVehicle(db: Db, id: string, editor: Actor): Promise<void> {
  if (!isId(id)) throw notFound(vehicleMessages.notFound);
  try {
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(vehicles).where(eq(vehicles.id, id)).returning();
      if (!deleted) throw notFound(vehicleMessages.notFound);
      await auditVehicle(tx, editor, 'vehicle.delete', id, auditRow(deleted), null);
    });
  } catch (error) {
    // The database refuses while fitment rows name the vehicle (its foreign key).
    if (!isForeignKeyViolation(error)) throw error;
    const [used] = await db
      .select({ products: count() })
      .from(productFitment)
      .where(eq(productFitment.vehicleId, id));
    throw conflict(vehicleMessages.inUse(used?.products ?? 0));
  }
}
