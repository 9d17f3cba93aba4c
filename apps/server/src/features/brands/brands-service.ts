import { type AuditKind, type Brand, type BrandBody, catalogueMessages, isId } from '@chaka/contract';
import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { brands, products } from '../../db/schema/index.js';
import { type Actor, auditRow, changedFields, recordAudit } from '../../lib/audit.js';
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

/** A brand's audit entry (docs/decisions/044), written in the change's transaction. */
const auditBrand = (tx: Tx, editor: Actor, kind: AuditKind, id: string, before: unknown, after: unknown) =>
  recordAudit(tx, editor, { kind, subject: `brand:${id}`, before, after });

export async function createBrand(db: Db, body: BrandBody, editor: Actor): Promise<Brand> {
  const created = await uniqueName(body.name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({ name: body.name, logo: body.logo ?? null })
        .returning();
      await auditBrand(tx, editor, 'brand.create', row!.id, null, auditRow(row!));
      return row!;
    }),
  );
  return toBrand(created);
}

/** Renames a brand or changes its logo (404 when there is none); its parts show the change. */
export async function updateBrand(
  db: Db,
  id: string,
  body: Partial<BrandBody>,
  editor: Actor,
): Promise<Brand> {
  const where = brandWhere(id);
  const updated = await uniqueName(body.name, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(brands).where(where).for('update');
      if (!current) return undefined;
      const [row] = await tx
        .update(brands)
        .set({
          updatedAt: new Date(),
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.logo !== undefined ? { logo: body.logo } : {}),
        })
        .where(where)
        .returning();
      await auditBrand(tx, editor, 'brand.update', id, ...changedFields(current, row!));
      return row;
    }),
  );
  if (!updated) throw notFound(catalogueMessages.brandNotFound);
  return toBrand(updated);
}

/** Removes a brand no part uses (404 when there is none; 409, saying how many, while parts use it). */
export async function deleteBrand(db: Db, id: string, editor: Actor): Promise<{ deletedCount: number }> {
  const where = brandWhere(id);
  const [used] = await db.select({ parts: count() }).from(products).where(eq(products.brandId, id));
  if (used && used.parts > 0) throw conflict(catalogueMessages.brandHasParts(used.parts));
  try {
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx.delete(brands).where(where).returning();
      for (const row of rows) await auditBrand(tx, editor, 'brand.delete', row.id, auditRow(row), null);
      return rows;
    });
    if (deleted.length === 0) throw notFound(catalogueMessages.brandNotFound);
    return { deletedCount: deleted.length };
  } catch (error) {
    // A part given the brand between the count and the delete: the key refuses, and so does the shop.
    if (!isForeignKeyViolation(error)) throw error;
    const [now] = await db.select({ parts: count() }).from(products).where(eq(products.brandId, id));
    throw conflict(catalogueMessages.brandHasParts(now?.parts ?? 1));
  }
}
