import { cardMessages, paymentMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { payments } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import {
  confirmPayment,
  payWithCard,
  placePricedOrder as placeOrder,
  readOrder,
  startPayment,
} from '../../test/payment-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('payments with the built-in test provider', () => {
  const shop = useTestShop({ customers: 1 });
  let app: App;
  let customer: Customer;
  beforeAll(() => {
    ({ app, customer } = shop);
  });

  it('takes an order from intent to card to paid, and records the payment', async () => {
    const order = await placeOrder(app, customer);
    const intent = await startPayment(app, customer, order._id);
    expect(intent.statusCode).toBe(200);
    const { clientSecret } = intent.json();
    expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_/);

    const charged = await payWithCard(app, customer, clientSecret);
    expect(charged.statusCode).toBe(200);
    const { transactionId } = charged.json();
    expect(transactionId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(clientSecret.startsWith(`${transactionId}_secret_`)).toBe(true);
    // The card went through, but the order is paid only once the payment is confirmed for it.
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);

    const confirmed = await confirmPayment(app, customer, order, transactionId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ modifiedCount: 1 });
    expect(await readOrder(app, customer, order._id)).toMatchObject({ paid: true, transactionId });

    const [record] = await app.db.select().from(payments).where(eq(payments.intentId, transactionId));
    expect(record).toMatchObject({
      provider: 'test',
      orderId: order._id,
      // Two parts of $12.50 and the $2 delivery outside Dhaka: the order's total.
      amountMinor: 2700,
      status: 'succeeded',
    });
    expect(record!.createdAt).toBeInstanceOf(Date);
    expect(record!.updatedAt).toBeInstanceOf(Date);

    const again = await confirmPayment(app, customer, order, transactionId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ modifiedCount: 1 });
    expect(await readOrder(app, customer, order._id)).toMatchObject({ paid: true, transactionId });

    expect((await startPayment(app, customer, order._id)).statusCode).toBe(409);
    expect((await payWithCard(app, customer, clientSecret)).statusCode).toBe(409);
  });

  it('hands out the same intent when the payment screen is opened twice', async () => {
    const order = await placeOrder(app, customer);
    const first = (await startPayment(app, customer, order._id)).json().clientSecret;
    const second = (await startPayment(app, customer, order._id)).json().clientSecret;
    expect(second).toBe(first);
    const records = await app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(records).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', cardMessages.declined],
    ['4000 0000 0000 9995', cardMessages.insufficientFunds],
    ['4000 0000 0000 0069', cardMessages.expired],
    ['4000 0000 0000 0127', cardMessages.incorrectCvc],
    ['4012 8888 8888 1881', cardMessages.notATestCard],
  ])('refuses card %s with %j (402) and leaves the order unpaid', async (cardNumber, message) => {
    const order = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const refused = await payWithCard(app, customer, clientSecret, { cardNumber });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(message);
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
    const [record] = await app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(record!.status).toBe('requires_payment_method');
    // The failed intent cannot mark the order paid...
    const forged = await confirmPayment(app, customer, order, clientSecret.split('_secret_')[0]);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(paymentMessages.notSucceeded);
    // ...and the customer can try again with another card.
    expect((await payWithCard(app, customer, clientSecret)).statusCode).toBe(200);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, cardMessages.numberInvalid],
    [{ cardNumber: '4242 4242' }, cardMessages.numberIncomplete],
    [{ cardNumber: '' }, cardMessages.numberIncomplete],
    [{ cardNumber: '4242 abcd 4242 4242' }, cardMessages.numberInvalid],
    [{ expiry: '01 / 20' }, cardMessages.expired],
    [{ expiry: '13 / 30' }, cardMessages.expiryInvalid],
    [{ expiry: '1' }, cardMessages.expiryIncomplete],
    [{ cvc: '12' }, cardMessages.cvcIncomplete],
    [{ cvc: '12a' }, cardMessages.cvcInvalid],
    [{ cvc: '12345' }, cardMessages.cvcInvalid],
  ])('refuses the card details %j with %j', async (card, message) => {
    const order = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const refused = await payWithCard(app, customer, clientSecret, card);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
  });

  it('needs four security digits on an American Express card', async () => {
    const order = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const short = await payWithCard(app, customer, clientSecret, {
      cardNumber: '3782 822463 10005',
      cvc: '123',
    });
    expect(short.json().message).toBe(cardMessages.cvcIncomplete);
    const paid = await payWithCard(app, customer, clientSecret, {
      cardNumber: '3782 822463 10005',
      cvc: '1234',
    });
    expect(paid.statusCode).toBe(200);
  });

  it('refuses a made-up client secret and a made-up transaction id', async () => {
    const order = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const intentId = clientSecret.split('_secret_')[0];
    const tampered = await payWithCard(
      app,
      customer,
      `${intentId}_secret_forgedforgedforgedforgedforgedforgedforg`,
    );
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(cardMessages.secretInvalid);

    for (const transactionId of ['pi_3MtwBwLkdIwHu7ix28a3tqPa', 'made-up', 'pi_']) {
      const response = await confirmPayment(app, customer, order, transactionId);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(paymentMessages.notVerified);
    }
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
  });
});
