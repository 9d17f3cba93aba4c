import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { uniqueEmail } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { shopAddress } from './contact-service.js';
import { CONTACT_MESSAGES_PER_MINUTE } from './routes.js';

describe('contact', () => {
  const shop = useTestShop({ env: { MAIL_FROM: 'Chaka Parts <hello@chakaparts.test>' } });

  const send = (body: unknown) =>
    shop.app.inject({ method: 'POST', url: '/api/contact', payload: body as object });
  const stored = () => shop.app.db.select().from(contactMessages);

  it('stores the message and mails it to the shop with the customer as reply-to', async () => {
    const email = uniqueEmail('driver');
    const message = 'Do you have brake pads for a 2012 Toyota Axio in stock?\nI am in Mirpur.';
    const response = await send({ email, message });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: 1 });

    const rows = (await stored()).filter((row) => row.email === email);
    expect(rows).toEqual([expect.objectContaining({ email, message })]);

    const mail = await shop.smtp.waitForMail('hello@chakaparts.test', (m) => m.subject.includes(email));
    expect(mail.subject).toBe(`Contact form: message from ${email}`);
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${email}`, 'im'));
    expect(mail.text).toContain('Do you have brake pads for a 2012 Toyota Axio in stock?');
  });

  it.each([
    [{ message: 'Hello' }, 'Email is required'],
    [{ email: 'nobody', message: 'Hello' }, 'Email is not a valid email address'],
    [{ email: 'driver@example.com' }, 'Message is required'],
    [{ email: 'driver@example.com', message: '   ' }, 'Message is required'],
    [{ email: 'driver@example.com', message: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
    [{ email: 'driver@example.com', message: 'bell \u0007' }, 'Must not contain control characters'],
  ])('refuses %j with %j and stores nothing', async (body, message) => {
    const before = await stored();
    const inboxBefore = shop.smtp.inbox.length;
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await stored()).toEqual(before);
    expect(shop.smtp.inbox.length).toBe(inboxBefore);
  });
});

describe('contact flood', () => {
  const shop = useTestShop();

  it(`accepts ${CONTACT_MESSAGES_PER_MINUTE} messages a minute from one address, then asks to wait`, async () => {
    const send = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { email: 'busy@example.com', message: 'Hello again' },
      });
    for (let i = 0; i < CONTACT_MESSAGES_PER_MINUTE; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/Please wait a minute/);
    const rows = await shop.app.db.select().from(contactMessages);
    expect(rows).toHaveLength(CONTACT_MESSAGES_PER_MINUTE);
  });
});

describe('the shop address', () => {
  it.each([
    ['Chaka Parts <no-reply@chakaparts.local>', 'no-reply@chakaparts.local'],
    ['shop@example.com', 'shop@example.com'],
    [' "Chaka, Dhaka" <hi@example.com> ', 'hi@example.com'],
  ])('of %j is %j', (from, address) => {
    expect(shopAddress(from)).toBe(address);
  });
});
