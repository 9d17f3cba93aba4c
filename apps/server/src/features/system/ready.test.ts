import { describe, expect, it } from 'vitest';
import { reachable } from '../../test/rate-limit-clients.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 39: GET /api/ready names the dependency that is down (the database; Redis when the shop
// shares it), so a load balancer sends traffic elsewhere and an operator sees why.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await reachable(new URL(REDIS_URL));

describe('GET /api/ready', () => {
  describe('a shop without Redis', () => {
    const shop = useTestShop();

    it('answers 200 with its database, Redis off', async () => {
      const response = await shop.app.inject('/api/ready');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ready: true, database: 'ok', redis: 'off', storage: 'off' });
    });

    it('answers 503 naming the database once the database is gone', async () => {
      const { database } = shop.app;
      await database.close();
      // Closed here already; the suite's own close has nothing left to do.
      database.close = async () => {};
      const response = await shop.app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ ready: false, database: 'down', redis: 'off', storage: 'off' });
    });
  });

  describe('a shop whose Redis does not answer', () => {
    // Nothing listens on port 1: the connection is refused at once.
    const shop = useTestShop({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });

    it('answers 503 naming Redis', async () => {
      const response = await shop.app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ ready: false, database: 'ok', redis: 'down', storage: 'off' });
    });
  });

  describe.runIf(redisReachable)('a shop sharing a Redis that answers', () => {
    const shop = useTestShop({ env: { REDIS_URL } });

    it('answers 200 with both', async () => {
      const response = await shop.app.inject('/api/ready');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ready: true, database: 'ok', redis: 'ok', storage: 'off' });
    });
  });
});
