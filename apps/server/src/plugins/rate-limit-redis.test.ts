import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TEST_PASSWORD, type TestShop, uniqueEmail } from '../test/app.js';
import { reachable, signInFrom } from '../test/rate-limit-clients.js';
import { useTestShop } from '../test/use-test-shop.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await reachable(new URL(REDIS_URL));

if (!redisReachable) {
  console.warn(`Redis does not answer at ${REDIS_URL}: the shared-counter tests are SKIPPED.`);
}

describe.runIf(redisReachable)('shared counters in Redis (REDIS_URL)', () => {
  // Two server processes, one Redis.
  const env = { REDIS_URL, AUTH_RATE_LIMIT: '2', RATE_LIMIT: '3' };
  const first = useTestShop({ env });
  const second = useTestShop({ env });

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

describe.runIf(redisReachable)("an account's guesses, its known devices and its mails in Redis", () => {
  // Two server processes, one Redis.
  const env = { REDIS_URL, AUTH_RATE_LIMIT: '100', AUTH_ACCOUNT_GUESSES: '3', AUTH_MAILS_PER_HOUR: '2' };
  const first = useTestShop({ env });
  const second = useTestShop({ env });
  // Random: the suites on PGlite and on PostgreSQL run at the same time against the one Redis.
  const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const post = (shop: TestShop, endpoint: string, payload: object, address: string, cookie?: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/auth${endpoint}`,
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('counts wrong passwords from new devices across processes, and knows a device in every process', async () => {
    const email = uniqueEmail(`redis-guesses-${process.pid}-${Date.now()}`);
    const home = randomAddress();
    // Each process has a database of its own here: the account is made in both.
    for (const shop of [first, second]) {
      const signedUp = await post(
        shop,
        '/sign-up/email',
        { name: 'Rahim Uddin', email, password: TEST_PASSWORD },
        home,
      );
      expect(signedUp.statusCode).toBe(200);
    }
    const signedIn = await post(first, '/sign-in/email', { email, password: TEST_PASSWORD }, home);
    const device = signedIn.cookies.find((cookie) => cookie.name === 'chaka_device')!;
    const guesses = [];
    for (const shop of [first, second, first, second]) {
      guesses.push((await signInFrom(shop, randomAddress(), email)).statusCode);
    }
    expect(guesses).toEqual([401, 401, 401, 429]);
    expect(
      (await post(second, '/sign-in/email', { email, password: TEST_PASSWORD }, randomAddress())).statusCode,
    ).toBe(429);
    const owner = await post(
      second,
      '/sign-in/email',
      { email, password: TEST_PASSWORD },
      home,
      `${device.name}=${device.value}`,
    );
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it("counts an address's mails across processes", async () => {
    const email = uniqueEmail(`redis-mails-${process.pid}-${Date.now()}`);
    const signedUp = await post(
      first,
      '/sign-up/email',
      { name: 'Nadia Islam', email, password: TEST_PASSWORD },
      randomAddress(),
    );
    expect(signedUp.statusCode).toBe(200);
    // The second process takes the address's other mail of the hour (it has no such account, so sends none)...
    expect((await post(second, '/request-password-reset', { email }, randomAddress())).statusCode).toBe(200);
    await second.app.auth.settle();
    // ...so the first one sends no reset link.
    expect((await post(first, '/request-password-reset', { email }, randomAddress())).statusCode).toBe(200);
    await first.app.auth.settle();
    expect(first.smtp.inbox.filter((mail) => mail.to.includes(email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/Verify/),
    ]);
  });
});

describe('an unreachable Redis', () => {
  const shop = useTestShop({
    env: { REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT: '1', RATE_LIMIT: '1' },
  });

  it('pauses the limits instead of failing requests', async () => {
    for (let i = 0; i < 3; i += 1) expect((await shop.app.inject('/api/blogs')).statusCode).toBe(200);
  });
});
