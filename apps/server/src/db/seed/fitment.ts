import type { Db } from '../client.js';
import { productFitment, vehicles } from '../schema/index.js';
import { type FitmentRule, seedVehicles } from './vehicles.js';

export type StoredVehicle = typeof vehicles.$inferSelect;
export type FitmentRow = typeof productFitment.$inferInsert;

/** The stored vehicles, after filling an empty table with the seeded ones. */
export async function ensureVehicles(db: Db): Promise<{ rows: StoredVehicle[]; added: number }> {
  const existing = await db.select().from(vehicles);
  if (existing.length > 0) return { rows: existing, added: 0 };
  const rows = await db.insert(vehicles).values(seedVehicles).returning();
  return { rows, added: rows.length };
}

/** A product's fitment under its rules; where several rules select a vehicle, the first decides. */
export function fitmentRows(
  productId: string,
  rules: FitmentRule[],
  vehicleRows: StoredVehicle[],
): FitmentRow[] {
  const rows: FitmentRow[] = [];
  for (const vehicle of vehicleRows) {
    const rule = rules.find((candidate) => candidate.vehicles(vehicle));
    if (!rule) continue;
    rows.push({
      productId,
      vehicleId: vehicle.id,
      position: rule.position ?? null,
      quantity: rule.quantity ?? 1,
      note: rule.note ?? null,
    });
  }
  return rows;
}

// Five parameters a row: slices stay well under PostgreSQL's 65,535 parameters per statement.
const SLICE = 5000;

export async function insertFitment(db: Db, rows: FitmentRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += SLICE) {
    await db.insert(productFitment).values(rows.slice(from, from + SLICE));
  }
}
