// The cases of `npm run bench`: what each loads, and the targets it is held to (issue 8).
import type autocannon from 'autocannon';

export type DatabaseKind = 'pglite' | 'postgres';

export const TARGETS = {
  p99ReadMs: 25,
  p99CatalogueMs: 30,
  rssMaxMb: 250,
  ordersPerSecondMin: 1000,
  p99OrdersMs: 100,
} as const;

export interface BenchCase {
  name: string;
  note: string;
  /** One path (with headers), or a list of requests autocannon sends in turn. */
  request: { path?: string; headers?: Record<string, string>; requests?: autocannon.Request[] };
  /** The share of the ceiling's requests/s it must reach. */
  ratio?: number;
  /** Its p99 latency must stay under this many ms, on `p99On` only when given. */
  p99?: number;
  p99On?: DatabaseKind;
  /** Compared with bare Fastify sending the same bytes, not with the product list's ceiling. */
  ceiling?: 'brotli' | 'entry';
  /** Requests/s it must reach, on `minRpsOn` only when given. */
  minRps?: number;
  minRpsOn?: DatabaseKind;
  no5xx?: boolean;
}

/** A signed-in customer as the cases send it. */
export interface Bearer {
  token: string;
  headers: { authorization: string };
}

/** A built asset of the web app as the shop sends it, and its brotli file for the ceiling. */
export interface Asset {
  path: string;
  bytes: number;
  brotliFile: string;
  brotliBytes: number;
  sentBytes?: number;
}

/** What the cases on the demo catalogue need: customers, products, assets. */
export interface Fixtures {
  listBytes: number;
  productIds: string[];
  /** The products the order cases order, one customer after another on each in turn. */
  orderProductIds: string[];
  customers: Bearer[];
  asset: Asset;
  entry: Asset;
}

/**
 * The requests in turn across every connection: the n-th request sent, whichever connection sends
 * it, is `list[n % length]`. Given the list itself, autocannon starts each connection at its first
 * request, so 50 connections would order as the same customer the same product at the same moment
 * and queue on that customer's row lock, one after the other, for the whole run (issue 20).
 */
export function inTurn(list: autocannon.Request[]): autocannon.Request[] {
  let sent = 0;
  const next = (defaults: autocannon.Request) => {
    const request = list[sent++ % list.length]!;
    return { ...defaults, ...request, headers: { ...defaults.headers, ...request.headers } };
  };
  return [{ ...list[0], setupRequest: next }];
}

