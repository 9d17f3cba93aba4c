import type { Order } from '@chaka/contract';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { App } from '../app.js';
import type { Customer } from './app.js';
import { placeOrder as placeOrderThroughApi } from './factories.js';
import { type FakeIntent, type StandIn, startStripeStandIn, stripeShopSettings } from './stripe-stand-in.js';
import { type ShopUnderTest, type TestShopOptions, useTestShop } from './use-test-shop.js';

/**
 * The fixture's options for a shop whose card payments go to Stripe at the stand-in, in the shop's
 * currency unless `env` tells another, with one customer.
 */
export function stripeShopOptions(standIn: StandIn, env: Record<string, string> = {}): TestShopOptions {
  const settings = stripeShopSettings(standIn);
  return { ...settings.options, env: { ...settings.env, ...env }, customers: 1 };
}

/**
 * For one test file: the Stripe stand-in, a shop paying through it and a customer, with the calls
 * the customer's browser makes (place an order, start paying it, confirm the payment, read it).
 */
export function useStripeShop() {
  const state = {} as { standIn: StandIn; shop: ShopUnderTest; app: App; customer: Customer };
  // The stand-in is up before the shop is built and closed after it (after hooks run in reverse).
  beforeAll(async () => {
    state.standIn = await startStripeStandIn();
  });
  afterAll(() => state.standIn?.close());
  const shop = useTestShop(() => stripeShopOptions(state.standIn));
  beforeAll(() => {
    state.shop = shop;
    state.app = shop.app;
    state.customer = shop.customer;
  });
  beforeEach(() => {
    state.standIn.requests.length = 0;
  });

  /** Three parts of $18.99 in size L, of a product with 10 in stock. */
  const placeOrder = (): Promise<Order> =>
    placeOrderThroughApi(state.app, state.customer, {
      quantity: 3,
      size: 'L',
      product: { priceMinor: 1899, availableQty: 10 },
    });

  /** Starts paying `order` (with a price the shop must ignore) and answers the intent made at Stripe. */
  async function createIntent(order: Order): Promise<FakeIntent> {
    const response = await state.app.inject({
      method: 'POST',
      url: '/create-payment-intent',
      headers: state.customer.headers,
      payload: { orderId: order._id, price: 0.01 },
    });
    expect(response.statusCode).toBe(200);
    const { clientSecret } = response.json();
    return [...state.standIn.intents.values()].find((intent) => intent.client_secret === clientSecret)!;
  }

  const confirm = (order: Order, transactionId: string) =>
    state.app.inject({
      method: 'PATCH',
      url: `/api/order/${order._id}`,
      headers: state.customer.headers,
      payload: { transactionId, appointmentId: order._id, email: state.customer.email },
    });

  const readOrder = async (id: string): Promise<Order> =>
    (await state.app.inject({ url: `/api/order/${id}`, headers: state.customer.headers })).json();

  return { state, placeOrder, createIntent, confirm, readOrder };
}
