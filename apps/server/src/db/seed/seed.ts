import { count } from 'drizzle-orm';
import type { Db } from '../client.js';
import { blogs, products } from '../schema/index.js';
import { seedBlogs } from './blog.js';
import { seedProducts } from './catalogue.js';

/**
 * Seeds the demo catalogue and blog into an empty database. A database that already holds
 * products or blog entries is left as it is, so a restart never duplicates or overwrites data.
 */
export async function seedDemo(db: Db): Promise<{ products: number; blogs: number }> {
  return db.transaction(async (tx) => {
    const [{ value: productCount } = { value: 0 }] = await tx.select({ value: count() }).from(products);
    const [{ value: blogCount } = { value: 0 }] = await tx.select({ value: count() }).from(blogs);
    // Each entry gets its own creation time so "newest first" and "first three" are stable.
    const start = Date.now() - 60_000;
    if (productCount === 0) {
      await tx
        .insert(products)
        .values(
          seedProducts.map((product, index) => ({ ...product, createdAt: new Date(start + index * 1000) })),
        );
    }
    if (blogCount === 0) {
      await tx
        .insert(blogs)
        .values(seedBlogs.map((blog, index) => ({ ...blog, createdAt: new Date(start - index * 1000) })));
    }
    return {
      products: productCount === 0 ? seedProducts.length : 0,
      blogs: blogCount === 0 ? seedBlogs.length : 0,
    };
  });
}
