import { type Brand, type BrandBody, catalogueMessages, isId } from '@chaka/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, products } from '../../db/schema/index.js';
import { toBrand } from '../../lib/brand-records.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, notFound } from '../../lib/errors.js';

/** The brand of an id, or 404. */
const brandWhere = (id: string) => {
  if (!isId(id)) throw notFound(catalogueMessages.brandNotFound);
  return eq(brands.id, id);
};

/** A name another brand has, in any letter case, is refused with 409. */
async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error))
      throw conflict(catalogueMessages.brandNameTaken(name));
    throw error;
  }
}

export async function createBrand(db: Db, body: BrandBody): Promise<Brand> {
  const [created] = await uniqueName(body.name, () =>
    db
      .insert(brands)
      .values({ name: body.name, logo: body.logo ?? null })
      .returning(),
  );
  return toBrand(created!);
}

/** Renames a brand or changes its logo (404 when there is none); its parts show the change. */
export async function updateBrand(db: Db, id: string, body: Partial<BrandBody>): Promise<Brand> {
  const where = brandWhere(id);
  const [updated] = await uniqueName(body.name, () =>
    db
      .update(brands)
      .set({
        updatedAt: new Date(),
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.logo !== undefined ? { logo: body.logo } : {}),
      })
      .where(where)
      .returning(),
  );
  if (!updated) throw notFound(catalogueMessages.brandNotFound);
  return toBrand(updated);
}

/** Removes a brand no part uses (404 when there is none; 409, saying how many, while parts use it). */
export async function deleteBrand(db: Db, id: string): Promise<{ deletedCount: number }> {
  const where = brandWhere(id);
  const [used] = await db.select({ parts: count() }).from(products).where(eq(products.brandId, id));
  if (used && used.parts > 0) throw conflict(catalogueMessages.brandHasParts(used.parts));
  try {
    const deleted = await db.delete(brands).where(where).returning({ id: brands.id });
    if (deleted.length === 0) throw notFound(catalogueMessages.brandNotFound);
    return { deletedCount: deleted.length };
  } catch (error) {
    // A part given the brand between the count and the delete: the key refuses, and so does the shop.
    if (!isForeignKeyViolation(error)) throw error;
    const [now] = await db.select({ parts: count() }).from(products).where(eq(products.brandId, id));
    throw conflict(catalogueMessages.brandHasParts(now?.parts ?? 1));
  }
}
