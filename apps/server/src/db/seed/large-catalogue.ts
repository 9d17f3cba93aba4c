import { randomUUID } from 'node:crypto';
import type { Category, FitmentPosition } from '@chaka/contract';
import { count, max, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { partNumbers, productFitment, products } from '../schema/index.js';
import { ensureBrands, insertPartNumbers, type PartNumberRow, partNumberRows } from './brands.js';
import { ensureVehicles, type FitmentRow, fitmentRows, insertFitment } from './fitment.js';
import { generatedNumbers, random } from './generated-numbers.js';
import type { FitmentRule } from './vehicles.js';

/** A kind of part: its picture, where it goes on a car, how many a car takes, and whether it fits all. */
interface PartKind {
  part: string;
  image: string;
  position?: FitmentPosition;
  quantity?: number;
  /** Fits every car (the wedge-base T10 bulb): named without a car, with no fitment rows. */
  universal?: boolean;
}

/** Parts of each category, with the demo catalogue's picture for each. */
const PARTS: Record<Category, PartKind[]> = {
  'brake-pads': [
    { part: 'Ceramic Front Brake Pads', image: '/images/parts/brake-pads-ceramic.svg', position: 'front' },
    {
      part: 'Semi-Metallic Brake Pads',
      image: '/images/parts/brake-pads-semi-metallic.svg',
      position: 'front',
    },
    { part: 'Rear Brake Shoes', image: '/images/parts/brake-shoes-rear.svg', position: 'rear' },
  ],
  'car-bulbs': [
    { part: 'H4 Halogen Headlight Bulbs', image: '/images/parts/bulb-h4-halogen.svg', position: 'front' },
    { part: 'LED H11 Fog Light Bulbs', image: '/images/parts/bulb-led-h11.svg', position: 'front' },
    { part: 'T10 LED Parking Bulbs', image: '/images/parts/bulb-t10-led.svg', universal: true },
  ],
  'air-filters': [
    { part: 'Engine Air Filter', image: '/images/parts/air-filter-panel.svg' },
    { part: 'Cabin Air Filter', image: '/images/parts/air-filter-cabin.svg' },
    { part: 'Heavy-Duty Air Filter', image: '/images/parts/air-filter-heavy-duty.svg' },
  ],
  'motor-oil': [
    { part: 'Synthetic 5W-30 Engine Oil', image: '/images/parts/oil-5w30-synthetic.svg' },
    { part: 'Semi-Synthetic 10W-40 Engine Oil', image: '/images/parts/oil-10w40-semi.svg' },
    { part: 'Mineral 20W-50 Engine Oil', image: '/images/parts/oil-20w50-mineral.svg' },
  ],
  'spark-plugs': [
    { part: 'Iridium Spark Plugs', image: '/images/parts/spark-plugs-iridium.svg' },
    { part: 'Platinum Spark Plugs', image: '/images/parts/spark-plugs-platinum.svg' },
    { part: 'Copper Core Spark Plug', image: '/images/parts/spark-plug-copper.svg', quantity: 4 },
  ],
};
const CATEGORY_ORDER = Object.keys(PARTS) as Category[];
const BRANDS = [
  'Bosch',
  'Denso',
  'NGK',
  'Brembo',
  'Philips',
  'Osram',
  'Mann',
  'Mobil',
  'Castrol',
  'Akebono',
  'Valeo',
  'Mahle',
];
const CARS = [
  'Toyota Corolla',
  'Toyota Axio',
  'Toyota Premio',
  'Toyota Allion',
  'Toyota Noah',
  'Toyota Hiace',
  'Honda Civic',
  'Honda Fit',
  'Honda Vezel',
  'Suzuki Alto',
  'Suzuki WagonR',
  'Suzuki Swift',
  'Nissan Sunny',
  'Mitsubishi Lancer',
  'Mitsubishi Pajero',
  'Hyundai Elantra',
  'Mazda Demio',
];
const YEARS = ['2004-2008', '2008-2012', '2012-2016', '2016-2020', '2020-2024'];

const BATCH = 1000;

/** What one unit of each kind of part weighs packed, in grams (a set of pads, a 4 L can, a bulb). */
const WEIGHT_GRAMS: Record<Category, number> = {
  'brake-pads': 1200,
  'car-bulbs': 100,
  'air-filters': 400,
  'motor-oil': 3800,
  'spark-plugs': 60,
};

/**
 * The n-th generated product (0-based): the same n always gives the same product, with its brand
 * (the maker in its name) and its numbers (generated-numbers.ts).
 */
export function generatedProduct(n: number) {
  const next = random(n + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const category = CATEGORY_ORDER[n % CATEGORY_ORDER.length]!;
  const kind = pick(PARTS[category]);
  const brand = pick(BRANDS);
  const car = pick(CARS);
  const years = pick(YEARS);
  const product = {
    category,
    image: kind.image,
    priceMinor: 300 + Math.floor(next() * 300) * 50,
    availableQty: Math.floor(next() * 500),
    minOrderQty: 1 + Math.floor(next() * 3),
    weightGrams: WEIGHT_GRAMS[category],
    brand,
    numbers: generatedNumbers(n, brand, kind.universal ? null : car, category),
  };
  if (kind.universal) {
    return {
      ...product,
      name: `${brand} ${kind.part} (10-pack)`,
      description: `${kind.part} by ${brand}: the wedge-base T10 (W5W) bulb of the parking, number plate and interior lights of nearly every car.`,
      fitsAllVehicles: true,
      fits: [],
    };
  }
  const [from, to] = years.split('-').map(Number) as [number, number];
  const fits: FitmentRule[] = [
    {
      // The cars of that name built in any of those years (unknown fitment for cars not listed).
      vehicles: (vehicle) =>
        `${vehicle.make} ${vehicle.model}` === car &&
        vehicle.yearFrom <= to &&
        (vehicle.yearTo === null || vehicle.yearTo >= from),
      position: kind.position,
      quantity: kind.quantity,
    },
  ];
  return {
    ...product,
    name: `${brand} ${kind.part} for ${car} ${years}`,
    description: `${kind.part} by ${brand}, made to fit the ${car} built ${years}. Checked by our mechanics before it leaves the workshop.`,
    fitsAllVehicles: false,
    fits,
  };
}

/**
 * Adds generated products, with their brands, numbers and fitment, until the catalogue holds `target` of them
 * (`npm run seed -- --products N`); fills an empty vehicles table with the seeded vehicles first.
 * They come after every existing product in the list's order, so the home page's first three stay
 * the same. Run it again with the same number and nothing changes.
 */
export async function seedLargeCatalogue(
  db: Db,
  target: number,
  onProgress: (total: number) => void = () => {},
): Promise<{ added: number; total: number }> {
  const [existing] = await db.select({ total: count(), latest: max(products.createdAt) }).from(products);
  const start = existing?.total ?? 0;
  if (start >= target) return { added: 0, total: start };
  const { rows: vehicleRows } = await ensureVehicles(db);
  const brandIds = await ensureBrands(db);
  // A microsecond apart, just after the newest product: 100,000 of them span a tenth of a second,
  // so a product an admin adds afterwards still comes after all of them.
  const after = new Date((existing?.latest?.getTime() ?? Date.now()) + 1).toISOString();
  for (let from = start; from < target; from += BATCH) {
    const rows: Array<PgInsertValue<typeof products>> = [];
    const fitment: FitmentRow[] = [];
    const numbers: PartNumberRow[] = [];
    for (let n = from; n < Math.min(from + BATCH, target); n += 1) {
      const createdAt = sql`${after}::timestamptz + ${n - start} * interval '1 microsecond'`;
      const { fits, brand, numbers: partNumbers, ...product } = generatedProduct(n);
      const id = randomUUID();
      rows.push({ ...product, brandId: brandIds.get(brand.toLowerCase()), id, createdAt });
      fitment.push(...fitmentRows(id, fits, vehicleRows));
      numbers.push(...partNumberRows(id, partNumbers));
    }
    await db.transaction(async (tx) => {
      await tx.insert(products).values(rows);
      await insertFitment(tx, fitment);
      await insertPartNumbers(tx, numbers);
    });
    onProgress(from + rows.length);
  }
  // Fresh statistics, so the next query over 100,000 parts and their numbers is planned on them.
  await db.execute(sql`analyze ${products}, ${partNumbers}, ${productFitment}`);
  return { added: target - start, total: target };
}
