import type { PublicConfig } from '@chaka/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The settings GET /api/config gives in tests: no minimum spinner times, no Google sign-in. */
export const testConfig: PublicConfig = {
  siteName: 'Chaka Parts',
  paymentProvider: 'test',
  stripePublishableKey: null,
  sslcommerz: false,
  googleSignIn: false,
  uiDelays: false,
  currency: 'USD',
  delivery: { dhakaFee: 1, outsideFee: 2, freeOver: 100 },
};

/**
 * The stand-in for the shop's API in web tests (MSW intercepts the page's fetch). Every test gets
 * the settings; a test adds the answers it is about with `server.use(...)`, and a request nobody
 * answers fails the test. src/test/setup.ts starts it and resets it after each test.
 */
export const server = setupServer(
  http.get('/api/config', () => HttpResponse.json(testConfig)),
  // No courier is connected unless a test says so (issue 33: All Orders' "Book parcel").
  http.get('/api/couriers', () => HttpResponse.json({ couriers: [] })),
  // No brands unless a test says so (issue 36: the shop's brand chips, the product form's brands).
  http.get('/api/brands', () => HttpResponse.json([])),
  // A customer, with no staff permissions, unless a test says so (issue 38: the order page's notes).
  http.get('/api/me/permissions', () => HttpResponse.json({ role: null, permissions: [] })),
  // The customer is in no customer group, so pays list prices, unless a test says so (issue 37).
  http.get('/api/me/prices', () => HttpResponse.json({ group: null, monthlyStatement: false, prices: [] })),
  // No order has a return unless a test says so (issue 35: My Orders and the order page ask).
  http.get('/api/returns', () => HttpResponse.json([])),
  http.get('/api/returns/policy', () =>
    HttpResponse.json({
      windowDays: 7,
      categories: [],
      reasons: ['wrong_fit', 'damaged', 'not_as_described', 'changed_mind', 'warranty'],
    }),
  ),
);

export interface SentRequest {
  method: string;
  /** The path and query as the page wrote them, e.g. /api/users/me?email=nadia%40example.com. */
  path: string;
  /** A copy whose body can still be read. */
  request: Request;
}

/** Records every request the page sends from now on, in order, for assertions about what was sent. */
export function recordRequests() {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    sent.push({ method: request.method, path: `${url.pathname}${url.search}`, request: request.clone() });
  });
  return {
    all: sent,
    to: (method: string, path: string) =>
      sent.filter((request) => request.method === method && request.path === path),
  };
}
