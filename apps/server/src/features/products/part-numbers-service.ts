import {
  type CreateProductBody,
  catalogueMessages,
  normalPartNumber,
  type UpdateProductBody,
} from '@chaka/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { brands, partNumbers, products } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { normalSql } from './number-search.js';

type CatalogueBody = Pick<
  UpdateProductBody,
  'brandId' | 'sku' | 'partNumbers' | 'replaces' | 'productNameBn' | 'productDescriptionBn'
>;
type ProductValues = Partial<typeof products.$inferInsert>;

/** The catalogue's columns of a product that the body gives (brand, SKU, Bangla name and description). */
export function catalogueValues(body: CatalogueBody): ProductValues {
  const values: ProductValues = {};
  if (body.brandId !== undefined) values.brandId = body.brandId;
  if (body.sku !== undefined) values.sku = body.sku;
  if (body.productNameBn !== undefined) values.nameBn = body.productNameBn;
  if (body.productDescriptionBn !== undefined) values.descriptionBn = body.productDescriptionBn;
  return values;
}

/**
 * Checks what the body names before the product is written, in its transaction: the brand must be
 * one of the shop's (shared lock: it cannot go before the product is written), and no other part may
 * have the SKU in any typed form (CP-P10001 and cp p10001 are one).
 */
export async function checkCatalogueBody(tx: Tx, body: CatalogueBody, productId?: string): Promise<void> {
  if (body.brandId) {
    const [brand] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.id, body.brandId))
      .for('share');
    if (!brand) throw badRequest(catalogueMessages.unknownBrand);
  }
  if (body.sku !== undefined) {
    const sameSku = eq(normalSql(products.sku), normalPartNumber(body.sku));
    const [taken] = await tx
      .select({ sku: products.sku })
      .from(products)
      .where(productId ? and(sameSku, ne(products.id, productId)) : sameSku)
      .limit(1);
    if (taken) throw conflict(catalogueMessages.skuTaken(taken.sku));
  }
}

/**
 * Replaces the part's numbers the body gives, in the product's transaction: partNumbers replaces
 * its own (oem and aftermarket), replaces its superseded ones; each kept as typed and in normal form.
 */
export async function writePartNumbers(tx: Tx, productId: string, body: CatalogueBody): Promise<void> {
  const kinds = [
    ...(body.partNumbers !== undefined ? (['oem', 'aftermarket'] as const) : []),
    ...(body.replaces !== undefined ? (['replaces'] as const) : []),
  ];
  if (kinds.length === 0) return;
  await tx
    .delete(partNumbers)
    .where(and(eq(partNumbers.productId, productId), inArray(partNumbers.kind, kinds)));
  const rows: Array<typeof partNumbers.$inferInsert> = [
    ...(body.partNumbers ?? []).map((entry, position) => ({
      productId,
      kind: entry.kind,
      maker: entry.maker,
      number: entry.number,
      normal: normalPartNumber(entry.number),
      position,
    })),
    ...(body.replaces ?? []).map((number, position) => ({
      productId,
      kind: 'replaces' as const,
      number,
      normal: normalPartNumber(number),
      position,
    })),
  ];
  if (rows.length > 0) await tx.insert(partNumbers).values(rows);
}

/**
 * Runs a write of a product and answers a clear 409 when its SKU was taken meanwhile (the unique
 * key). A new product given no SKU takes the sequence's next; should an admin have typed that one
 * already, the write is tried again with the one after.
 */
export async function withSkuConflicts<T>(body: Pick<CreateProductBody, 'sku'>, write: () => Promise<T>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || !isSkuKey(error)) throw error;
      if (body.sku !== undefined) throw conflict(catalogueMessages.skuTaken(body.sku));
      if (attempt >= 5) throw error;
    }
  }
}

/** Whether the duplicate key is the SKU's (the driver's error, somewhere down the causes). */
function isSkuKey(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { constraint, detail } = current as { constraint?: string; detail?: string };
    if (constraint === 'products_sku_unique' || detail?.startsWith('Key (sku)=')) return true;
  }
  return false;
}
