import { randomInt } from 'node:crypto';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, TEST_ORIGIN, TEST_PASSWORD, type TestShop, uniqueEmail } from '../test/app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await reachable(new URL(REDIS_URL));

let addressCounter = 0;
/** A client address of its own per call (the test app trusts forwarded headers from loopback). */
function newAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function signInFrom(shop: TestShop, address: string, email: string, password = 'wrongPass1') {
  return shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address },
    payload: { email, password },
  });
}

/**
 * A new account, registered and signed in from an address of its own so that neither uses up the
 * test's limits.
 */
async function register(shop: TestShop) {
  const email = uniqueEmail();
  const address = newAddress();
  const post = (path: string, payload: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/auth/${path}`,
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address },
      payload,
    });
  const signedUp = await post('sign-up/email', { name: 'Rahim Uddin', email, password: TEST_PASSWORD });
  expect(signedUp.statusCode, signedUp.body).toBe(200);
  const signedIn = await post('sign-in/email', { email, password: TEST_PASSWORD });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const session = signedIn.cookies.find((cookie) => cookie.name === 'better-auth.session_token')!;
  return {
    email,
    headers: { authorization: `Bearer ${signedIn.headers['set-auth-token']}` },
    cookie: `${session.name}=${session.value}`,
  };
}

describe('API rate limit (RATE_LIMIT per minute per client)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ RATE_LIMIT: '3', AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => shop.close());

  const getFrom = (address: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ url: '/api/blogs', headers: { 'x-forwarded-for': address, ...headers } });

  it('answers 429 with a clear message once an address used up its minute', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await getFrom(address)).statusCode).toBe(200);
    const refused = await getFrom(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await getFrom(newAddress())).statusCode).toBe(200);
  });

  it('counts a signed-in customer by account, not by the address they share', async () => {
    const shared = newAddress();
    const first = await register(shop);
    const second = await register(shop);
    for (let i = 0; i < 3; i += 1) expect((await getFrom(shared, first.headers)).statusCode).toBe(200);
    expect((await getFrom(shared, first.headers)).statusCode).toBe(429);
    expect((await getFrom(shared, second.headers)).statusCode).toBe(200);
    expect((await getFrom(shared)).statusCode).toBe(200);
    // The same customer from another address still has no requests left.
    expect((await getFrom(newAddress(), { cookie: first.cookie })).statusCode).toBe(429);
  });

  it('counts a made-up token by address, so it cannot buy fresh budgets', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) {
      await getFrom(address, { authorization: `Bearer made-up-${i}` });
    }
    expect((await getFrom(address, { authorization: 'Bearer made-up-again' })).statusCode).toBe(429);
  });

  it('leaves the web pages alone', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) await getFrom(address);
    const page = await shop.app.inject({ url: '/', headers: { 'x-forwarded-for': address } });
    expect(page.statusCode).not.toBe(429);
  });
});

describe('API rate limit off (RATE_LIMIT=0)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ RATE_LIMIT: '0' });
  });
  afterAll(() => shop.close());

  it('never answers 429', async () => {
    for (let i = 0; i < 30; i += 1) expect((await shop.app.inject('/api/blogs')).statusCode).toBe(200);
  });
});

describe('sign-in, sign-up and reset limit (AUTH_RATE_LIMIT per minute)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ AUTH_RATE_LIMIT: '3', RATE_LIMIT: '0' });
  });
  afterAll(() => shop.close());

  it('stops one address trying many accounts, for a minute the first time', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await signInFrom(shop, address, uniqueEmail())).statusCode).toBe(401);
    }
    const refused = await signInFrom(shop, address, uniqueEmail());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Even a right password waits: this address has been guessing.
    const customer = await register(shop);
    expect((await signInFrom(shop, address, customer.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets the owner in while strangers guess the password from many addresses, and slows the guessers', async () => {
    const owner = await register(shop);
    const guessers = Array.from({ length: 10 }, () => newAddress());
    for (const address of guessers) {
      expect((await signInFrom(shop, address, owner.email)).statusCode).toBe(401);
    }
    // The owner, from an address that has not failed, signs in with the right password.
    const signedIn = await signInFrom(shop, newAddress(), owner.email.toUpperCase(), TEST_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['set-auth-token']).toEqual(expect.any(String));
    // An address that already guessed wrong waits before its next guess on this account...
    for (const address of [guessers[0]!, guessers[9]!]) {
      const refused = await signInFrom(shop, address, owner.email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many attempts for this e-mail address\. Please wait \d+ seconds?/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // ...but not on other accounts, and other accounts are not slowed down.
    const other = await register(shop);
    expect((await signInFrom(shop, guessers[9]!, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('never stops a client that does not fail, however often it signs in', async () => {
    const customer = await register(shop);
    const address = newAddress();
    expect((await signInFrom(shop, address, customer.email)).statusCode).toBe(401);
    for (let i = 0; i < 8; i += 1) {
      expect((await signInFrom(shop, address, customer.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('counts guesses sent at once before any of them is answered', async () => {
    const address = newAddress();
    const email = uniqueEmail();
    const answers = await Promise.all(Array.from({ length: 8 }, () => signInFrom(shop, address, email)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('limits password reset requests and sign-ups the same way', async () => {
    const address = newAddress();
    const email = uniqueEmail();
    const reset = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address },
        payload: { email },
      });
    for (let i = 0; i < 3; i += 1) expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);

    const signUpFrom = shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address },
      payload: { name: 'Late Comer', email: uniqueEmail(), password: TEST_PASSWORD },
    });
    expect((await signUpFrom).statusCode).toBe(429);
  });

  it('does not count reading the session', async () => {
    const address = newAddress();
    for (let i = 0; i < 6; i += 1) {
      const response = await shop.app.inject({
        url: '/api/auth/get-session',
        headers: { 'x-forwarded-for': address },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

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

function reachable(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(url.port || 6379), url.hostname, () => done(true));
  });
}
