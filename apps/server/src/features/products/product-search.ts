import { PRODUCT_PAGE_SIZE, type Product, type ProductListQuery, vehicleMessages } from '@chaka/contract';
import { and, asc, count, eq, ilike, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productFitment, products } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { vehicleExists } from '../../lib/vehicle-records.js';
import { vehiclesByCode } from './fitment-service.js';
import { numberMatches, type RankedMatch, searchWords } from './number-search.js';
import { listAnswers, type ProductRow } from './product-answers.js';

/**
 * How a condition is written for the query that runs it. A page reads the list's index in order and
 * probes each row (a hashed subplan; it stops at the page's end); a count asks for one array of ids
 * that the planner ORs into a bitmap with the other indexes, never a scan of every product.
 */
type QueryShape = 'page' | 'count';

/**
 * The parts a search found by number, and how a search's word filters treat them: `also` keeps
 * them beside the parts whose name matches (a count of everything found), `apart` leaves them out
 * (they are listed first, on their own).
 */
interface FoundByNumber {
  ids: string[];
  as: 'also' | 'apart';
}

/**
 * The list's filters. With a vehicle, the products that fit it or fit all vehicles. A word of the
 * search matches a product whose name holds it, or one that fits a vehicle whose chassis or engine
 * code starts with it (`codeMatches`: word -> vehicle ids).
 */
function listFilters(
  query: ProductListQuery,
  codeMatches: Map<string, string[]>,
  shape: QueryShape,
  byNumber?: FoundByNumber,
): SQL | undefined {
  const filters: SQL[] = [];
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.lowStock) filters.push(lte(products.availableQty, products.lowStockThreshold));
  // The brand's index answers one brand's parts, or a few brands' as one bitmap.
  if (query.brand?.length) filters.push(inArray(products.brandId, query.brand));
  // The flag as a bare column, not "= $1", so a generic plan can still use the partial index.
  if (query.vehicle) filters.push(or(sql`${products.fitsAllVehicles}`, fitsOneOf([query.vehicle], shape))!);
  const wordFilters = searchWords(query.q).map((word) => {
    // ILIKE '%word%' is answered by the trigram index on the name (products schema).
    const inName = ilike(products.name, `%${escapeLike(word)}%`);
    const vehicleIds = codeMatches.get(word);
    return vehicleIds ? or(inName, fitsOneOf(vehicleIds, shape))! : inName;
  });
  const words = wordFilters.length > 0 ? and(...wordFilters) : undefined;
  if (byNumber?.ids.length && words) {
    filters.push(
      byNumber.as === 'also'
        ? or(words, inArray(products.id, byNumber.ids))!
        : and(words, notInArray(products.id, byNumber.ids))!,
    );
  } else if (words) filters.push(words);
  return filters.length > 0 ? and(...filters) : undefined;
}

/** The product fits one of the vehicles: read off the fitment table's (vehicle, product) key. */
function fitsOneOf(vehicleIds: string[], shape: QueryShape): SQL {
  const fitting = sql`select ${productFitment.productId} from ${productFitment} where ${inArray(productFitment.vehicleId, vehicleIds)}`;
  return shape === 'page'
    ? sql`${products.id} in (${fitting})`
    : sql`${products.id} = any(array(${fitting}))`;
}

/**
 * How many products match. A vehicle alone is counted off two indexes without reading products:
 * its fitment rows and the universal products, each product once.
 */
async function countMatching(db: Db, query: ProductListQuery, where: SQL | undefined): Promise<number> {
  const vehicleAlone =
    query.vehicle &&
    !query.category &&
    !query.lowStock &&
    !query.brand?.length &&
    searchWords(query.q).length === 0;
  const [counted] = vehicleAlone
    ? await db.select({ total: count() }).from(
        sql`(select ${productFitment.productId} from ${productFitment} where ${eq(productFitment.vehicleId, query.vehicle!)}
               union select ${products.id} from ${products} where ${products.fitsAllVehicles}) as matching`,
      )
    : await db.select({ total: count() }).from(products).where(where);
  return counted?.total ?? 0;
}

/** The parts found by number that pass the list's other filters, best match first, then oldest. */
async function exactRows(
  db: Db,
  query: ProductListQuery,
  matches: Map<string, RankedMatch>,
): Promise<ProductRow[]> {
  const others = listFilters({ ...query, q: undefined }, new Map(), 'count');
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...matches.keys()]), others))
    .orderBy(asc(products.createdAt), asc(products.id));
  const rank = (row: ProductRow) => matches.get(row.id)?.rank ?? 0;
  return rows.sort((a, b) => rank(a) - rank(b));
}

const matchOf = (matches: Map<string, RankedMatch>) =>
  new Map([...matches].map(([id, { match }]) => [id, match]));

const isPaged = (query: ProductListQuery) => query.page !== undefined || query.limit !== undefined;

/**
 * Oldest first, so "the first three products" of the home page stay the same as products are added;
 * a search lists the parts it found by number or SKU before them. Without page or limit, every
 * product that matches (as the spec's screens ask); with either, one page of them and the total.
 */
export async function listProducts(
  db: Db,
  query: ProductListQuery = {},
): Promise<{ items: Product[]; total: number }> {
  if (query.vehicle && !(await vehicleExists(db, query.vehicle))) {
    throw badRequest(vehicleMessages.unknownVehicle);
  }
  const words = searchWords(query.q);
  const [codeMatches, matches] = await Promise.all([vehiclesByCode(db, words), numberMatches(db, query.q)]);
  const exact = matches.size > 0 ? await exactRows(db, query, matches) : [];
  const apart: FoundByNumber = { ids: [...matches.keys()], as: 'apart' };
  const select = db
    .select()
    .from(products)
    .where(listFilters(query, codeMatches, 'page', apart))
    .orderBy(asc(products.createdAt), asc(products.id));
  if (!isPaged(query)) {
    const rows = [...exact, ...(await select)];
    return { items: await listAnswers(db, rows, matchOf(matches)), total: rows.length };
  }
  const limit = query.limit ?? PRODUCT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * limit;
  const first = exact.slice(offset, offset + limit);
  const rest = limit - first.length;
  const [rows, total] = await Promise.all([
    rest > 0 ? select.limit(rest).offset(Math.max(0, offset - exact.length)) : Promise.resolve([]),
    countMatching(db, query, listFilters(query, codeMatches, 'count', apart)),
  ]);
  return {
    items: await listAnswers(db, [...first, ...rows], matchOf(matches)),
    total: exact.length + total,
  };
}

/**
 * The condition of the parts a shop filter finds (q, category, vehicle, as the list reads them), for
 * counting them by brand: the parts found by number count beside those found by words.
 */
export async function matchingCondition(db: Db, query: ProductListQuery): Promise<SQL | undefined> {
  if (query.vehicle && !(await vehicleExists(db, query.vehicle))) {
    throw badRequest(vehicleMessages.unknownVehicle);
  }
  const [codeMatches, matches] = await Promise.all([
    vehiclesByCode(db, searchWords(query.q)),
    numberMatches(db, query.q),
  ]);
  return listFilters(query, codeMatches, 'count', { ids: [...matches.keys()], as: 'also' });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
