import { describe, expect, it } from 'vitest';
import { newAddress, register } from '../test/rate-limit-clients.js';
import { useTestShop } from '../test/use-test-shop.js';

describe('API rate limit (RATE_LIMIT per minute per client)', () => {
  const shop = useTestShop({ env: { RATE_LIMIT: '3', AUTH_RATE_LIMIT: '1000' } });

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
  const shop = useTestShop({ env: { RATE_LIMIT: '0' } });

  it('never answers 429', async () => {
    for (let i = 0; i < 30; i += 1) expect((await shop.app.inject('/api/blogs')).statusCode).toBe(200);
  });
});
