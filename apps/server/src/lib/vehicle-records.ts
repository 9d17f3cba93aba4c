import type { Body, Fuel, Vehicle } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { vehicles } from '../db/schema/index.js';

/**
 * A vehicle row in the form every answer shows it: the vehicles feature lists them, a product's
 * fitment and a customer's garage name them.
 */
export type VehicleRow = typeof vehicles.$inferSelect;

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    _id: row.id,
    make: row.make,
    model: row.model,
    generation: row.generation,
    years: { from: row.yearFrom, to: row.yearTo },
    chassisCode: row.chassisCode,
    engine: { code: row.engineCode, cc: row.engineCc },
    fuel: row.fuel as Fuel,
    body: row.body as Body,
  };
}

export async function vehicleExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id));
  return row !== undefined;
}
