import { type Endpoint, endpoints, isStaffOnly } from '@chaka/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../test/app.js';
import { useTestShop } from '../test/use-test-shop.js';

/** Values no schema accepts in a path parameter. */
const MALFORMED_PARAMS: Record<string, string> = { id: 'not-an-id', email: 'not-an-address' };

/** Ways to send a route input it refuses: malformed JSON, wrong fields, a body that is no object. */
function badRequests(endpoint: Endpoint): Array<{ name: string; options: InjectOptions }> {
  const url = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => MALFORMED_PARAMS[name] ?? 'x');
  const query = endpoint.querystring ? '?email=not-an-address&page=-1&limit=abc' : '';
  const method = endpoint.method;
  const json = { 'content-type': 'application/json' };
  const requests: Array<{ name: string; options: InjectOptions }> = [
    { name: 'malformed path and query', options: { method, url: `${url}${query}` } },
  ];
  if (method !== 'GET') {
    requests.push(
      { name: 'malformed JSON', options: { method, url, headers: json, payload: '{"broken' } },
      { name: 'wrong fields', options: { method, url, headers: json, payload: '{"price":"free","qty":-1}' } },
      { name: 'a list for a body', options: { method, url, headers: json, payload: '[1,2,3]' } },
      {
        name: 'another media type',
        options: { method, url, headers: { 'content-type': 'text/plain' }, payload: 'x' },
      },
    );
  }
  return requests;
}

const takesInput = (endpoint: Endpoint) =>
  Boolean(endpoint.params || endpoint.querystring || endpoint.body || endpoint.consumes);

/**
 * Who you are is checked before what you sent (issue 12, item 7): on every route that needs a
 * session, a visitor gets 401 and a customer on an admin route 403, whatever the request holds;
 * never the route's validation messages first.
 */
describe('access before input', () => {
  const shop = useTestShop({ customers: 1 });
  let customer: Customer;
  beforeAll(() => {
    ({ customer } = shop);
  });

  const guarded = Object.entries(endpoints)
    .filter(([name, endpoint]) => endpoint.who !== 'anyone' && name !== 'stripeWebhook')
    .map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path} (${name})`, endpoint] as const);

  it.each(guarded)('%s', async (_name, endpoint) => {
    for (const { name, options } of badRequests(endpoint)) {
      const visitor = await shop.app.inject(options);
      expect(visitor.statusCode, `visitor, ${name}: ${visitor.body}`).toBe(401);
      expect(visitor.json().issues, name).toBeUndefined();
      // A customer's call of a signed-in endpoint that takes nothing (GET /api/garage) holds no input
      // to get wrong: it is simply answered.
      if (!isStaffOnly(endpoint.who) && !takesInput(endpoint)) continue;
      const asCustomer = await shop.app.inject({
        ...options,
        headers: { ...(options.headers as object), ...customer.headers },
      });
      if (isStaffOnly(endpoint.who)) {
        expect(asCustomer.statusCode, `customer, ${name}: ${asCustomer.body}`).toBe(403);
        expect(asCustomer.json().issues, name).toBeUndefined();
      } else {
        expect(asCustomer.statusCode, `customer, ${name}: ${asCustomer.body}`).toBeGreaterThanOrEqual(400);
        expect(asCustomer.statusCode, `customer, ${name}: ${asCustomer.body}`).toBeLessThan(500);
      }
    }
  });
});
