import type { OrderDetail } from '@chaka/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { payments } from '../../../db/schema/index.js';
import type { Customer } from '../../../test/app.js';
import { checkout } from '../../../test/cart-requests.js';
import { createProduct } from '../../../test/factories.js';
import { customersVerified } from '../../../test/phones.js';
import { createPromotionAs, lineOf } from '../../../test/promotion-requests.js';
import { GOOD_CARD } from '../../../test/scene.js';
import { mailPart } from '../../../test/smtp.js';
import { useTestShop } from '../../../test/use-test-shop.js';

// Issue 37: the card is charged the discounted total, and All Orders' CSV shows each part's discount.

describe('paying an order with a discount', () => {
  const shop = useTestShop({
    customers: ['Nusrat Jahan'],
    admin: true,
    prepare: customersVerified('01712345678'),
  });
  let app: App;
  let customer: Customer;
  const send = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: customer.headers, payload });

  beforeAll(() => {
    ({ app, customer } = shop);
  });

  it('charges the card the discounted total, and the CSV lists the discount last', async () => {
    const part = await createProduct(app.db, { priceMinor: 4000 });
    const code = (await createPromotionAs(app, shop.admin, { kind: 'amount', value: 5 })).json().code;
    const placed = await checkout(app, customer, { items: [lineOf(part, 2)], code, paymentMethod: 'online' });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<OrderDetail>();
    expect(order).toMatchObject({ subtotal: 80, discount: 5, total: 75 + order.deliveryFee });
    const intent = await send('/create-payment-intent', { orderId: order._id });
    expect(intent.statusCode, intent.body).toBe(200);
    const card = await send('/api/payments/test/confirm', {
      clientSecret: intent.json().clientSecret,
      ...GOOD_CARD,
    });
    expect(card.statusCode, card.body).toBe(200);
    const charged = await app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(charged.map((payment) => payment.amountMinor)).toEqual([Math.round(order.total * 100)]);

    const csv = await app.inject({ url: '/api/admin/orders.csv', headers: shop.admin.headers });
    const rows: Record<string, string>[] = parse(csv.rawPayload, { bom: true, columns: true });
    const row = rows.find((one) => one['Order number'] === order.orderNumber)!;
    expect(row).toMatchObject({ Price: '80.00', Discount: '5.00', Total: order.total.toFixed(2) });
    expect(Object.keys(row).at(-1)).toBe('Discount');

    const documents = await app.inject({
      url: `/api/order/${order._id}/documents`,
      headers: customer.headers,
    });
    expect(documents.statusCode, documents.body).toBe(200);
    expect(documents.body).toContain('"discountMinor":500');
    const mail = await shop.smtp.waitForMail(customer.email, (one) =>
      one.subject.includes(order.orderNumber),
    );
    expect(mailPart(mail, 'text/plain')).toContain(`Discount ${code}: -$5`);
  });
});
