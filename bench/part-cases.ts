// The part-number and brand cases of `npm run bench` on the large catalogue (issue 36).
import type autocannon from 'autocannon';
import type { BenchCase } from './cases.js';
import { ADMIN, type Shop, signIn } from './shop.js';

/** The bound: a number search and a brand filter answer with p99 under 20 ms on PostgreSQL. */
export const P99_PARTS_MS = 20;
/** How many parts, spread over the catalogue, lend their numbers to the search case. */
const SAMPLED_PARTS = 24;

/** What the part cases send: numbers as mechanics type them, and the brands that have parts. */
export interface PartFixtures {
  numbers: string[];
  brandIds: string[];
}

interface Listed {
  _id: string;
  sku: string;
  partNumbers?: Array<{ number: string }>;
  replaces?: string[];
}

async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A number as a mechanic types it off the old part: as printed, without its dashes and spaces, with
 * spaces for dashes, in lower case.
 */
function typedAs(number: string, index: number): string {
  switch (index % 4) {
    case 0:
      return number;
    case 1:
      return number.replace(/[\s./-]+/g, '');
    case 2:
      return number.replace(/-/g, ' ');
    default:
      return number.toLowerCase();
  }
}

/**
 * Numbers of parts spread evenly over the catalogue (their own, the car maker's, an old one they
 * replace, their SKU, in turn), each typed its own way; and the brands that have parts.
 */
export async function partFixtures(shop: Shop, seeded: number): Promise<PartFixtures> {
  const admin = await signIn(shop, ADMIN.email, ADMIN.password);
  const numbers: string[] = [];
  for (let index = 0; index < SAMPLED_PARTS; index += 1) {
    const page = 1 + Math.floor((index * (seeded - 1)) / SAMPLED_PARTS);
    const [listed] = await json<Listed[]>(`${shop.url}/api/services?page=${page}&limit=1`);
    if (!listed) continue;
    const part = await json<Listed>(`${shop.url}/api/service/${listed._id}`, admin.headers);
    const own = part.partNumbers ?? [];
    const choices = [own[0]?.number, own[1]?.number, part.replaces?.[0], part.sku];
    const number = choices[index % choices.length] ?? own[0]?.number ?? part.sku;
    numbers.push(typedAs(number, index));
  }
  const brands = await json<Array<{ _id: string; count?: number }>>(`${shop.url}/api/brands`);
  return { numbers, brandIds: brands.filter((brand) => (brand.count ?? 0) > 0).map((brand) => brand._id) };
}

/**
 * A request as the shop's search box and brand chips send it: from the browser, which always offers
 * compressed answers (the spec's API clients know neither part numbers nor brands).
 */
const get = (path: string): autocannon.Request => ({
  method: 'GET',
  path,
  headers: { 'accept-encoding': 'br, gzip' },
});

/** One page of the shop's search for each number. */
export const numberSearchPaths = (f: PartFixtures) =>
  f.numbers.map((number) => `/api/services?q=${encodeURIComponent(number)}&page=1&limit=24`);

/** Pages 1 and 2 of each brand alone, and of each brand with the next one, as the brand chips ask. */
export const brandFilterPaths = (f: PartFixtures) =>
  f.brandIds.flatMap((id, index) => {
    const pair = `${id},${f.brandIds[(index + 1) % f.brandIds.length]}`;
    return [1, 2].flatMap((page) => [
      `/api/services?brand=${id}&page=${page}&limit=24`,
      `/api/services?brand=${pair}&page=${page}&limit=24`,
    ]);
  });

/** The cases: a search by part number and the list filtered by brand, each with its count. */
export function partCases(seeded: number, f: PartFixtures): BenchCase[] {
  const products = `${seeded.toLocaleString('en')} products`;
  return [
    {
      name: `GET a part-number search in ${products}`,
      note: `${f.numbers.length} numbers of parts across the catalogue, typed with dashes, spaces, none or in lower case; page 1 of each with its count, compressed as a browser asks`,
      request: { requests: numberSearchPaths(f).map(get) },
      p99: P99_PARTS_MS,
      p99On: 'postgres',
    },
    {
      name: `GET a brand filter in ${products}`,
      note: `${f.brandIds.length} brands, alone and two at a time, pages 1 and 2 with the count, compressed as a browser asks`,
      request: { requests: brandFilterPaths(f).map(get) },
      p99: P99_PARTS_MS,
      p99On: 'postgres',
    },
  ];
}
