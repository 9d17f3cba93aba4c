import {
  type CreateProductBody,
  isId,
  messages,
  type Product,
  toMinorUnits,
  type UpdateProductBody,
} from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { auditRow, changedFields, recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { recordStockChange } from '../../lib/stock-history.js';
import {
  catalogueValues,
  checkCatalogueBody,
  withSkuConflicts,
  writePartNumbers,
} from './part-numbers-service.js';
import { productAnswer } from './product-answers.js';

export { listProducts } from './product-search.js';

type ProductValues = Partial<typeof products.$inferInsert>;

/** The wire names of SPEC §3 mapped onto the columns; fields left out stay as they are. */
function toValues(body: UpdateProductBody): ProductValues {
  const values: ProductValues = catalogueValues(body);
  if (body.productName !== undefined) values.name = body.productName;
  if (body.productDescription !== undefined) values.description = body.productDescription;
  if (body.image !== undefined) values.image = body.image;
  if (body.category !== undefined) values.category = body.category;
  if (body.price !== undefined) values.priceMinor = toMinorUnits(body.price);
  if (body.availableQty !== undefined) values.availableQty = body.availableQty;
  if (body.orderQty !== undefined) values.minOrderQty = body.orderQty;
  if (body.lowStockThreshold !== undefined) values.lowStockThreshold = body.lowStockThreshold;
  if (body.weightGrams !== undefined) values.weightGrams = body.weightGrams;
  if (body.warrantyMonths !== undefined) values.warrantyMonths = body.warrantyMonths;
  return values;
}

/** The product rows of one id: none for a malformed id, which names no product. */
const rowsWithId = (id: string) => (isId(id) ? eq(products.id, id) : undefined);

/** One product with its brand, numbers and fitment (404 when there is none). */
export async function findProduct(db: Db, id: string): Promise<Product> {
  const where = rowsWithId(id);
  const [row] = where ? await db.select().from(products).where(where) : [];
  if (!row) throw notFound(messages.product.notFound);
  return productAnswer(db, row);
}

/**
 * Adds a product with its brand, SKU and numbers, all or nothing; its first stock is the history's
 * first restock.
 */
export async function createProduct(db: Db, body: CreateProductBody, editor: Identity): Promise<Product> {
  const write = () =>
    db.transaction(async (tx) => {
      await checkCatalogueBody(tx, body);
      const [created] = await tx
        .insert(products)
        .values({
          ...catalogueValues(body),
          name: body.productName,
          description: body.productDescription,
          image: body.image,
          priceMinor: toMinorUnits(body.price),
          availableQty: body.availableQty,
          minOrderQty: body.orderQty,
          category: body.category ?? null,
          lowStockThreshold: body.lowStockThreshold,
          weightGrams: body.weightGrams,
          warrantyMonths: body.warrantyMonths,
        })
        .returning();
      const change = { before: 0, after: created!.availableQty, reason: 'restock' as const };
      await recordStockChange(tx, { productId: created!.id, ...change, by: editor.name, userId: editor.id });
      await writePartNumbers(tx, created!.id, body);
      await recordAudit(tx, editor, {
        kind: 'product.create',
        subject: `product:${created!.id}`,
        productId: created!.id,
        before: null,
        after: auditRow(created!),
      });
      return created!;
    });
  return productAnswer(db, await withSkuConflicts(body, write));
}

/**
 * Applies an admin's edit (404 when there is no such product). A change of stock is written to the
 * product's history in the same transaction, with the reason the admin gave (an edit without one);
 * numbers given replace the part's numbers of that kind, in the same transaction.
 */
export async function updateProduct(
  db: Db,
  id: string,
  body: UpdateProductBody,
  editor: Identity,
): Promise<Product> {
  const where = rowsWithId(id);
  const write = () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(products).where(where!).for('update');
      if (!current) return undefined;
      await checkCatalogueBody(tx, body, id);
      await writePartNumbers(tx, id, body);
      const [updated] = await tx
        .update(products)
        .set({ updatedAt: new Date(), ...toValues(body) })
        .where(where)
        .returning();
      const [before, after] = [current.availableQty, updated!.availableQty];
      const reason = body.stockReason ?? 'edit';
      await recordStockChange(tx, {
        productId: id,
        before,
        after,
        reason,
        by: editor.name,
        userId: editor.id,
      });
      const [was, is] = changedFields(current, updated!);
      await recordAudit(tx, editor, {
        kind: before !== after && Object.keys(is).length === 1 ? 'stock.change' : 'product.update',
        subject: `product:${id}`,
        productId: id,
        before: was,
        after: is,
      });
      return updated;
    });
  const row = where ? await withSkuConflicts(body, write) : undefined;
  if (!row) throw notFound(messages.product.notFound);
  return productAnswer(db, row);
}

/**
 * Deletes a product (404 when there is none), with its audit entry in the same transaction. Its
 * orders keep their copies of the name and image (orders.product_id is set to null by the database).
 */
export async function deleteProduct(db: Db, id: string, editor: Identity): Promise<{ deletedCount: number }> {
  const where = rowsWithId(id);
  const deleted = where
    ? await db.transaction(async (tx) => {
        const rows = await tx.delete(products).where(where).returning();
        for (const row of rows)
          await recordAudit(tx, editor, {
            kind: 'product.delete',
            subject: `product:${row.id}`,
            productId: row.id,
            before: auditRow(row),
            after: null,
          });
        return rows;
      })
    : [];
  if (deleted.length === 0) throw notFound(messages.product.notFound);
  return { deletedCount: deleted.length };
}
