import { beforeAll, describe, expect, it } from 'vitest';
import { changedTables, shopState } from '../test/db-state.js';
import type { RegisteredRoute } from '../test/route-list.js';
import {
  compareWithTable,
  expectedOutcome,
  ROUTE_TABLE,
  type RouteRule,
  routeKey,
  rulesFor,
  STRIPE_WEBHOOK_SECRET,
} from '../test/route-table.js';
import { CALLERS, type Credentials, type Scene } from '../test/scene.js';
import { spoiledRequests } from '../test/spoiled-requests.js';
import { useTestShop } from '../test/use-test-shop.js';

/**
 * The access matrix: every API route (the contract's endpoint list, with the requests of
 * test/route-table.ts) called by a visitor, a customer, another customer, an owner (the spec's
 * admin), a manager, a packer and a support person (docs/decisions/044), with a
 * bearer token and with a browser's cookie. Each answer is the route's own (2xx) or the refusal
 * its endpoint's `who` implies (401/403), and a refused call changes nothing.
 */
describe.each([
  ['test', {}],
  [
    'stripe',
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_security_matrix',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_security_matrix',
      STRIPE_WEBHOOK_SECRET,
    },
  ],
] as const)('access matrix with the %s payment provider', (provider, env) => {
  const shop = useTestShop({ env, routes: true, scene: true });
  let scene: Scene;
  let registered: readonly RegisteredRoute[];
  // The Stripe app runs only the routes that exist with Stripe alone; the rest ran on the test one.
  const rules = provider === 'test' ? rulesFor('test') : rulesFor('stripe').filter((rule) => rule.provider);

  beforeAll(() => {
    ({ scene, routes: registered } = shop);
  });

  it('lists every route the app has, and only those', () => {
    expect(registered.length).toBeGreaterThan(20);
    expect(compareWithTable(registered, rulesFor(provider))).toEqual({ unlisted: [], stale: [] });
  });

  it('registers every route with who may call it, as its endpoint says', () => {
    const declared = new Map(registered.map((route) => [routeKey(route), route.access]));
    for (const rule of rulesFor(provider))
      expect(declared.get(routeKey(rule)), routeKey(rule)).toBe(rule.who);
  });

  const cases = rules.flatMap((rule) =>
    (['bearer', 'cookie'] as const).map((via) => [`${routeKey(rule)} (${via})`, rule, via] as const),
  );
  it.each(cases)(
    '%s',
    async (_name, rule: RouteRule, via: Credentials) => {
      for (const caller of CALLERS) {
        const request = await rule.request(scene, caller);
        const expected = expectedOutcome(rule.who, caller);
        const before = expected === 'ok' ? undefined : await shopState(shop.app);
        const response = await scene.send(rule.method, rule.url, request, caller, via);
        const what = `${caller} ${routeKey(rule)} by ${via}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (expected === 'ok' && rule.answers) {
          expect(response.statusCode, what).toBe(rule.answers);
        } else if (expected === 'ok') {
          expect(response.statusCode, what).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, what).toBeLessThan(300);
        } else {
          expect(response.statusCode, what).toBe(expected);
          expect(response.json().message, what).toEqual(expect.any(String));
          expect(changedTables(before!, await shopState(shop.app)), what).toEqual([]);
        }
        if (rule.method === 'GET') {
          const head = await scene.send('HEAD', rule.url, await rule.request(scene, caller), caller, via);
          expect(head.statusCode, `HEAD of ${what}`).toBe(response.statusCode);
        }
      }
    },
    // Seven callers, some of whose requests make a whole order or return first.
    60_000,
  );

  /**
   * Who the caller is, and for an owned resource whether it is theirs, is decided before what they
   * sent is read (issue 30, item 10): the request of each route, on the same resource, with its
   * input spoiled in every way gets a refused caller its refusal (401/403), never the validation's
   * 400; a caller the route is for gets the 400, which proves the request was malformed.
   */
  it.each(rules.map((rule) => [routeKey(rule), rule] as const))(
    '%s: refuses before it reads the input',
    async (_name, rule: RouteRule) => {
      for (const caller of CALLERS) {
        const expected = expectedOutcome(rule.who, caller);
        for (const spoiled of spoiledRequests(rule, await rule.request(scene, caller))) {
          const response = await scene.send(rule.method, rule.url, spoiled.request, caller);
          const what = `${caller}, ${spoiled.name}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          if (expected !== 'ok') {
            expect(response.statusCode, what).toBe(expected);
            expect(response.json().issues, what).toBeUndefined();
          } else if (spoiled.malformed) {
            expect(response.statusCode, what).toBe(400);
          }
        }
      }
    },
    60_000,
  );
});

describe('the route table check', () => {
  it('fails for a route the table does not list and for a listed route the app lacks', () => {
    const registered = [
      ...ROUTE_TABLE.filter((rule) => rule.url !== '/api/reviews'),
      { method: 'POST', url: '/api/coupons' },
      { method: 'HEAD', url: '/api/coupons' },
      { method: 'GET', url: '/api/auth/*' },
    ];
    expect(compareWithTable(registered, ROUTE_TABLE)).toEqual({
      unlisted: ['POST /api/coupons'],
      stale: ['GET /api/reviews'],
    });
  });
});
