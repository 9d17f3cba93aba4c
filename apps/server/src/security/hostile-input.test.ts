import { LoginFormSchema, RegisterFormSchema, ResetRequestFormSchema } from '@chaka/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, TEST_ORIGIN, TEST_PASSWORD, type TestShop } from '../test/app.js';
import { changedTables, dbState } from './db-state.js';
import {
  applyMutations,
  fixedMutations,
  type HostileRequest,
  hostileMutations,
  type InputSchemas,
  passesSchemas,
  toInjectOptions,
} from './hostile-requests.js';
import { type RegisteredRoute, recordRoutes } from './route-list.js';
import { isOutsideTable, ROUTE_TABLE, type RouteRule, routeKey } from './route-table.js';
import { type CallerName, Scene } from './scene.js';

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

/**
 * Property-based hostile input (fast-check) for every route that takes a body, a query or a path
 * parameter. Each request starts from a valid one and gets one to three hostile changes: a field
 * of the wrong type, missing, empty, 1 MB long, negative, fractional, NaN-like, with control
 * characters, broken UTF-16, SQL or script payloads; extra fields; a body that is not a JSON
 * object or not JSON at all. Whatever comes, the answer is never a 5xx; a request the route's
 * schema refuses is a 4xx; every 4xx carries a message and leaves every table as it was.
 */
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

  describe('sign-up, sign-in and password reset', () => {
    const authTargets = [
      {
        url: '/api/auth/sign-up/email',
        schema: RegisterFormSchema,
        base: () => ({
          name: 'Nadia Islam',
          email: `fuzz${Date.now()}@example.com`,
          password: TEST_PASSWORD,
        }),
      },
      {
        url: '/api/auth/sign-in/email',
        schema: LoginFormSchema,
        base: () => ({ email: scene.user.email, password: TEST_PASSWORD }),
      },
      {
        url: '/api/auth/request-password-reset',
        schema: ResetRequestFormSchema,
        base: () => ({ email: scene.other.email }),
      },
    ];
    it.each(authTargets)(
      '$url',
      async ({ url, schema, base }) => {
        const target = { method: 'POST', url, schemas: { body: schema }, caller: 'anonymous' as const };
        await fc.assert(
          fc.asyncProperty(hostileMutations({ payload: base() }, target.schemas), async (mutations) => {
            // A real mutation of a valid sign-up is a new account; its address must be new too.
            const request = applyMutations({ payload: base() }, mutations);
            await sendHostile(target, request, { origin: TEST_ORIGIN });
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT_MS,
    );
  });
});
