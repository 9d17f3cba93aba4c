import { normalPartNumber, PART_NUMBER_MAX_LENGTH, PART_NUMBER_NORMAL_SQL } from '@chaka/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partNumbers, products } from '../../db/schema/index.js';
import type { ProductMatch } from './product-answers.js';

/** Words of a search, each of which a product must match (see listFilters). */
const MAX_SEARCH_WORDS = 5;

export function searchWords(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The normal form of a column or expression in SQL, as the contract's normalPartNumber makes it in
 * JavaScript. Written with literals, so it is the very expression of the SKU's index.
 */
export const normalSql = (value: SQL | typeof products.sku) =>
  sql`upper(regexp_replace(${value}, ${sql.raw(`'${PART_NUMBER_NORMAL_SQL.pattern}'`)}, '', 'g'))`;

/** The most parts one number finds (an OEM number many makers' parts carry). */
const MAX_NUMBER_MATCHES = 200;
// A shorter word of several is a word of the name, not a number (a whole search of one is tried).
const MIN_NUMBER_WORD = 3;
const KIND_ORDER: Record<ProductMatch['kind'], number> = { oem: 0, aftermarket: 1, sku: 2, replaces: 3 };

/** How a part was found by number, and how well (lower first). */
export interface RankedMatch {
  match: ProductMatch;
  rank: number;
}

/**
 * The parts whose number or SKU is the search, in any typed form: the whole search first
 * (04465 12592 is one number), then each of its words (bosch 0986494512). Each part once, with the
 * best way it was found: the whole search before a word, its own number or SKU before one it
 * replaces. Two index lookups (part_numbers.normal, the SKU's normal form).
 */
export async function numberMatches(db: Db, q: string | undefined): Promise<Map<string, RankedMatch>> {
  const words = searchWords(q);
  const whole = normalPartNumber(words.join(''));
  const candidates = [
    whole,
    ...(words.length > 1 ? words.map(normalPartNumber).filter((w) => w.length >= MIN_NUMBER_WORD) : []),
  ].filter(
    (normal, index, all) =>
      normal.length > 0 && normal.length <= PART_NUMBER_MAX_LENGTH && all.indexOf(normal) === index,
  );
  const found = new Map<string, RankedMatch>();
  if (candidates.length === 0) return found;
  const [numbers, skus] = await Promise.all([
    db
      .select({
        productId: partNumbers.productId,
        kind: partNumbers.kind,
        number: partNumbers.number,
        normal: partNumbers.normal,
        position: partNumbers.position,
      })
      .from(partNumbers)
      .where(inArray(partNumbers.normal, candidates))
      .limit(MAX_NUMBER_MATCHES * 2),
    db
      .select({ productId: products.id, number: products.sku, normal: normalSql(products.sku) })
      .from(products)
      .where(inArray(normalSql(products.sku), candidates))
      .limit(MAX_NUMBER_MATCHES),
  ]);
  const hits = [
    ...numbers.map((hit) => ({ ...hit, kind: hit.kind as ProductMatch['kind'] })),
    ...skus.map((hit) => ({ ...hit, normal: String(hit.normal), kind: 'sku' as const, position: 0 })),
  ];
  for (const hit of hits) {
    const rank = (hit.normal === whole ? 0 : 100) + KIND_ORDER[hit.kind] * 10 + Math.min(hit.position, 9);
    const known = found.get(hit.productId);
    const match = { kind: hit.kind, number: hit.number };
    if (!known || rank < known.rank) found.set(hit.productId, { match, rank });
  }
  return new Map([...found].slice(0, MAX_NUMBER_MATCHES));
}
