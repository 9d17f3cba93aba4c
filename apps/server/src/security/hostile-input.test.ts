import { isStaffOnly, requestMessages } from '@chaka/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from '../plugins/body-limits.js';
import { createTestShop, type TestShop } from '../test/app.js';
import {
  applyMutations,
  deepBody,
  fixedMutations,
  hostileMutations,
  type InputSchemas,
} from '../test/hostile-requests.js';
import { hostileSeed, hostileSender, RUNS, TIMEOUT_MS } from '../test/hostile-send.js';
import { type RegisteredRoute, recordRoutes } from '../test/route-list.js';
import { isOutsideTable, ROUTE_TABLE, type RouteRule, routeKey } from '../test/route-table.js';
import { type CallerName, Scene } from '../test/scene.js';

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
  isStaffOnly(rule.who) ? 'admin' : rule.who === 'anyone' ? 'anonymous' : 'user';

// The app is built while the file is collected: the routes it registers decide the tests.
const recorded = await recordRoutes(() => createTestShop());
const shop: TestShop = recorded.built;
const registered: RegisteredRoute[] = recorded.routes;

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

  const sendHostile = hostileSender(() => ({ shop, scene }));

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
        {
          numRuns: RUNS,
          seed: hostileSeed(target.name),
          examples: fixedMutations(base, target.schemas).map((mutations) => [mutations]),
        },
      );
      // The generator is hostile: most of what it makes must have been refused (a quarter where the
      // route reads its body loosely).
      expect(refused, `refused ${refused} of ${RUNS}`).toBeGreaterThan(
        target.rule.loose ? RUNS / 4 : RUNS / 2,
      );
      // A body nested 100,000 levels deep, on a request valid but for it: refused before it is parsed.
      if (target.schemas.body) {
        const deep = await sendHostile(target, applyMutations(base, deepBody()));
        expect(deep.statusCode).toBe(400);
        expect(deep.json().message).toBe(requestMessages.tooDeep(JSON_MAX_DEPTH));
      }
    },
    TIMEOUT_MS,
  );
});
