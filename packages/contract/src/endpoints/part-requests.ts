import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  AnswerPartRequestBodySchema,
  BackInStockSchema,
  ClaimedQuoteSchema,
  CreatePartRequestBodySchema,
  PartRequestListQuerySchema,
  PartRequestListSchema,
  PartRequestSchema,
  QuoteTokenParamsSchema,
} from '../part-requests.js';
import { routes } from '../routes.js';

const tag = 'part requests';

/** Issue 36: a part the shop does not list, asked for and answered; "Tell me when it is back". */
export const partRequestEndpoints = {
  createPartRequest: defineEndpoint({
    ...routes.createPartRequest,
    tag,
    summary: 'Ask the shop for a part it does not list (a visitor or a customer)',
    description:
      'The car (vehicleId from the list or My Garage, or vehicleText), chassisCode, the partNumber or a description (one at least), a photo (a URL from POST /api/uploads, signed in only), name, phone (Bangladeshi mobile) and email. A visitor gives a phone or an e-mail address. Answers the request with its number (PR-10001). Rate limited per address: 429.',
    body: CreatePartRequestBodySchema,
    response: PartRequestSchema,
    errors: [429],
  }),
  myPartRequests: defineEndpoint({
    ...routes.myPartRequests,
    tag,
    summary: 'Your part requests, newest first, with the shop’s answers',
    response: PartRequestListSchema,
  }),
  claimQuote: defineEndpoint({
    ...routes.claimQuote,
    tag,
    summary: 'Take up a quote from its link: answers the cart line to add, at the quoted price',
    description:
      'The token is the one of the quote mail or SMS. A visitor’s request becomes the first customer’s who opens its link; a customer’s request only its own (403 for anyone else). The cart line carries partRequestId as quote; the checkout charges the quoted price for at most the quoted quantity, once.',
    params: QuoteTokenParamsSchema,
    response: ClaimedQuoteSchema,
    errors: [404, 409],
  }),
  adminPartRequests: defineEndpoint({
    ...routes.adminPartRequests,
    tag,
    summary: 'Every part request, newest first; status narrows it (all by default)',
    querystring: PartRequestListQuerySchema,
    response: PartRequestListSchema,
  }),
  answerPartRequest: defineEndpoint({
    ...routes.answerPartRequest,
    tag,
    summary:
      'Answer a part request: a quote (product, price in major units, quantity), cannot source, or closed',
    description:
      'A quote mails the customer (and texts them where a phone is known), in their language, a link that puts the part in their cart at the quoted price. A new quote replaces the last one and its link.',
    params: IdParamsSchema,
    body: AnswerPartRequestBodySchema,
    response: PartRequestSchema,
    errors: [404],
  }),
  backInStockStatus: defineEndpoint({
    ...routes.backInStockStatus,
    tag,
    summary: 'Whether you wait for this part to be back in stock',
    params: IdParamsSchema,
    response: BackInStockSchema,
    errors: [404],
  }),
  waitForStock: defineEndpoint({
    ...routes.waitForStock,
    tag,
    summary: 'Tell me when it is back: one mail (and SMS to a verified phone) when the stock rises from 0',
    params: IdParamsSchema,
    response: BackInStockSchema,
    errors: [404, 409],
  }),
  stopWaitingForStock: defineEndpoint({
    ...routes.stopWaitingForStock,
    tag,
    summary: 'Stop waiting for this part',
    params: IdParamsSchema,
    response: BackInStockSchema,
    errors: [404],
  }),
};
