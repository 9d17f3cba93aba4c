import type { Brand, BrandCountQuerySchema, ProductListQuery } from '@chaka/contract';
import { and, asc, count, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { brands, products } from '../../db/schema/index.js';
import { toBrand } from '../../lib/brand-records.js';
import { searchWords } from './number-search.js';
import { matchingCondition } from './product-search.js';

type BrandCountQuery = z.infer<typeof BrandCountQuerySchema>;

/** Whether the shop's list is filtered: then only the brands of the parts it finds are listed. */
const isFiltered = (query: BrandCountQuery) =>
  Boolean(query.category || query.vehicle || searchWords(query.q).length > 0);

/**
 * The brands A to Z, each with how many parts it has: of the whole catalogue, or of the parts the
 * shop's filters find (q, category, vehicle as GET /api/services reads them), leaving out the
 * brands they find none of. One grouped count off the brand's index; the brands themselves are few.
 */
export async function listBrands(db: Db, query: BrandCountQuery = {}): Promise<Brand[]> {
  const filtered = isFiltered(query);
  const where = filtered ? await matchingCondition(db, query as ProductListQuery) : undefined;
  const [all, counts] = await Promise.all([
    db
      .select()
      .from(brands)
      .orderBy(asc(sql`lower(${brands.name})`), asc(brands.name)),
    db
      .select({ brandId: products.brandId, parts: count() })
      .from(products)
      .where(and(isNotNull(products.brandId), where))
      .groupBy(products.brandId),
  ]);
  const parts = new Map(counts.map((row) => [row.brandId, row.parts]));
  return all
    .map((brand) => ({ ...toBrand(brand), count: parts.get(brand.id) ?? 0 }))
    .filter((brand) => !filtered || brand.count > 0);
}
