import { CheckoutBodySchema, SavedCartAnswerSchema, SavedCartSchema } from '../cart.js';
import { defineEndpoint } from '../endpoint.js';
import { OrderDetailSchema } from '../orders.js';
import { routes } from '../routes.js';

const tag = 'cart';

/** The cart kept with an account, and the checkout that turns a cart into one order. */
export const cartEndpoints = {
  myCart: defineEndpoint({
    ...routes.myCart,
    tag,
    summary: 'Your kept cart (empty when you have none)',
    response: SavedCartAnswerSchema,
  }),
  saveCart: defineEndpoint({
    ...routes.saveCart,
    tag,
    summary: 'Keep your cart with your account, replacing the one kept; answers the cart as kept',
    body: SavedCartSchema,
    response: SavedCartAnswerSchema,
  }),
  checkout: defineEndpoint({
    ...routes.checkout,
    tag,
    summary: 'Order every part of a cart at once: one order, one delivery fee, one payment (customers only)',
    description:
      'All or nothing: when a line breaks its quantity rules (400), its part is gone (404) or short ' +
      'of stock (409), nothing is written and the message names that part. Prices, fee and total ' +
      'are the server’s. A checkout that goes through empties the cart kept with the account.',
    body: CheckoutBodySchema,
    response: OrderDetailSchema,
    errors: [404, 409],
  }),
};
