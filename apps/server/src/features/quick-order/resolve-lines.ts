import {
  PART_NUMBER_MAX_LENGTH,
  PART_NUMBER_NORMAL_SQL,
  parseQuickOrder,
  type QuickOrderAnswer,
  quickOrderMessages,
  toMajorUnits,
} from '@chaka/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partNumbers, products } from '../../db/schema/index.js';

type Product = typeof products.$inferSelect;
type Answer = QuickOrderAnswer['lines'][number];

/** The SKU's normal form, written as the SKU's index is (products_sku_normal_idx). */
const skuNormal = sql`upper(regexp_replace(${products.sku}, ${sql.raw(`'${PART_NUMBER_NORMAL_SQL.pattern}'`)}, '', 'g'))`;

// How a number found a part, best first: its own number before a number it replaces.
const KIND_ORDER: Record<string, number> = { oem: 0, aftermarket: 1, sku: 2, replaces: 3 };

interface Hit {
  normal: string;
  kind: string;
  number: string;
  product: Product;
  rank: number;
}

/** Every part each normal number finds: by its part numbers and by its SKU (two index lookups). */
async function hitsOf(db: Db, normals: string[]): Promise<Map<string, Hit[]>> {
  const found = new Map<string, Hit[]>();
  if (normals.length === 0) return found;
  const [numbers, skus] = await Promise.all([
    db
      .select({ number: partNumbers, product: products })
      .from(partNumbers)
      .innerJoin(products, sql`${products.id} = ${partNumbers.productId}`)
      .where(inArray(partNumbers.normal, normals)),
    db
      .select({ normal: sql<string>`${skuNormal}`, product: products })
      .from(products)
      .where(inArray(skuNormal, normals)),
  ]);
  const hits: Hit[] = [
    ...numbers.map(({ number, product }) => ({
      normal: number.normal,
      kind: number.kind,
      number: number.number,
      product,
      rank: KIND_ORDER[number.kind]! * 10 + Math.min(number.position, 9),
    })),
    ...skus.map(({ normal, product }) => ({
      normal: String(normal),
      kind: 'sku',
      number: product.sku,
      product,
      rank: KIND_ORDER.sku! * 10,
    })),
  ];
  for (const hit of hits) found.set(hit.normal, [...(found.get(hit.normal) ?? []), hit]);
  return found;
}

/** The best part of a number's hits: its own number first, then one in stock, then by name. */
function best(hits: Hit[]): Hit {
  return [...hits].sort(
    (a, b) =>
      a.rank - b.rank ||
      Number(b.product.availableQty > 0) - Number(a.product.availableQty > 0) ||
      a.product.name.localeCompare(b.product.name),
  )[0]!;
}

/**
 * POST /api/quick-order/resolve: each pasted line's part, found by its number or SKU in any typed
 * form, with how it was found, or why the line cannot go to the cart (unknown number, a quantity
 * that is not a whole number, below the part's minimum, more than is in stock).
 */
export async function resolveQuickOrder(db: Db, text: string): Promise<QuickOrderAnswer> {
  const parsed = parseQuickOrder(text);
  const normals = [
    ...new Set(
      parsed.map((line) => line.normal).filter((n) => n.length > 0 && n.length <= PART_NUMBER_MAX_LENGTH),
    ),
  ];
  const hits = await hitsOf(db, normals);
  const lines = parsed.map((line): Answer => {
    const found = hits.get(line.normal);
    const base = { line: line.line, number: line.number, quantity: line.quantity };
    if (!found)
      return { ...base, status: 'unknown', message: quickOrderMessages.unknown, match: null, product: null };
    const hit = best(found);
    const { product } = hit;
    const answer = {
      ...base,
      match: { kind: hit.kind, number: hit.number },
      product: {
        id: product.id,
        name: product.name,
        sku: product.sku,
        image: product.image,
        price: toMajorUnits(product.priceMinor),
        availableQty: product.availableQty,
        minOrderQty: product.minOrderQty,
      },
    };
    if (line.quantity === null)
      return { ...answer, status: 'badQuantity', message: quickOrderMessages.badQuantity };
    if (line.quantity < product.minOrderQty)
      return {
        ...answer,
        status: 'belowMinimum',
        message: quickOrderMessages.belowMinimum(product.minOrderQty),
      };
    if (line.quantity > product.availableQty)
      return { ...answer, status: 'short', message: quickOrderMessages.short(product.availableQty) };
    return { ...answer, status: 'ok', message: null };
  });
  return { lines };
}
