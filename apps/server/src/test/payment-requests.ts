import { type Order, testPaymentPaths } from '@chaka/contract';
import type { App } from '../app.js';
import type { Customer } from './app.js';
import { placeOrder as placeOrderThroughApi } from './factories.js';

/** An order of the customer, placed through the API, of a product of `priceMinor` each. */
export const placePricedOrder = (
  app: App,
  customer: Customer,
  priceMinor = 1250,
  quantity = 2,
): Promise<Order> =>
  placeOrderThroughApi(app, customer, { quantity, product: { priceMinor, availableQty: 50 } });

export const startPayment = (app: App, customer: Customer, orderId: string) =>
  app.inject({
    method: 'POST',
    url: '/create-payment-intent',
    headers: customer.headers,
    payload: { orderId },
  });

export const payWithCard = (
  app: App,
  customer: Customer,
  clientSecret: string,
  card: Partial<{ cardNumber: string; expiry: string; cvc: string }> = {},
) =>
  app.inject({
    method: 'POST',
    url: testPaymentPaths.confirm,
    headers: customer.headers,
    payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', ...card },
  });

export const confirmPayment = (app: App, customer: Customer, order: Order, transactionId: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/order/${order._id}`,
    headers: customer.headers,
    payload: { transactionId, appointmentId: order._id, email: customer.email },
  });

export const readOrder = async (app: App, customer: Customer, id: string): Promise<Order> =>
  (await app.inject({ url: `/api/order/${id}`, headers: customer.headers })).json();
