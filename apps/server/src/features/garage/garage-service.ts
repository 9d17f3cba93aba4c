import {
  GARAGE_LIMIT,
  type Garage,
  garageMessages,
  isId,
  type SaveGarageCarBody,
  vehicleMessages,
} from '@chaka/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { garage, user, vehicles } from '../../db/schema/index.js';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.js';
import { toVehicle } from '../../lib/vehicle-records.js';

/** A customer's garage, the cars in the order they were saved. */
export async function listGarage(db: Db | Tx, userId: string): Promise<Garage> {
  const rows = await db
    .select({ car: garage, vehicle: vehicles })
    .from(garage)
    .innerJoin(vehicles, eq(vehicles.id, garage.vehicleId))
    .where(eq(garage.userId, userId))
    .orderBy(asc(garage.createdAt), asc(vehicles.make), asc(vehicles.model));
  return rows.map(({ car, vehicle }) => ({
    vehicle: toVehicle(vehicle),
    current: car.isCurrent,
    savedAt: car.createdAt.toISOString(),
  }));
}

/**
 * Runs a change of one customer's garage. The account's row is locked first, so two changes of the
 * same garage (two tabs, a sign-in merging a car) take turns: "at most one current car" and the
 * garage's limit hold without a retry. A session may outlive its account by a few seconds: then 401.
 */
async function changeGarage(db: Db, userId: string, change: (tx: Tx) => Promise<void>): Promise<Garage> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, userId))
      .for('no key update');
    if (!account) throw unauthorized();
    await change(tx);
    return listGarage(tx, userId);
  });
}

const clearCurrent = (tx: Tx, userId: string) =>
  tx
    .update(garage)
    .set({ isCurrent: false })
    .where(and(eq(garage.userId, userId), eq(garage.isCurrent, true)));

const ofCar = (userId: string, vehicleId: string) =>
  and(eq(garage.userId, userId), eq(garage.vehicleId, vehicleId));

/** Keeps a car in the garage; saving one already kept changes nothing but, maybe, the current car. */
export function saveCar(db: Db, userId: string, body: SaveGarageCarBody): Promise<Garage> {
  return changeGarage(db, userId, async (tx) => {
    // Locked against deletion until the car is saved.
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, body.vehicleId))
      .for('key share');
    if (!vehicle) throw badRequest(vehicleMessages.unknownVehicle);
    const [kept] = await tx
      .select({ vehicleId: garage.vehicleId })
      .from(garage)
      .where(ofCar(userId, body.vehicleId));
    if (body.current) await clearCurrent(tx, userId);
    if (kept) {
      if (body.current) await tx.update(garage).set({ isCurrent: true }).where(ofCar(userId, body.vehicleId));
      return;
    }
    const [cars] = await tx.select({ total: count() }).from(garage).where(eq(garage.userId, userId));
    if ((cars?.total ?? 0) >= GARAGE_LIMIT) throw conflict(garageMessages.full);
    await tx.insert(garage).values({ userId, vehicleId: body.vehicleId, isCurrent: body.current });
  });
}

/** Makes a car of the garage the current one, or (null) leaves the garage without a current car. */
export function setCurrentCar(db: Db, userId: string, vehicleId: string | null): Promise<Garage> {
  return changeGarage(db, userId, async (tx) => {
    if (vehicleId === null) {
      await clearCurrent(tx, userId);
      return;
    }
    const [kept] = await tx
      .select({ vehicleId: garage.vehicleId })
      .from(garage)
      .where(ofCar(userId, vehicleId));
    if (!kept) throw notFound(garageMessages.notInGarage);
    await clearCurrent(tx, userId);
    await tx.update(garage).set({ isCurrent: true }).where(ofCar(userId, vehicleId));
  });
}

/** Takes a car out of the garage; the garage then has no current car if it was the current one. */
export function removeCar(db: Db, userId: string, vehicleId: string): Promise<Garage> {
  return changeGarage(db, userId, async (tx) => {
    const removed = isId(vehicleId)
      ? await tx.delete(garage).where(ofCar(userId, vehicleId)).returning({ vehicleId: garage.vehicleId })
      : [];
    if (removed.length === 0) throw notFound(garageMessages.notInGarage);
  });
}
