import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, products, profiles, reviews } from '../db/schema/index.js';
import { AUTH_BODY_RULES, AUTH_QUERY_RULES } from '../plugins/auth/rules.js';
import { createTestShop, TEST_ORIGIN, TEST_PASSWORD, type TestShop, uniqueEmail } from '../test/app.js';
import { changedTables, dbState } from '../test/db-state.js';
import {
  applyMutations,
  fixedMutations,
  type HostileRequest,
  hostileMutations,
  type InputSchemas,
  passesSchemas,
  toInjectOptions,
} from '../test/hostile-requests.js';
import { SCRIPT_PAYLOADS, SQL_PAYLOADS } from '../test/hostile-values.js';
import { type RegisteredRoute, recordRoutes } from '../test/route-list.js';
import { isOutsideTable, profileBody, ROUTE_TABLE, type RouteRule, routeKey } from '../test/route-table.js';
import { type CallerName, freshAddress, Scene } from '../test/scene.js';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);

interface Target {
  name: string;
  method: string;
  url: string;
  schemas: InputSchemas;
  caller: CallerName;
  rule: RouteRule;
}

/** The caller that gets furthest into a route: an admin for admin routes, else the customer. */
const bestCaller = (rule: RouteRule): CallerName =>
  rule.who === 'admin' ? 'admin' : rule.who === 'anyone' ? 'anonymous' : 'user';

// The app is built while the file is collected: the routes it registers decide the tests.
const recorded = await recordRoutes(() => createTestShop());
const shop: TestShop = recorded.built;
const registered: RegisteredRoute[] = recorded.routes;
const TIMEOUT_MS = 20_000 + RUNS * 1000;

/** Every route that takes a body, a query or a path parameter, once (not its HEAD twin). */
function targets(): Target[] {
  const found = new Map<string, Target>();
  for (const route of registered) {
    const { body, querystring, params } = route.schema;
    if (isOutsideTable(route) || (!body && !querystring && !params) || found.has(routeKey(route))) continue;
    const rule = ROUTE_TABLE.find((candidate) => routeKey(candidate) === routeKey(route));
    if (!rule) throw new Error(`${routeKey(route)} takes input but is not in the route table`);
    found.set(routeKey(route), {
      name: routeKey(route),
      method: route.method,
      url: route.url,
      schemas: { body, querystring, params },
      caller: bestCaller(rule),
      rule,
    });
  }
  return [...found.values()];
}

/**
 * Property-based hostile input (fast-check) for every route that takes a body, a query or a path
 * parameter. Each request starts from a valid one and gets one to three hostile changes: a field
 * of the wrong type, missing, empty, 1 MB long, negative, fractional, NaN-like, with control
 * characters, broken UTF-16, SQL or script payloads; extra fields; a body that is not a JSON
 * object or not JSON at all. Whatever comes, the answer is never a 5xx; a request the route's
 * schema refuses is a 4xx; every 4xx carries a message and leaves every table as it was.
 */
