import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import type { Database } from '../client.js';
import { blogs, productFitment, products, vehicles } from '../schema/index.js';
import { seedBlogs } from './blog.js';
import { seedProducts } from './catalogue.js';
import { seedDemo } from './seed.js';
import { seedVehicles } from './vehicles.js';

describe('the demo seed', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const sizes = async () => ({
    products: (await database.db.select({ value: count() }).from(products))[0]!.value,
    blogs: (await database.db.select({ value: count() }).from(blogs))[0]!.value,
    vehicles: (await database.db.select({ value: count() }).from(vehicles))[0]!.value,
    fitment: (await database.db.select({ value: count() }).from(productFitment))[0]!.value,
  });
  const nothing = { products: 0, blogs: 0, vehicles: 0, fitment: 0 };

  it('fills an empty database with the catalogue, its vehicles and fitment, and the blog, once', async () => {
    const seeded = await seedDemo(database.db);
    expect(seeded).toEqual({
      products: seedProducts.length,
      blogs: seedBlogs.length,
      vehicles: seedVehicles.length,
      fitment: expect.any(Number),
    });
    expect(seeded.fitment).toBeGreaterThan(seedProducts.length);
    expect(await seedDemo(database.db)).toEqual(nothing);
    expect(await sizes()).toEqual(seeded);
  });

  it('leaves a catalogue an admin emptied on purpose empty after a restart', async () => {
    await seedDemo(database.db);
    await database.db.delete(products);
    expect(await seedDemo(database.db)).toEqual(nothing);
    expect(await sizes()).toEqual({
      products: 0,
      blogs: seedBlogs.length,
      vehicles: seedVehicles.length,
      fitment: 0,
    });
  });

  it('seeds once when several processes start on one empty database at the same moment', async () => {
    const results = await Promise.all([seedDemo(database.db), seedDemo(database.db), seedDemo(database.db)]);
    const seeded = results.find((result) => result.products > 0);
    expect(results.filter((result) => result.products > 0)).toHaveLength(1);
    expect(await sizes()).toEqual(seeded);
  });
});