/** The cases on the demo catalogue. */
export function shopCases(f: Fixtures): BenchCase[] {
  const browser = { 'accept-encoding': 'br, gzip' };
  const orderRequests: autocannon.Request[] = f.customers.map((customer, index) => ({
    method: 'POST',
    path: '/api/orders',
    headers: { ...customer.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      productId: f.orderProductIds[index % f.orderProductIds.length],
      quantity: '1',
      size: 'M',
    }),
  }));
  const productPath = (index: number) => `/api/service/${f.productIds[index % f.productIds.length]}`;
  const detailRequests: autocannon.Request[] = f.customers.slice(0, 20).map((customer, index) => ({
    method: 'GET',
    path: productPath(index),
    headers: customer.headers,
  }));
  return [
    {
      name: 'GET /api/services',
      note: `the whole list, ${f.listBytes} bytes`,
      request: { path: '/api/services' },
      ratio: 0.6,
      p99: TARGETS.p99ReadMs,
    },
    {
      name: 'GET /api/service/{id} (bearer)',
      note: '20 customers, 15 products',
      request: { requests: detailRequests },
      ratio: 0.4,
      p99: TARGETS.p99ReadMs,
    },
    {
      name: 'GET / (HTML)',
      note: 'as a browser asks for it',
      request: { path: '/', headers: { ...browser, accept: 'text/html' } },
      ratio: 0.7,
      p99: TARGETS.p99ReadMs,
    },
    {
      name: 'GET hashed JS asset',
      note: `${f.asset.path}, ${f.asset.bytes} bytes (as a client that takes no compression gets it)`,
      request: { path: f.asset.path },
      ratio: 0.7,
      p99: TARGETS.p99ReadMs,
    },
    {
      name: 'GET hashed JS asset, brotli',
      note: `the same, ${f.asset.sentBytes} bytes of brotli as a browser gets it; ratio to bare Fastify sending the same bytes`,
      request: { path: f.asset.path, headers: browser },
      ceiling: 'brotli',
      p99: TARGETS.p99ReadMs,
    },
    {
      name: 'GET entry JS chunk',
      note: `${f.entry.path}, ${f.entry.bytes} bytes of brotli as a browser gets it; ratio to bare Fastify sending the same bytes`,
      request: { path: f.entry.path, headers: browser },
      ceiling: 'entry',
      ratio: 0.7,
    },
    {
      name: 'POST /api/orders',
      note: `${f.customers.length} customers over ${f.orderProductIds.length} products`,
      request: { requests: inTurn(orderRequests) },
      minRps: TARGETS.ordersPerSecondMin,
      minRpsOn: 'postgres',
      p99: TARGETS.p99OrdersMs,
      p99On: 'postgres',
      no5xx: true,
    },
    {
      name: 'mixed browse and order',
      note: 'list, config, blogs, detail x2, order (one in six is an order)',
      request: {
        requests: inTurn(
          f.customers.flatMap((customer, index): autocannon.Request[] => [
            { method: 'GET', path: '/api/services' },
            { method: 'GET', path: '/api/config' },
            { method: 'GET', path: '/api/blogs' },
            ...[0, 1].map((offset) => ({
              method: 'GET' as const,
              path: productPath(index + offset),
              headers: customer.headers,
            })),
            orderRequests[index]!,
          ]),
        ),
      },
      no5xx: true,
    },
  ];
}

/** First-time searches of two words (a brand and a car) for the notes of a run. */
export function firstSearchPaths(): string[] {
  const brands = ['Bosch', 'Denso', 'NGK', 'Brembo', 'Philips', 'Osram', 'Mann', 'Mobil'];
  const cars = ['corolla', 'civic', 'alto', 'premio', 'sunny'];
  return brands.flatMap((brand) => cars.map((car) => `/api/services?q=${brand}%20${car}&page=1&limit=24`));
}

/** The shop filtered by a car, as /shop?vehicle= asks for it: one page of the parts that fit. */
export const vehiclePagePath = (vehicleId: string, page = 1) =>
  `/api/services?vehicle=${vehicleId}&page=${page}&limit=24`;

/**
 * The cases on the large catalogue: the shop's first page, a search, and the list filtered by a
 * vehicle, each paged as /shop asks.
 */
export function catalogueCases(seeded: number, vehicleIds: string[]): BenchCase[] {
  const terms = ['brake', 'toyota', 'oil filter', 'iridium', 'honda civic', 'led', 'suzuki', 'synthetic'];
  return [
    {
      name: `GET page 1 of ${seeded.toLocaleString('en')} products`,
      note: '/api/services?page=1&limit=24',
      request: { path: '/api/services?page=1&limit=24' },
      p99: TARGETS.p99CatalogueMs,
    },
    {
      name: `GET search in ${seeded.toLocaleString('en')} products`,
      note: `${terms.length} terms, page 1 of each`,
      request: {
        requests: terms.map((term) => ({
          method: 'GET' as const,
          path: `/api/services?q=${encodeURIComponent(term)}&page=1&limit=24`,
        })),
      },
      p99: TARGETS.p99CatalogueMs,
    },
    {
      name: `GET the parts that fit a vehicle in ${seeded.toLocaleString('en')} products`,
      note: `${vehicleIds.length} vehicles, pages 1 and 2 of each, with the count of what fits`,
      request: {
        requests: vehicleIds.flatMap((id) =>
          [1, 2].map((page) => ({ method: 'GET' as const, path: vehiclePagePath(id, page) })),
        ),
      },
      p99: TARGETS.p99CatalogueMs,
    },
  ];
}
