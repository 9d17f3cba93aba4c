import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ReturnListSchema, ReturnPolicySchema, ReturnSchema } from '../return-answers.js';
import {
  CreateReturnBodySchema,
  MoveReturnBodySchema,
  RefundReturnBodySchema,
  ReturnListQuerySchema,
} from '../returns.js';
import { routes } from '../routes.js';

const MONEY =
  'Amounts in major units: refundable is the returned lines’ price, plus the delivery fee when the shop is at fault (damaged, not_as_described, or wrong_fit with shopAtFault), never more than what was paid less earlier refunds.';

/** Returns, refunds and warranty claims (issue 35). */
export const returnEndpoints = {
  returnPolicy: defineEndpoint({
    ...routes.returnPolicy,
    tag: 'returns',
    summary: 'The return policy: the window after delivery, each category’s own window or not returnable',
    response: ReturnPolicySchema,
  }),
  openReturn: defineEndpoint({
    ...routes.openReturn,
    tag: 'returns',
    summary: 'Send parts of a delivered order back (its owner), or claim the warranty after the window',
    description: `Within the return window (RETURN_WINDOW_DAYS after the order was delivered, or its category's own), any reason; a warranty claim (reason warranty) until the part's warrantyMonths after delivery end, also after the window. Quantities at most what was delivered less what earlier returns took; one open return per order. Photos are URLs from POST /api/uploads. ${MONEY}`,
    params: IdParamsSchema,
    body: CreateReturnBodySchema,
    response: ReturnSchema,
    errors: [404, 409],
  }),
  listReturns: defineEndpoint({
    ...routes.listReturns,
    tag: 'returns',
    summary: 'Returns, newest first: every one for an admin, a customer’s own otherwise',
    description:
      'status (open: requested, approved or received; all by default), reason and orderId narrow it; page and limit (50 by default, at most 200) page through it.',
    querystring: ReturnListQuerySchema,
    response: ReturnListSchema,
  }),
  getReturn: defineEndpoint({
    ...routes.getReturn,
    tag: 'returns',
    summary: 'One return with its lines, amounts and timeline (its customer or an admin)',
    description: MONEY,
    params: IdParamsSchema,
    response: ReturnSchema,
    errors: [404],
  }),
  moveReturn: defineEndpoint({
    ...routes.moveReturn,
    tag: 'returns',
    summary: 'Approve, reject (with a reason) or receive a return (admins); forward only',
    description:
      'requested -> approved -> received, or rejected before it is received (409 otherwise). Received puts the parts back in stock, or writes them off with damaged: true; the stock history says "return RT-10001".',
    params: IdParamsSchema,
    body: MoveReturnBodySchema,
    response: ReturnSchema,
    errors: [404, 409],
  }),
  refundReturn: defineEndpoint({
    ...routes.refundReturn,
    tag: 'returns',
    summary:
      'Refund a received return (admins): by hand with method manual, else through the payment provider',
    description: `method manual records money paid back by hand (bKash/Nagad number or cash; reference says which), and the customer confirms it with POST /api/returns/{id}/refund/confirmation. Without it, an order paid online is refunded through its provider (502 with the provider's reason when it refuses); asked again while the provider is still processing the refund (refund.status processing), it asks the provider and records the outcome. ${MONEY}`,
    params: IdParamsSchema,
    body: RefundReturnBodySchema,
    response: ReturnSchema,
    errors: [404, 409, 502],
  }),
  confirmRefund: defineEndpoint({
    ...routes.confirmRefund,
    tag: 'returns',
    summary: 'Confirm a manual refund reached you (the return’s customer)',
    params: IdParamsSchema,
    response: ReturnSchema,
    errors: [404, 409],
  }),
  bookReturnPickup: defineEndpoint({
    ...routes.bookReturnPickup,
    tag: 'returns',
    summary: 'Book the return pickup with the order’s courier again, or ask where it stands (admins)',
    description:
      'An approved return of an order shipped with a courier whose API books return pickups (Steadfast): books its return request when booking it on approval failed, or asks the courier for the status of the one booked. 409 when the return is not approved or the courier books no pickups; the courier’s refusal is kept in pickup.error.',
    params: IdParamsSchema,
    response: ReturnSchema,
    errors: [404, 409],
  }),
};
