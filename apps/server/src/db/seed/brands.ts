import { normalPartNumber, type PartNumberKind } from '@chaka/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { brands, partNumbers } from '../schema/index.js';

/**
 * The brands of the seeded catalogues: the car makers' genuine parts and the parts makers a shop in
 * Bangladesh stocks. No logo art ships with the shop, so none has a logo until the admin adds one.
 */
export const SEED_BRANDS = [
  'Toyota Genuine',
  'Honda Genuine',
  'Suzuki Genuine',
  'Bosch',
  'Denso',
  'NGK',
  'Brembo',
  'Akebono',
  'Philips',
  'Osram',
  'Sakura',
  'Mann',
  'Mahle',
  'Valeo',
  'Castrol',
  'Mobil',
  'Shell',
] as const;

export type SeedBrand = (typeof SEED_BRANDS)[number];

/** One of a seeded part's numbers: the car maker's (oem), its maker's own (aftermarket), an old one it replaces. */
export interface SeedNumber {
  kind: PartNumberKind;
  maker: string | null;
  number: string;
}

export type PartNumberRow = typeof partNumbers.$inferInsert;

/** The seeded brands by lower-case name, after adding those missing (brands the admin added stay). */
export async function ensureBrands(db: Db): Promise<Map<string, string>> {
  await db
    .insert(brands)
    .values(SEED_BRANDS.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db.select({ id: brands.id, name: sql<string>`lower(${brands.name})` }).from(brands);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** A part's numbers as rows: typed and normal, in the order given. */
export function partNumberRows(productId: string, numbers: readonly SeedNumber[]): PartNumberRow[] {
  return numbers.map((entry, position) => ({
    productId,
    kind: entry.kind,
    maker: entry.kind === 'replaces' ? null : entry.maker,
    number: entry.number,
    normal: normalPartNumber(entry.number),
    position,
  }));
}

// Six parameters a row: slices stay well under PostgreSQL's 65,535 parameters per statement.
const SLICE = 5000;

/** Stores part numbers; a part lists one number once per kind (the same number twice is skipped). */
export async function insertPartNumbers(db: Db, rows: PartNumberRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += SLICE) {
    await db
      .insert(partNumbers)
      .values(rows.slice(from, from + SLICE))
      .onConflictDoNothing();
  }
}

const oem = (maker: string, number: string): SeedNumber => ({ kind: 'oem', maker, number });
const own = (maker: string, number: string): SeedNumber => ({ kind: 'aftermarket', maker, number });
const replaces = (number: string): SeedNumber => ({ kind: 'replaces', maker: null, number });

/**
 * The demo catalogue's brands and numbers, by the part's name (catalogue.ts): numbers as they are
 * printed on the box or stamped on the part.
 */
export const SEED_PART_NUMBERS: Record<string, { brand: SeedBrand; numbers: SeedNumber[] }> = {
  'Ceramic Front Brake Pads for Toyota Corolla / Axio': {
    brand: 'Toyota Genuine',
    numbers: [oem('Toyota', '04465-12592'), oem('Toyota', '04465-12610'), replaces('04465-12590')],
  },
  'Semi-Metallic Brake Pads for Honda Civic': {
    brand: 'Bosch',
    numbers: [own('Bosch', '0 986 494 512'), oem('Honda', '45022-SNA-A01'), replaces('45022-SNA-010')],
  },
  'Rear Brake Shoes for Suzuki Alto / WagonR': {
    brand: 'Suzuki Genuine',
    numbers: [oem('Suzuki', '53200M79F00'), oem('Suzuki', '53200-M79F10')],
  },
  'H4 Halogen Headlight Bulbs 60/55W (pair)': {
    brand: 'Philips',
    numbers: [own('Philips', '12342PRC2'), oem('Toyota', '90981-13045')],
  },
  'LED H11 Fog Light Bulbs 6000K (pair)': {
    brand: 'Osram',
    numbers: [own('Osram', '67219CW'), oem('Toyota', '90981-13088')],
  },
  'T10 W5W LED Parking Bulbs (10-pack)': {
    brand: 'Philips',
    numbers: [own('Philips', '127916000KX2'), oem('Toyota', '90981-11022')],
  },
  'Engine Air Filter for Toyota Premio / Allion (1NZ, 2NZ)': {
    brand: 'Denso',
    numbers: [own('Denso', '260300-0110'), oem('Toyota', '17801-21050'), replaces('17801-21030')],
  },
  'Cabin Air Filter with Activated Carbon for Honda Vezel': {
    brand: 'Denso',
    numbers: [own('Denso', 'DCC-3012'), oem('Honda', '80292-TF0-G01')],
  },
  'Heavy-Duty Air Filter for Mitsubishi Pajero': {
    brand: 'Sakura',
    numbers: [own('Sakura', 'A-1911'), oem('Mitsubishi', 'MR571476')],
  },
  'Fully Synthetic 5W-30 Engine Oil, 4 L': {
    brand: 'Castrol',
    numbers: [own('Castrol', '15669E'), oem('Toyota', '08880-83264')],
  },
  'Semi-Synthetic 10W-40 Engine Oil, 4 L': {
    brand: 'Shell',
    numbers: [own('Shell', '550046281')],
  },
  'Mineral 20W-50 Engine Oil, 4 L': {
    brand: 'Mobil',
    numbers: [own('Mobil', '120828')],
  },
  'Iridium Spark Plugs (set of 4)': {
    brand: 'Denso',
    numbers: [own('Denso', 'SK16R11'), oem('Toyota', '90919-01210'), replaces('90919-01191')],
  },
  'Platinum Spark Plugs (set of 4)': {
    brand: 'NGK',
    numbers: [own('NGK', 'BKR6EP-11'), oem('Toyota', '90919-01164')],
  },
  'Copper Core Spark Plug (single)': {
    brand: 'NGK',
    numbers: [own('NGK', 'BPR5ES'), oem('Toyota', '90919-01194')],
  },
};
