import type { AddressInfo } from 'node:net';
import { requestMessages } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '../lib/i18n.js';
import { BODY_LIMIT_BYTES, JSON_MAX_DEPTH } from '../plugins/body-limits.js';
import { type Customer, TEST_ORIGIN } from '../test/app.js';
import { DEEP_JSON_BODY } from '../test/hostile-values.js';
import { useTestShop } from '../test/use-test-shop.js';

/**
 * Issue 30, item 1: a JSON body nested 100,000 levels deep (about 200 KB) once held the whole
 * process for minutes. On a real listening server, such a body to an identity endpoint and to a
 * shop route is refused at once with a 400 naming the limit, while GET /api/health, sent at the
 * same moment, keeps answering in milliseconds.
 */
describe('a deeply nested body', () => {
  const shop = useTestShop({ customers: ['Deep Nesting'] });
  let base: string;
  let customer: Customer;
  beforeAll(async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
    ({ customer } = shop);
  });

  const message = requestMessages.tooDeep(JSON_MAX_DEPTH);

  /** Sends `body` to `path` and, at the same moment, asks for the health a few times in a row. */
  async function sendWithHealthBeside(path: string, body: string, headers: Record<string, string>) {
    const started = performance.now();
    const deep = fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
      body,
    }).then(async (response) => ({
      status: response.status,
      answer: (await response.json()) as { message: string },
      ms: performance.now() - started,
    }));
    const healthMs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const asked = performance.now();
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      healthMs.push(performance.now() - asked);
    }
    return { deep: await deep, healthMs };
  }

  it.each([
    ['an identity endpoint', '/api/auth/sign-in/email', false],
    ['a new account', '/api/auth/sign-up/email', false],
    ['the checkout', '/api/checkout', true],
    ['an order', '/api/orders', true],
  ])('is refused at once on %s (%s) while the shop keeps answering', async (_what, path, signedIn) => {
    expect(DEEP_JSON_BODY.length).toBeGreaterThan(200_000);
    const { deep, healthMs } = await sendWithHealthBeside(
      path,
      DEEP_JSON_BODY,
      signedIn ? { cookie: customer.cookie } : {},
    );
    expect(deep.status).toBe(400);
    expect(deep.answer.message).toBe(message);
    // Generous bounds for a busy machine (two cores shared): the body once held the process for minutes.
    expect(deep.ms).toBeLessThan(3000);
    for (const ms of healthMs) expect(ms).toBeLessThan(1000);
  });

  it("reads the payment gateway's form posts flat, however their fields are written", async () => {
    // A form has no nesting to bound: URLSearchParams reads its pairs in one pass.
    const form = `tran_id=${'['.repeat(100_000)}&${'a[b]'.repeat(25_000)}=1`;
    const { deep, healthMs } = await sendWithHealthBeside('/api/payments/sslcommerz/ipn', form, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(deep.status).toBeGreaterThanOrEqual(400);
    expect(deep.status).toBeLessThan(500);
    expect(deep.answer.message).toEqual(expect.any(String));
    expect(deep.ms).toBeLessThan(3000);
    for (const ms of healthMs) expect(ms).toBeLessThan(1000);
  });

  it('says so in Bangla to a Bangla reader', async () => {
    const response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'accept-language': 'bn' },
      body: DEEP_JSON_BODY,
    });
    expect(response.status).toBe(400);
    const { message: bangla } = (await response.json()) as { message: string };
    expect(bangla).toBe(translateMessage('bn', message));
    expect(bangla).toContain('বডিটি');
  });

  it('takes a body of the shop nested as deep as the limit, and refuses one level more', async () => {
    const arrays = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
    const post = (extra: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        payload: `{"email":"${customer.email}","password":"wrongPass1","n":${extra}}`,
      });
    // The body's own object is the first level; the field's arrays the others.
    const atLimit = await post(arrays(JSON_MAX_DEPTH - 1));
    expect(atLimit.statusCode).toBe(401);
    const beyond = await post(arrays(JSON_MAX_DEPTH));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(message);
    // Brackets inside text are text: they nest nothing.
    const inText = await post(JSON.stringify('['.repeat(10_000)));
    expect(inText.statusCode).toBe(401);
  });

  it(`refuses a body over ${BODY_LIMIT_BYTES} bytes with 413 before reading it all`, async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: `{"email":"a@b.example","password":"x","n":"${'a'.repeat(BODY_LIMIT_BYTES)}"}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(requestMessages.tooLarge);
  });
});
