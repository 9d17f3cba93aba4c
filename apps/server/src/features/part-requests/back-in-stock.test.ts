import { partRequestMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backInStock, noticeQueue, user } from '../../db/schema/index.js';
import { type Customer, TEST_ORIGIN } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { createProduct } from '../../test/factories.js';
import { keptSms } from '../../test/sms-outbox.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('tell me when it is back', () => {
  const shop = useTestShop({ customers: 2, admin: true });
  let customer: Customer;
  let other: Customer;
  beforeAll(async () => {
    ({ customer, other } = shop);
    // The other customer signed in with their phone once: texts go to it.
    await shop.app.db
      .update(user)
      .set({ phoneNumber: '+8801812345678', phoneNumberVerified: true })
      .where(eq(user.id, other.id));
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', productId: string, who?: Customer) =>
    shop.app.inject({
      method,
      url: `/api/services/${productId}/back-in-stock`,
      headers: who ? { origin: TEST_ORIGIN, ...who.headers } : {},
    });
  const restock = (productId: string, availableQty: number) =>
    shop.app.inject({
      method: 'PATCH',
      url: `/api/service/${productId}`,
      headers: { origin: TEST_ORIGIN, ...shop.admin.headers },
      payload: { availableQty },
    });
  const mailsAbout = (to: string, name: string) =>
    shop.smtp.inbox.filter((mail) => mail.to.includes(to) && mail.subject.includes(name));
  const queued = (productId: string) =>
    shop.app.db.select().from(noticeQueue).where(eq(noticeQueue.productId, productId));

  it('is for signed-in customers, on parts that are out of stock', async () => {
    const inStock = await createProduct(shop.app.db, { availableQty: 3 });
    expect((await call('POST', inStock.id)).statusCode).toBe(401);
    expect((await call('POST', inStock.id, shop.admin)).statusCode).toBe(403);
    const refused = await call('POST', inStock.id, customer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(partRequestMessages.inStock);
    expect((await call('POST', '00000000-0000-4000-8000-000000000000', customer)).statusCode).toBe(404);
    expect((await call('GET', 'nope', customer)).statusCode).toBe(404);
  });

  it('sends each waiter one notice when the stock rises from 0, once, and ends their wait', async () => {
    const product = await createProduct(shop.app.db, { name: 'Wiper Blades Corolla', availableQty: 1 });
    // The last one is sold: now it is out of stock.
    const sold = await checkout(shop.app, other, {
      items: [{ productId: product.id, quantity: 1, size: 'M' }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await call('GET', product.id, customer)).json()).toEqual({ waiting: false });
    expect((await call('POST', product.id, customer)).json()).toEqual({ waiting: true });
    expect((await call('POST', product.id, customer)).json()).toEqual({ waiting: true });
    expect((await call('POST', product.id, other)).json()).toEqual({ waiting: true });
    expect((await call('GET', product.id, customer)).json()).toEqual({ waiting: true });

    expect((await restock(product.id, 4)).statusCode).toBe(200);
    // Queued with the change itself: a mail each, and a text to the verified phone.
    const notices = await queued(product.id);
    expect(notices.map((notice) => notice.channel).sort()).toEqual(['mail', 'mail', 'sms']);
    expect(await shop.app.db.select().from(backInStock).where(eq(backInStock.productId, product.id))).toEqual(
      [],
    );
    expect((await call('GET', product.id, customer)).json()).toEqual({ waiting: false });

    await shop.app.notices.sendDue();
    await shop.smtp.waitForMail(customer.email, (mail) => mail.subject.includes('Wiper Blades Corolla'));
    await shop.smtp.waitForMail(other.email, (mail) => mail.subject.includes('Wiper Blades Corolla'));
    const texts = keptSms(shop.dataDir).filter((sms) => sms.text.includes('Wiper Blades Corolla'));
    expect(texts).toEqual([expect.objectContaining({ to: '+8801812345678' })]);
    expect(texts[0]!.text).toContain(`/services/${product.id}`);

    // The stock rises again while above 0, and falls to 0 and rises with nobody waiting: no more notices.
    await restock(product.id, 9);
    await restock(product.id, 0);
    await restock(product.id, 2);
    expect(await queued(product.id)).toEqual([]);
    await shop.app.notices.sendDue();
    expect(mailsAbout(customer.email, 'Wiper Blades Corolla')).toHaveLength(1);
    expect(mailsAbout(other.email, 'Wiper Blades Corolla')).toHaveLength(1);
  });

  it('sends nothing to a customer who stopped waiting', async () => {
    const product = await createProduct(shop.app.db, { name: 'Cabin Filter Premio', availableQty: 0 });
    await call('POST', product.id, customer);
    expect((await call('DELETE', product.id, customer)).json()).toEqual({ waiting: false });
    await restock(product.id, 3);
    expect(await queued(product.id)).toEqual([]);
  });

  it('tells waiters when a cancelled order puts the last parts back', async () => {
    const product = await createProduct(shop.app.db, { name: 'Fuel Filter Noah', availableQty: 2 });
    const order = await checkout(shop.app, other, {
      items: [{ productId: product.id, quantity: 2, size: 'M' }],
    });
    expect((await call('POST', product.id, customer)).statusCode).toBe(200);
    const cancelled = await shop.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.json()._id}`,
      headers: { origin: TEST_ORIGIN, ...other.headers },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await queued(product.id)).map((notice) => notice.userId)).toEqual([customer.id]);
    await shop.app.notices.sendDue();
    await shop.smtp.waitForMail(customer.email, (mail) => mail.subject.includes('Fuel Filter Noah'));
  });
});
