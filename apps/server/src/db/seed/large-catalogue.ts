import type { Category } from '@chaka/contract';
import { count, max, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { products } from '../schema/index.js';

/** Parts of each category, with the demo catalogue's picture for each. */
const PARTS: Record<Category, Array<{ part: string; image: string }>> = {
  'brake-pads': [
    { part: 'Ceramic Front Brake Pads', image: '/images/parts/brake-pads-ceramic.svg' },
    { part: 'Semi-Metallic Brake Pads', image: '/images/parts/brake-pads-semi-metallic.svg' },
    { part: 'Rear Brake Shoes', image: '/images/parts/brake-shoes-rear.svg' },
  ],
  'car-bulbs': [
    { part: 'H4 Halogen Headlight Bulbs', image: '/images/parts/bulb-h4-halogen.svg' },
    { part: 'LED H11 Fog Light Bulbs', image: '/images/parts/bulb-led-h11.svg' },
    { part: 'T10 LED Parking Bulbs', image: '/images/parts/bulb-t10-led.svg' },
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
    { part: 'Copper Core Spark Plug', image: '/images/parts/spark-plug-copper.svg' },
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

/** A small deterministic generator (mulberry32): the same catalogue on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The n-th generated product (0-based): the same n always gives the same product. */
export function generatedProduct(n: number) {
  const next = random(n + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const category = CATEGORY_ORDER[n % CATEGORY_ORDER.length]!;
  const { part, image } = pick(PARTS[category]);
  const brand = pick(BRANDS);
  const car = pick(CARS);
  const years = pick(YEARS);
  return {
    name: `${brand} ${part} for ${car} ${years}`,
    category,
    image,
    description: `${part} by ${brand}, made to fit the ${car} built ${years}. Checked by our mechanics before it leaves the workshop.`,
    priceCents: 300 + Math.floor(next() * 300) * 50,
    availableQty: Math.floor(next() * 500),
    minOrderQty: 1 + Math.floor(next() * 3),
  };
}

/**
 * Adds generated products until the catalogue holds `target` of them (`npm run seed -- --products N`).
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
  // A microsecond apart, just after the newest product: 100,000 of them span a tenth of a second,
  // so a product an admin adds afterwards still comes after all of them.
  const after = new Date((existing?.latest?.getTime() ?? Date.now()) + 1).toISOString();
  for (let from = start; from < target; from += BATCH) {
    const rows = [];
    for (let n = from; n < Math.min(from + BATCH, target); n += 1) {
      const createdAt = sql`${after}::timestamptz + ${n - start} * interval '1 microsecond'`;
      rows.push({ ...generatedProduct(n), createdAt });
    }
    await db.insert(products).values(rows);
    onProgress(from + rows.length);
  }
  return { added: Math.max(0, target - start), total: Math.max(start, target) };
}