describe('hostile input', () => {
  let scene: Scene;
  beforeAll(async () => {
    scene = await Scene.create(shop.app);
  });
  afterAll(() => shop.close());

  /** Sends a request and checks the answer and the database. */
  async function sendHostile(
    target: { method: string; url: string; schemas: InputSchemas; caller: CallerName },
    request: HostileRequest,
    extraHeaders: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const options = toInjectOptions(target.method, target.url, request);
    options.headers = {
      ...options.headers,
      ...scene.credentials(target.caller, 'bearer', target.method),
      ...extraHeaders,
    };
    const before = await dbState(shop.app.db);
    const response = await shop.app.inject(options);
    const what = `${target.method} ${options.url?.toString().slice(0, 200)} ${JSON.stringify(options.payload)?.slice(0, 200)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    if (!passesSchemas(target.schemas, request)) {
      expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
    }
    if (response.statusCode >= 400) {
      const message = response.json().message;
      expect(message, what).toEqual(expect.any(String));
      expect(message.trim().length, what).toBeGreaterThan(0);
      expect(changedTables(before, await dbState(shop.app.db)), what).toEqual([]);
    }
    return response;
  }

  it('covers every route that takes a body, a query or a path parameter', () => {
    const names = targets().map((target) => target.name);
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/orders', 'PATCH /api/users/me', 'GET /api/services']),
    );
  });

  it.each(targets().map((target) => [target.name, target] as const))(
    '%s',
    async (_name, target) => {
      const base = await target.rule.request(scene, target.caller);
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(hostileMutations(base, target.schemas), async (mutations) => {
          const response = await sendHostile(target, applyMutations(base, mutations));
          if (response.statusCode >= 400) refused += 1;
        }),
        { numRuns: RUNS, examples: fixedMutations(base, target.schemas).map((mutations) => [mutations]) },
      );
      // The generator is hostile: most of what it makes must have been refused.
      expect(refused, `refused ${refused} of ${RUNS}`).toBeGreaterThan(RUNS / 2);
    },
    TIMEOUT_MS,
  );

  /** Every account endpoint with a body, checked against the very rules the auth plugin applies. */
  describe('account endpoints', () => {
    const accountTargets: Array<{
      endpoint: string;
      caller: CallerName;
      base: () => Record<string, unknown>;
    }> = [
      {
        endpoint: '/sign-up/email',
        caller: 'anonymous',
        base: () => ({ name: 'Nadia Islam', email: uniqueEmail('fuzz'), password: TEST_PASSWORD }),
      },
      {
        endpoint: '/sign-in/email',
        caller: 'anonymous',
        base: () => ({ email: scene.user.email, password: TEST_PASSWORD }),
      },
      {
        endpoint: '/request-password-reset',
        caller: 'anonymous',
        base: () => ({ email: scene.other.email }),
      },
      {
        endpoint: '/reset-password',
        caller: 'anonymous',
        base: () => ({ newPassword: 'brandNew123', token: 'a-link-nobody-was-sent' }),
      },
      {
        // Never the right current password: the scene's customer keeps theirs.
        endpoint: '/change-password',
        caller: 'user',
        base: () => ({ currentPassword: 'notTheirs123', newPassword: 'brandNew123' }),
      },
      {
        endpoint: '/update-user',
        caller: 'user',
        base: () => ({ name: 'Nadia Islam' }),
      },
      {
        endpoint: '/sign-in/social',
        caller: 'anonymous',
        base: () => ({ provider: 'google', callbackURL: '/login?from=%2Fshop', errorCallbackURL: '/login' }),
      },
    ];

    it('covers every account endpoint whose body the shop checks', () => {
      expect(accountTargets.map((target) => target.endpoint).sort()).toEqual(
        Object.keys(AUTH_BODY_RULES).sort(),
      );
    });

    it('GET /api/auth/verify-email (the link of the verification mail)', async () => {
      const target = {
        method: 'GET',
        url: '/api/auth/verify-email',
        schemas: { querystring: AUTH_QUERY_RULES['/verify-email'] },
        caller: 'anonymous' as const,
      };
      const base = { query: { token: 'a-token-nobody-was-sent', callbackURL: '/' } };
      expect(Object.keys(AUTH_QUERY_RULES)).toEqual(['/verify-email']);
      await fc.assert(
        fc.asyncProperty(hostileMutations(base, target.schemas), async (mutations) => {
          await sendHostile(target, applyMutations(base, mutations));
        }),
        { numRuns: RUNS },
      );
    });

    it.each(accountTargets.map((target) => [target.endpoint, target] as const))(
      'POST /api/auth%s',
      async (endpoint, { caller, base }) => {
        const target = {
          method: 'POST',
          url: `/api/auth${endpoint}`,
          schemas: { body: AUTH_BODY_RULES[endpoint] },
          caller,
        };
        await fc.assert(
          fc.asyncProperty(hostileMutations({ payload: base() }, target.schemas), async (mutations) => {
            const request = applyMutations({ payload: base() }, mutations);
            await sendHostile(target, request, { origin: TEST_ORIGIN });
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT_MS,
    );
  });

  /**
   * SQL and script payloads are legitimate text in a free-text field: every query is
   * parameterised and every screen shows text as text. Such a field either refuses the text (a
   * 4xx, nothing changed) or stores exactly what was sent (trimmed) and touches nothing else.
   */
  describe('free text is stored literally', () => {
    const payloadText = fc.oneof(
      fc.constantFrom(...SQL_PAYLOADS, ...SCRIPT_PAYLOADS),
      fc
        .tuple(
          fc.constantFrom(...SQL_PAYLOADS, ...SCRIPT_PAYLOADS),
          fc.string({ unit: 'grapheme', maxLength: 20 }),
          fc.constantFrom(...SQL_PAYLOADS, ...SCRIPT_PAYLOADS),
        )
        .map((parts) => parts.join(' ')),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
    );

    const fields = [
      {
        name: 'a review',
        table: 'reviews',
        send: (text: string) =>
          scene.send('POST', '/api/review', { payload: { rating: 3, reviewText: text } }, 'user'),
        stored: async (response: LightMyRequestResponse) => {
          const [row] = await shop.app.db
            .select()
            .from(reviews)
            .where(eq(reviews.id, response.json().insertedId));
          return [row?.reviewText];
        },
      },
      {
        name: 'a product name and description',
        table: 'products',
        send: (text: string) =>
          scene.send(
            'POST',
            '/api/services',
            {
              payload: {
                productName: text,
                productDescription: text,
                availableQty: 1,
                orderQty: 1,
                price: 1,
                image: '/images/parts/spark-plugs.svg',
              },
            },
            'admin',
          ),
        stored: async (response: LightMyRequestResponse) => {
          const [row] = await shop.app.db.select().from(products).where(eq(products.id, response.json()._id));
          return [row?.name, row?.description];
        },
      },
      {
        name: 'profile fields',
        table: 'profiles',
        send: (text: string) =>
          scene.send(
            'PATCH',
            '/api/users/me',
            {
              query: { email: scene.user.email },
              payload: { ...profileBody, education: text, address: text },
            },
            'user',
          ),
        stored: async () => {
          const [row] = await shop.app.db.select().from(profiles).where(eq(profiles.userId, scene.user.id));
          return [row?.education, row?.address];
        },
      },
      {
        name: 'a contact message',
        table: 'contact_messages',
        send: (text: string) =>
          scene.send(
            'POST',
            '/api/contact',
            { payload: { email: 'visitor@example.com', message: text }, remoteAddress: freshAddress() },
            'anonymous',
          ),
        stored: async () => {
          const [row] = await shop.app.db
            .select()
            .from(contactMessages)
            .orderBy(desc(contactMessages.createdAt))
            .limit(1);
          return [row?.message];
        },
      },
    ];

    it.each(fields)(
      '$name',
      async ({ table, send, stored }) => {
        await fc.assert(
          fc.asyncProperty(payloadText, async (text) => {
            const before = await dbState(shop.app.db);
            const response = await send(text);
            const changed = changedTables(before, await dbState(shop.app.db));
            const what = `${JSON.stringify(text)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
            if (response.statusCode === 200) {
              const values = await stored(response);
              expect(values, what).toEqual(values.map(() => text.trim()));
              expect(
                changed.filter((name) => name !== table),
                what,
              ).toEqual([]);
            } else {
              expect(response.statusCode, what).toBe(400);
              expect(response.json().message, what).toEqual(expect.any(String));
              expect(changed, what).toEqual([]);
            }
          }),
          { numRuns: RUNS, examples: [...SQL_PAYLOADS, ...SCRIPT_PAYLOADS].map((text) => [text]) },
        );
      },
      TIMEOUT_MS,
    );
  });
});
