import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import type { Database } from '../client.js';
import { blogs, products } from '../schema/index.js';
import { seedBlogs } from './blog.js';
import { seedProducts } from './catalogue.js';
import { seedDemo } from './seed.js';

describe('the demo seed', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const sizes = async () => ({
    products: (await database.db.select({ value: count() }).from(products))[0]!.value,
    blogs: (await database.db.select({ value: count() }).from(blogs))[0]!.value,
  });

  it('fills an empty database with the catalogue and the blog, once', async () => {
    const full = { products: seedProducts.length, blogs: seedBlogs.length };
    expect(await seedDemo(database.db)).toEqual(full);
    expect(await seedDemo(database.db)).toEqual({ products: 0, blogs: 0 });
    expect(await sizes()).toEqual(full);
  });

  it('leaves a catalogue an admin emptied on purpose empty after a restart', async () => {
    await seedDemo(database.db);
    await database.db.delete(products);
    expect(await seedDemo(database.db)).toEqual({ products: 0, blogs: 0 });
    expect(await sizes()).toEqual({ products: 0, blogs: seedBlogs.length });
  });

  it('seeds once when several processes start on one empty database at the same moment', async () => {
    await Promise.all([seedDemo(database.db), seedDemo(database.db), seedDemo(database.db)]);
    expect(await sizes()).toEqual({ products: seedProducts.length, blogs: seedBlogs.length });
  });
});
