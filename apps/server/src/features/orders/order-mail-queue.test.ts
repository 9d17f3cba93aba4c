import type { Order } from '@chaka/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import { orderMailQueue } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { createOrderMailQueue } from './order-mail-queue.js';

// A placed order's confirmation and the shop's notice are queued by the statement that writes the
// order and sent off the request: a mail server that cannot take mail for now gets them later, the
// mails of a process stopped before it sent them go at the next start, and two processes sending
// at once send each mail once.

const SHOP_MAILBOX = 'orders@chakaparts.test';

describe('the queue of order mails', () => {
  const shop = useTestShop({
    env: { MAIL_FROM: `Chaka Parts <${SHOP_MAILBOX}>` },
    customers: ['Tanvir Ahmed'],
  });
  let app: App;
  let customer: Customer;

  const place = async () => {
    const product = await createProduct(app.db, { name: 'Corolla Air Filter', priceMinor: 900 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: { productId: product.id, quantity: 1, size: 'M' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Order>();
  };

  /** The messages that reached `to` about the order: each of its mails should arrive once. */
  const received = (to: string, order: Order) =>
    shop.smtp.inbox.filter((mail) => mail.to.includes(to) && mail.subject.includes(order.orderNumber));

  /** Time passes until every queued mail is due again. */
  const allDueNow = () => app.db.update(orderMailQueue).set({ dueAt: new Date(Date.now() - 1000) });

  beforeAll(async () => {
    ({ app, customer } = shop);
    // The sign-up's own mail is out before a test refuses or holds mail.
    await shop.smtp.waitForMail(customer.email, (mail) => mail.subject.includes('Verify'));
  });

  it('answers the order while the mail server refuses mail, and sends both mails once it takes mail again', async () => {
    shop.smtp.refuse(true);
    const order = await place();
    await vi.waitFor(() => expect(shop.smtp.refused).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    await app.orders.mailQueue.settled();
    shop.smtp.refuse(false);

    // A refused mail waits its turn to be tried again: nothing goes before then.
    expect(await app.orders.mailQueue.sendDue()).toBe(0);
    expect(received(customer.email, order)).toHaveLength(0);

    await allDueNow();
    expect(await app.orders.mailQueue.sendDue()).toBe(2);
    const [confirmation] = received(customer.email, order);
    expect(confirmation?.subject).toContain(order.orderNumber);
    expect(confirmation?.text).toContain('1 x Corolla Air Filter (size M): $9');
    expect(received(SHOP_MAILBOX, order)).toHaveLength(1);

    // Sent mails leave the queue: they never go twice.
    await allDueNow();
    expect(await app.orders.mailQueue.sendDue()).toBe(0);
    expect(received(customer.email, order)).toHaveLength(1);
  });

  it('sends the mails of orders placed while no process sent mail when the next one starts', async () => {
    // The shop's process stops sending (as a process stopped right after the order's commit would).
    await app.orders.mailQueue.stop();
    const order = await place();
    app.orders.mailQueue.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received(customer.email, order)).toHaveLength(0);

    const nextStart = createOrderMailQueue(app.orders);
    nextStart.start();
    await shop.smtp.waitForMail(customer.email, (mail) => mail.subject.includes(order.orderNumber));
    await shop.smtp.waitForMail(SHOP_MAILBOX, (mail) => mail.subject.includes(order.orderNumber));
    await nextStart.stop();
    expect(received(customer.email, order)).toHaveLength(1);
  });

  it('sends each mail once when two processes send at the same time', async () => {
    const placed: Order[] = [];
    for (let index = 0; index < 30; index += 1) placed.push(await place());

    const first = createOrderMailQueue(app.orders);
    const second = createOrderMailQueue(app.orders);
    const [byFirst, bySecond] = await Promise.all([first.sendDue(), second.sendDue()]);
    expect(byFirst + bySecond).toBe(60);

    for (const order of placed) {
      expect(received(customer.email, order)).toHaveLength(1);
      expect(received(SHOP_MAILBOX, order)).toHaveLength(1);
    }
  });

  it('stops without waiting on a mail server that stopped answering, and sends those mails later', async () => {
    shop.smtp.stall(true);
    const order = await place();
    const hanging = createOrderMailQueue(app.orders);
    hanging.start();
    await vi.waitFor(() => expect(shop.smtp.stalled).toBe(2), { timeout: 5000 });
    // Within the test's time limit, long before the mail transport would give up on the server.
    await hanging.stop();

    shop.smtp.stall(false);
    await allDueNow();
    const nextStart = createOrderMailQueue(app.orders);
    expect(await nextStart.sendDue()).toBe(2);
    expect(received(customer.email, order)).toHaveLength(1);
    expect(received(SHOP_MAILBOX, order)).toHaveLength(1);
  });
});
