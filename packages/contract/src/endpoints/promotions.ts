import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  CartQuoteBodySchema,
  CartQuoteSchema,
  CreatePromotionBodySchema,
  PatchPromotionBodySchema,
  PromotionListSchema,
  PromotionSchema,
} from '../promotions.js';
import { routes } from '../routes.js';

const tag = 'promotions';

/** Issue 37: codes and automatic promotions, and what a cart costs with them. */
export const promotionEndpoints = {
  cartQuote: defineEndpoint({
    ...routes.cartQuote,
    tag,
    summary: 'What a cart costs now: its lines, their discounts, the delivery fee and the total',
    description:
      'Prices and promotions are the server’s, as an order placed now would get them. A refused code ' +
      'is not an error: codeRefused says why (expired, not started, minimum not reached, used up, ' +
      'not for these parts, first order only, unknown) and the quote is priced without it.',
    body: CartQuoteBodySchema,
    response: CartQuoteSchema,
    errors: [404],
  }),
  listPromotions: defineEndpoint({
    ...routes.listPromotions,
    tag,
    summary: 'Every promotion, newest first, with its uses and the discount it gave (admin)',
    response: PromotionListSchema,
  }),
  createPromotion: defineEndpoint({
    ...routes.createPromotion,
    tag,
    summary: 'Add a promotion: a code or an automatic one (admin); amounts in the shop’s currency',
    description:
      'Dates are ISO moments, or days (YYYY-MM-DD) in the shop’s time zone: a start day starts at its ' +
      'midnight, an end day ends at the next midnight.',
    body: CreatePromotionBodySchema,
    response: PromotionSchema,
    errors: [409],
  }),
  updatePromotion: defineEndpoint({
    ...routes.updatePromotion,
    tag,
    summary: 'End a promotion now ({ endNow: true }), move its end or change its limits (admin)',
    params: IdParamsSchema,
    body: PatchPromotionBodySchema,
    response: PromotionSchema,
    errors: [404],
  }),
};
