import { type Endpoint, endpoints, errorStatuses } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../test/use-test-shop.js';

/** The OpenAPI description at /api/docs comes from the same endpoint list as the routes. */
describe('routes from the endpoint list', () => {
  const shop = useTestShop();

  it('describe every endpoint with its summary, tag, input and every answer it documents', async () => {
    const { paths } = (await shop.app.inject('/api/docs/json')).json();
    // The Stripe webhook exists only with PAYMENT_PROVIDER=stripe.
    const list: Array<[string, Endpoint]> = Object.entries(endpoints);
    const served = list.filter(([name]) => name !== 'stripeWebhook');
    for (const [name, endpoint] of served) {
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation.summary, name).toBe(endpoint.summary);
      expect(operation.tags, name).toEqual([endpoint.tag]);
      const statuses = Object.keys(operation.responses).map(Number);
      expect(statuses, name).toEqual(expect.arrayContaining([200, ...errorStatuses(endpoint)]));
      if (endpoint.body) expect(operation.requestBody, name).toBeDefined();
    }
  });
});
