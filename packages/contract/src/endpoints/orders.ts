import { z } from 'zod';
import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ChangeOrderStatusBodySchema } from '../order-status.js';
import {
  CancelOrderResponseSchema,
  CreateOrderBodySchema,
  OrderDetailSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  UpdateOrderDeliveryBodySchema,
} from '../orders.js';
import { fullOrPackerView, PackerOrderDetailSchema, PackerOrderSchema } from '../packer-view.js';
import {
  ConfirmPaymentBodySchema,
  ConfirmPaymentResponseSchema,
  CreatePaymentIntentBodySchema,
  CreatePaymentIntentResponseSchema,
  StripeWebhookResponseSchema,
  TestCardConfirmBodySchema,
  TestCardConfirmResponseSchema,
} from '../payments.js';
import { ResendMessageAnswerSchema, ResendMessageBodySchema } from '../resend.js';
import { routes } from '../routes.js';
import { EmailParamsSchema } from '../users.js';

/** The order fields of a cash order's delivery fee paid in advance (issue 34). */
const ADVANCE_FIELDS =
  'A cash on delivery order may owe its delivery fee online first (COD_ADVANCE): `advance` is that fee (0 for none), `advancePaid` whether it came in (through POST /api/payments/sslcommerz/session), and `dueOnDelivery` what the courier collects at the door: the total less a paid advance, 0 once paid.';

/** What a packer reads of the orders (packer-view.ts). */
const PACKER_VIEW =
  'A packer (orders.read without customers.read or sales.read) is answered only the orders to pack (confirmed) and those on their way (shipped), without prices, totals, discounts, payment or refunds: of the money only `dueOnDelivery`, what the courier collects. Another order is 404 to a packer.';

/** Orders and their payments. */
export const orderEndpoints = {
  placeOrder: defineEndpoint({
    ...routes.placeOrder,
    tag: 'orders',
    summary: 'Place an order (customers only; price and stock are decided by the server)',
    description: ADVANCE_FIELDS,
    body: CreateOrderBodySchema,
    response: OrderSchema,
    errors: [404, 409],
  }),
  listOrders: defineEndpoint({
    ...routes.listOrders,
    tag: 'orders',
    summary:
      'All orders, newest first, one entry per ordered part (admins); cancelled ones on ?status=cancelled or all',
    description: PACKER_VIEW,
    querystring: OrderListQuerySchema,
    response: fullOrPackerView(OrderListSchema, z.array(PackerOrderSchema)),
  }),
  customerOrders: defineEndpoint({
    ...routes.customerOrders,
    tag: 'orders',
    summary:
      "The orders of the account that has this address, newest first (your own; an admin may ask for anyone's)",
    params: EmailParamsSchema,
    querystring: OrderListQuerySchema,
    response: OrderListSchema,
  }),
  getOrder: defineEndpoint({
    ...routes.getOrder,
    tag: 'orders',
    summary: 'One order with every part and its timeline (its owner or an admin)',
    description: `${ADVANCE_FIELDS} ${PACKER_VIEW}`,
    params: IdParamsSchema,
    response: fullOrPackerView(OrderDetailSchema, PackerOrderDetailSchema),
    errors: [404],
  }),
  cancelOrder: defineEndpoint({
    ...routes.cancelOrder,
    tag: 'orders',
    summary:
      'Cancel an unpaid order before it ships (its owner or an admin); it stays on record as cancelled and its quantities go back to stock',
    params: IdParamsSchema,
    response: CancelOrderResponseSchema,
    errors: [404, 409],
  }),
  changeOrderStatus: defineEndpoint({
    ...routes.changeOrderStatus,
    tag: 'orders',
    summary:
      'Move an order to its next status: placed, confirmed, shipped (with courier and tracking number), delivered (admins)',
    description:
      'A cash order that owes its delivery fee online (advance above 0, advancePaid false) is confirmed only once it is paid: 409 otherwise, note or not. Delivered, a cash order is paid with what was still owed (dueOnDelivery). A packer moves orders only to shipped, and is answered the order as GET /api/order/{id} answers them.',
    params: IdParamsSchema,
    body: ChangeOrderStatusBodySchema,
    response: fullOrPackerView(OrderDetailSchema, PackerOrderDetailSchema),
    errors: [404, 409],
  }),
  updateOrderDelivery: defineEndpoint({
    ...routes.updateOrderDelivery,
    tag: 'orders',
    summary: "Add or correct an order's delivery details until it ships (its owner)",
    params: IdParamsSchema,
    body: UpdateOrderDeliveryBodySchema,
    response: OrderDetailSchema,
    errors: [404, 409],
  }),
  createPaymentIntent: defineEndpoint({
    ...routes.createPaymentIntent,
    tag: 'payments',
    summary: "Start paying an order (its owner); the amount is the order's own",
    body: CreatePaymentIntentBodySchema,
    response: CreatePaymentIntentResponseSchema,
    errors: [404, 409, 502],
  }),
  confirmPayment: defineEndpoint({
    ...routes.confirmPayment,
    tag: 'payments',
    summary: 'Record a payment: the order becomes paid once the provider confirms it',
    params: IdParamsSchema,
    body: ConfirmPaymentBodySchema,
    response: ConfirmPaymentResponseSchema,
    errors: [404, 409, 502],
  }),
  /** Only with PAYMENT_PROVIDER=test. */
  payWithTestCard: defineEndpoint({
    ...routes.payWithTestCard,
    tag: 'payments',
    summary: "Pay with a card at the built-in test provider (Stripe's test card numbers)",
    body: TestCardConfirmBodySchema,
    response: TestCardConfirmResponseSchema,
    errors: [402, 409],
  }),
  /** Only with PAYMENT_PROVIDER=stripe. Stripe proves itself by the signature, not by a session. */
  stripeWebhook: defineEndpoint({
    ...routes.stripeWebhook,
    tag: 'payments',
    summary: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET)',
    response: StripeWebhookResponseSchema,
    errors: [400],
  }),
  resendOrderMessage: defineEndpoint({
    ...routes.resendOrderMessage,
    tag: 'orders',
    summary: "Send an order's mail or SMS of its current status again (messages.resend)",
    description:
      'The mail or SMS the customer got when the order reached its current status goes again, through the same queues (a placed order: its confirmation mail). 409 when that status has none for the order: SMS_EVENTS sends none for it, or the order has no phone (SMS), or no mail. Recorded in the audit log.',
    params: IdParamsSchema,
    body: ResendMessageBodySchema,
    response: ResendMessageAnswerSchema,
    errors: [404, 409],
  }),
};
