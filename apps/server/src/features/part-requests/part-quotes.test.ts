import { partRequestMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partRequests } from '../../db/schema/index.js';
import { type Customer, TEST_ORIGIN } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { createProduct, stockOf } from '../../test/factories.js';
import { quotedRequest } from '../../test/part-request-routes-table.js';
import { freshAddress } from '../../test/scene.js';
import { keptSms } from '../../test/sms-outbox.js';
import { mailPart } from '../../test/smtp.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('a quote and its link', () => {
  const shop = useTestShop({ customers: 2, admin: true });
  let customer: Customer;
  let other: Customer;
  beforeAll(() => {
    ({ customer, other } = shop);
  });

  const claim = (token: string, who: Customer) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/part-requests/quote/${token}`,
      headers: { origin: TEST_ORIGIN, ...who.headers },
    });
  const statusOf = async (id: string) =>
    (await shop.app.db.select().from(partRequests).where(eq(partRequests.id, id)))[0]!.status;

  it('mails and texts the customer a link that puts the part in their cart, and the order charges the quoted price', async () => {
    const asked = await shop.app.inject({
      method: 'POST',
      url: '/api/part-requests',
      headers: customer.headers,
      payload: { partNumber: '04465-12592', phone: '01712345678' },
      remoteAddress: freshAddress(),
    });
    const { id, number } = asked.json();
    // The admin adds the part first ($12.50 list), then quotes it at $9 for two.
    const product = await createProduct(shop.app.db, { name: 'Front Brake Pads Axio', availableQty: 5 });
    const answered = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/part-requests/${id}`,
      headers: { origin: TEST_ORIGIN, ...shop.admin.headers },
      payload: { status: 'quoted', productId: product.id, price: 9, quantity: 2, note: 'Genuine, in 3 days' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'quoted',
      quote: {
        productId: product.id,
        productName: 'Front Brake Pads Axio',
        price: 9,
        listPrice: 12.5,
        quantity: 2,
      },
    });

    await shop.app.notices.sendDue();
    const mail = await shop.smtp.waitForMail(customer.email, (m) => m.subject.includes(number));
    const text = mailPart(mail, 'text/plain');
    expect(text).toContain('Front Brake Pads Axio');
    expect(text).toContain('Genuine, in 3 days');
    const token = /\/quote\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    const sms = keptSms(shop.dataDir).filter((kept) => kept.text.includes(number));
    expect(sms).toEqual([expect.objectContaining({ to: '+8801712345678' })]);
    expect(sms[0]!.text).toContain(`/quote/${token}`);

    const refused = await claim(token!, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(partRequestMessages.quoteNotYours);
    expect((await claim('not-a-token', customer)).statusCode).toBe(404);
    const claimed = await claim(token!, customer);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({
      partRequestId: id,
      number,
      productId: product.id,
      productName: 'Front Brake Pads Axio',
      quantity: 2,
      price: 9,
    });

    // Another customer's cart cannot use the quote, nor may the customer order more than quoted.
    const line = { productId: product.id, quantity: 2, size: 'M', quote: id };
    const stranger = await checkout(shop.app, other, { items: [line] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(partRequestMessages.quoteUsed);
    const tooMany = await checkout(shop.app, customer, { items: [{ ...line, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(partRequestMessages.quoteQuantity(number, 2));
    expect(await stockOf(shop.app.db, product.id)).toBe(5);

    const ordered = await checkout(shop.app, customer, { items: [line] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json()).toMatchObject({ subtotal: 18, lines: [expect.objectContaining({ quantity: 2 })] });
    expect(await stockOf(shop.app.db, product.id)).toBe(3);
    expect(await statusOf(id)).toBe('closed');

    // Used once: the link and the cart line are no longer good; the part is still sold at its price.
    expect((await claim(token!, customer)).statusCode).toBe(404);
    const again = await checkout(shop.app, customer, { items: [{ ...line, quantity: 1 }] });
    expect(again.json().message).toBe(partRequestMessages.quoteUsed);
    const listed = await checkout(shop.app, customer, {
      items: [{ productId: product.id, quantity: 1, size: 'M' }],
    });
    expect(listed.json()).toMatchObject({ subtotal: 12.5 });
  });

  it('gives a visitor’s quote to the first customer who opens its link, and no one else', async () => {
    const product = await createProduct(shop.app.db);
    const { id, token } = await quotedRequest(shop.app.db, {
      productId: product.id,
      priceMinor: 1000,
      quantity: 1,
    });
    expect((await claim(token, other)).statusCode).toBe(200);
    expect((await claim(token, customer)).statusCode).toBe(403);
    const [row] = await shop.app.db.select().from(partRequests).where(eq(partRequests.id, id));
    expect(row!.userId).toBe(other.id);
    const ordered = await checkout(shop.app, other, {
      items: [{ productId: product.id, quantity: 1, size: 'L', quote: id }],
    });
    expect(ordered.json()).toMatchObject({ subtotal: 10 });
  });

  it('a new quote replaces the last one and its link; closing ends it', async () => {
    const product = await createProduct(shop.app.db);
    const { id, token } = await quotedRequest(shop.app.db, { productId: product.id });
    const answer = (payload: object) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/admin/part-requests/${id}`,
        headers: { origin: TEST_ORIGIN, ...shop.admin.headers },
        payload,
      });
    await answer({ status: 'quoted', productId: product.id, price: 11 });
    expect((await claim(token, customer)).statusCode).toBe(404);
    await answer({ status: 'closed' });
    expect(await statusOf(id)).toBe('closed');
    const closed = await checkout(shop.app, customer, {
      items: [{ productId: product.id, quantity: 1, size: 'L', quote: id }],
    });
    expect(closed.statusCode).toBe(400);
  });

  it('writes to a visitor in the language they asked in', async () => {
    const asked = await shop.app.inject({
      method: 'POST',
      url: '/api/part-requests',
      headers: { 'accept-language': 'bn' },
      payload: { email: 'bangla-driver@example.com', description: 'হেডলাইট' },
      remoteAddress: freshAddress(),
    });
    const { id, number } = asked.json();
    const product = await createProduct(shop.app.db, { name: 'Headlight Axio' });
    await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/part-requests/${id}`,
      headers: { origin: TEST_ORIGIN, ...shop.admin.headers },
      payload: { status: 'quoted', productId: product.id, price: 50 },
    });
    await shop.app.notices.sendDue();
    const mail = await shop.smtp.waitForMail('bangla-driver@example.com', (m) => m.subject.includes(number));
    expect(mail.subject).toContain('অনুরোধ');
    expect(mailPart(mail, 'text/plain')).toMatch(/পার্টস.*\n*.*\/quote\/[A-Za-z0-9_-]+/s);
  });
});
