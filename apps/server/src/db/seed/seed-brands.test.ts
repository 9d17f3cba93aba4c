import { normalPartNumber } from '@chaka/contract';
import { count, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import type { Database } from '../client.js';
import { brands, partNumbers, products } from '../schema/index.js';
import { SEED_BRANDS, SEED_PART_NUMBERS } from './brands.js';
import { seedProducts } from './catalogue.js';
import { generatedProduct, seedLargeCatalogue } from './large-catalogue.js';
import { seedDemo } from './seed.js';

describe('the seeded brands and part numbers', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());
  const total = async (table: typeof products | typeof brands | typeof partNumbers) =>
    (await database.db.select({ value: count() }).from(table))[0]!.value;

  it('gives every demo part a brand, an SKU and its numbers, typed and normal', async () => {
    await seedDemo(database.db);
    expect(Object.keys(SEED_PART_NUMBERS).sort()).toEqual(seedProducts.map((product) => product.name).sort());
    expect(await total(brands)).toBe(SEED_BRANDS.length);
    expect(await database.db.select().from(products).where(isNull(products.brandId))).toEqual([]);
    const numbers = await database.db.select().from(partNumbers);
    const expected = Object.values(SEED_PART_NUMBERS).flatMap((part) => part.numbers);
    expect(numbers).toHaveLength(expected.length);
    expect(numbers.every((row) => row.normal === normalPartNumber(row.number))).toBe(true);
    const skus = (await database.db.select({ sku: products.sku }).from(products)).map((row) => row.sku);
    expect(new Set(skus).size).toBe(seedProducts.length);
    expect(skus.every((sku) => /^CP-P\d+$/.test(sku))).toBe(true);
  });

  it('gives the large catalogue brands and about three numbers a part, the same on every run', async () => {
    await seedDemo(database.db);
    const before = await total(partNumbers);
    await seedLargeCatalogue(database.db, seedProducts.length + 400);
    const added = (await total(partNumbers)) - before;
    expect(added).toBeGreaterThan(400 * 2.5);
    expect(added).toBeLessThan(400 * 3.5);
    expect(await database.db.select().from(products).where(isNull(products.brandId))).toEqual([]);
    // Brands the admin already has are not added twice.
    expect(await total(brands)).toBe(SEED_BRANDS.length);
    expect(generatedProduct(7).numbers).toEqual(generatedProduct(7).numbers);
    const kinds = new Set(generatedProduct(7).numbers.map((number) => number.kind));
    expect(kinds.has('aftermarket')).toBe(true);
  });
});
