import { type PartRequest, partRequestNumber, toMajorUnits, vehicleLabel } from '@chaka/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partRequests, products, vehicles } from '../../db/schema/index.js';

type RequestRow = typeof partRequests.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

export interface ReadRequest {
  request: RequestRow;
  vehicle: VehicleRow | null;
  product: { name: string; priceMinor: number } | null;
}

/** The requests `where` picks, newest first, with their car and quoted product; and how many in all. */
export async function readRequests(
  db: Db,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: ReadRequest[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        request: partRequests,
        vehicle: vehicles,
        product: { name: products.name, priceMinor: products.priceMinor },
      })
      .from(partRequests)
      .leftJoin(vehicles, eq(vehicles.id, partRequests.vehicleId))
      .leftJoin(products, eq(products.id, partRequests.quoteProductId))
      .where(where)
      .orderBy(desc(partRequests.createdAt), desc(partRequests.requestNumber))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(partRequests).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One request by its id, as the API answers it; null when there is none. */
export async function readRequest(db: Db, id: string): Promise<PartRequest | null> {
  const { rows } = await readRequests(db, eq(partRequests.id, id), { limit: 1, offset: 0 });
  return rows[0] ? toPartRequest(rows[0]) : null;
}

const vehicleName = (vehicle: VehicleRow) =>
  vehicleLabel({
    make: vehicle.make,
    model: vehicle.model,
    chassisCode: vehicle.chassisCode,
    years: { from: vehicle.yearFrom, to: vehicle.yearTo },
  });

/** A request as the API answers it: its number PR-10001, its car by name, the quote in major units. */
export function toPartRequest({ request, vehicle, product }: ReadRequest): PartRequest {
  const quoted =
    request.quoteProductId && product && request.quotePriceMinor !== null
      ? {
          productId: request.quoteProductId,
          productName: product.name,
          price: toMajorUnits(request.quotePriceMinor),
          listPrice: toMajorUnits(product.priceMinor),
          quantity: request.quoteQty ?? 1,
        }
      : null;
  return {
    id: request.id,
    number: partRequestNumber(request.requestNumber),
    status: request.status,
    name: request.name,
    phone: request.phone,
    email: request.email,
    language: request.language,
    vehicleId: request.vehicleId,
    vehicle: vehicle ? vehicleName(vehicle) : request.vehicleText,
    chassisCode: request.chassisCode,
    partNumber: request.partNumber,
    description: request.description,
    photo: request.photo,
    signedIn: request.userId !== null,
    quote: request.status === 'quoted' || request.status === 'closed' ? quoted : null,
    note: request.quoteNote,
    answeredAt: request.answeredAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}
