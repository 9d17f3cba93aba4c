import { z } from 'zod';
import { IdSchema } from './common.js';
import { SCREENS, screenHref } from './screens.js';

/**
 * SSLCommerz (bKash, Nagad, Rocket, local and international cards): the shop opens a session for
 * an order and sends the customer to the gateway's page; the gateway's IPN and the browser's
 * return say which payment to look up, and only the gateway's Order Validation API decides.
 */

/** POST /api/payments/sslcommerz/session: the amount always comes from the order. */
export const SslcommerzSessionBodySchema = z.object({ orderId: IdSchema });
/** The gateway's payment page, for the browser to go to. */
export const SslcommerzSessionResponseSchema = z.object({ url: z.string() });

const formField = (max: number) => z.string().trim().max(max).optional();

/**
 * The form the gateway POSTs to the IPN address, and with the customer's browser to the success,
 * fail and cancel addresses (documented fields the shop reads; others are ignored). Anyone can
 * send it: it names the transaction and the val_id to look up, nothing more.
 */
export const SslcommerzNotificationSchema = z.object({
  tran_id: z.string({ error: 'tran_id is required' }).trim().min(1, 'tran_id is required').max(100),
  status: z.string({ error: 'status is required' }).trim().min(1, 'status is required').max(30),
  val_id: formField(100),
  amount: formField(30),
  currency: formField(10),
  error: formField(1000),
});
export type SslcommerzNotification = z.infer<typeof SslcommerzNotificationSchema>;

/** The IPN's answer once the shop has looked at it. */
export const SslcommerzIpnResponseSchema = z.object({ received: z.literal(true) });

/** Where a payment of the gateway stands at the shop, for the admin's review list. */
export const SSLCOMMERZ_REVIEW_STATES = ['held', 'to_refund'] as const;

export const TranIdParamsSchema = z.object({ tranId: z.string().trim().min(1).max(100) });

/** POST /api/payments/sslcommerz/:tranId/decision: the admin approves or refuses a held payment. */
export const SslcommerzDecisionBodySchema = z.object({
  approve: z.boolean({ error: 'approve must be true or false' }),
});
export const SslcommerzDecisionResponseSchema = z.object({
  /** paid: the order is paid; to_refund: the money goes back to the customer. */
  outcome: z.enum(['paid', 'to_refund']),
});

/** GET /api/payments/sslcommerz/review: the payments a person at the shop has to look at. */
export const SslcommerzReviewItemSchema = z.object({
  tranId: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  valId: z.string().nullable(),
  /** Major units of the currency, as asked of the gateway. */
  amount: z.number(),
  currency: z.string(),
  state: z.enum(SSLCOMMERZ_REVIEW_STATES),
  riskTitle: z.string().nullable(),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export const SslcommerzReviewListSchema = z.array(SslcommerzReviewItemSchema);
export type SslcommerzReviewItem = z.infer<typeof SslcommerzReviewItemSchema>;

/** Where the browser's return ends: ?payment=success, held or failed, and the reason of a failure. */
export const PAYMENT_RESULTS = ['success', 'failed', 'held'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/**
 * The page a browser returning from the gateway lands on: the order's page, which shows the result
 * and, after a failure, the way to pay again (My Orders for a payment the shop does not know).
 */
export function paymentResultPath(orderId: string | null, result: PaymentResult, reason?: string): string {
  const query = { payment: result, reason: reason?.slice(0, 300) };
  return orderId
    ? screenHref(SCREENS.dashboard.order, { id: orderId }, query)
    : screenHref(SCREENS.dashboard.myOrders, query);
}

/** What the shop says about SSLCommerz payments. */
export const sslcommerzMessages = {
  choice: 'bKash, Nagad, Rocket or card (SSLCommerz)',
  notEnabled: 'Payments through SSLCommerz are not enabled on this shop',
  unavailable:
    'Online payment through SSLCommerz is not available right now. Please try again later or choose another way to pay.',
  deliveryNeeded: 'Please add your delivery details before paying online',
  notConfirmed: 'The payment could not be confirmed with SSLCommerz',
  notMatching: 'The payment does not match this order',
  held: 'Your payment was received and is being checked by the shop',
  cancelled: 'You cancelled the payment',
  failed: 'The payment did not go through',
  unknownPayment: 'This payment is not known to the shop',
  notHeld: 'This payment is not waiting for a decision',
  success: 'Payment Successful',
} as const;
