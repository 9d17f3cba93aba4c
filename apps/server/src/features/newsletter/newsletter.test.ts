import { messages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index.js';
import { uniqueEmail } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('newsletter', () => {
  const shop = useTestShop();

  const subscribe = (pathEmail: string, body: unknown) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/newsletter/${encodeURIComponent(pathEmail)}`,
      payload: body as object,
    });
  const subscribers = () => shop.app.db.select().from(newsletterSubscriptions);

  it('subscribes a visitor and answers { ok: 1 }, once however often they ask', async () => {
    const email = uniqueEmail('reader');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await subscribe(email, { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: 1 });
    }
    const rows = (await subscribers()).filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
  });

  it('treats an address in other capitals as the same subscriber', async () => {
    const email = uniqueEmail('caps');
    expect((await subscribe(email, { email })).statusCode).toBe(200);
    const shouted = email.toUpperCase();
    expect((await subscribe(shouted, { email: shouted })).json()).toEqual({ ok: 1 });
    expect((await subscribers()).filter((row) => row.email === email)).toHaveLength(1);
  });

  it.each([
    ['not-an-address', { email: 'not-an-address' }, messages.email.invalid],
    ['rahim@example', { email: 'rahim@example' }, messages.email.invalid],
    ['someone@example.com', {}, messages.email.required],
    ['someone@example.com', { email: '' }, messages.email.required],
  ])('refuses %j with body %j: %j', async (pathEmail, body, message) => {
    const before = await subscribers();
    const response = await subscribe(pathEmail, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await subscribers()).toEqual(before);
  });

  it('refuses a path and body that name different addresses', async () => {
    const before = await subscribers();
    const response = await subscribe('one@example.com', { email: 'other@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The address in the path and in the body must be the same');
    expect(await subscribers()).toEqual(before);
  });
});
