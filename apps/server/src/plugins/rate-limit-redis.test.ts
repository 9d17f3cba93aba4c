import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop, uniqueEmail } from '../test/app.js';
import { reachable, signInFrom } from '../test/rate-limit-clients.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await reachable(new URL(REDIS_URL));

if (!redisReachable) {
  console.warn(`Redis does not answer at ${REDIS_URL}: the shared-counter tests are SKIPPED.`);
}

describe.runIf(redisReachable)('shared counters in Redis (REDIS_URL)', () => {
  let first: TestShop;
  let second: TestShop;
  beforeAll(async () => {
    const env = { REDIS_URL, AUTH_RATE_LIMIT: '2', RATE_LIMIT: '3' };
    first = await createTestShop(env);
    second = await createTestShop(env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts wrong passwords across server processes, by address and by account', async () => {
    // Random: the suites on PGlite and on PostgreSQL run at the same time against the one Redis.
    const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const address = randomAddress();
    const answers = [];
    for (const shop of [first, second, first, second]) {
      answers.push((await signInFrom(shop, address, uniqueEmail(`redis-${process.pid}`))).statusCode);
    }
    expect(answers).toEqual([401, 401, 429, 429]);

    const email = uniqueEmail(`redis-${process.pid}-${Date.now()}`);
    const [guesser, otherGuesser] = [randomAddress(), randomAddress()];
    expect((await signInFrom(first, guesser, email)).statusCode).toBe(401);
    expect((await signInFrom(second, otherGuesser, email)).statusCode).toBe(401);
    expect((await signInFrom(second, guesser, email)).statusCode).toBe(429);
    expect((await signInFrom(first, otherGuesser, email)).statusCode).toBe(429);
    // A fresh address still gets its attempt.
    expect((await signInFrom(first, randomAddress(), email)).statusCode).toBe(401);
  });

  it("counts a client's API requests across server processes", async () => {
    // Random: the suites on PGlite and on PostgreSQL run at the same time against the one Redis.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const answers = [];
    for (const shop of [first, second, first, second]) {
      answers.push((await shop.app.inject({ url: '/api/blogs', remoteAddress })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('an unreachable Redis', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT: '1', RATE_LIMIT: '1' });
  });
  afterAll(() => shop.close());

  it('pauses the limits instead of failing requests', async () => {
    for (let i = 0; i < 3; i += 1) expect((await shop.app.inject('/api/blogs')).statusCode).toBe(200);
  });
});
