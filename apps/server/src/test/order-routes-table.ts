import Stripe from 'stripe';
import { confirmedOrder } from './confirmed-order.js';
import { deliveryBody } from './delivery-body.js';
import type { RequestBuilder } from './route-table.js';
import { freshAddress, GOOD_CARD } from './scene.js';

export { deliveryBody };

export const STRIPE_WEBHOOK_SECRET = 'whsec_security_tests_only';
const stripeSigner = new Stripe('sk_test_signer_only');

/** The requests of the order and payment routes for test/route-table.ts. */
export const ORDER_REQUESTS = {
  placeOrder: {
    request: async (scene) => ({
      payload: { productId: (await scene.product()).id, quantity: 2, size: 'L' },
    }),
  },
  // With the status filter, so hostile input has a field of the query to spoil.
  listOrders: { request: async () => ({ query: { status: 'all' } }) },
  customerOrders: {
    request: async (scene) => ({ params: { email: scene.user.email }, query: { status: 'all' } }),
  },
  // A packer reads the orders to pack (and those on their way), not the placed ones (issue 38).
  getOrder: {
    request: async (scene, caller) => ({
      params: { id: (caller === 'packer' ? await confirmedOrder(scene) : await scene.order())._id },
    }),
  },
  cancelOrder: {
    request: async (scene) => ({ params: { id: (await scene.order())._id } }),
  },
  changeOrderStatus: {
    // A packer moves the orders they pack to shipped, and no further (docs/decisions/044).
    request: async (scene, caller) =>
      caller === 'packer'
        ? {
            params: { id: (await confirmedOrder(scene))._id },
            payload: { status: 'shipped', courier: 'Pathao', trackingNumber: 'PT-20261128' },
          }
        : { params: { id: (await scene.order())._id }, payload: { status: 'cancelled' } },
  },
  updateOrderDelivery: {
    request: async (scene) => ({
      params: { id: (await scene.order())._id },
      payload: deliveryBody,
    }),
  },
  orderDocuments: {
    request: async (scene, caller) => ({
      params: { id: (caller === 'packer' ? await confirmedOrder(scene) : await scene.order())._id },
    }),
  },
  // The order placed by the scene's customer has its confirmation mail to send again.
  resendOrderMessage: {
    request: async (scene) => ({ params: { id: (await scene.order())._id }, payload: { channel: 'email' } }),
  },
  // From an address of its own: the lookups of one address are limited.
  trackOrder: {
    request: async (scene) => {
      const order = await scene.order();
      const delivered = await scene.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}/delivery`,
        headers: scene.user.headers,
        payload: deliveryBody,
      });
      if (delivered.statusCode !== 200) throw new Error(`delivery details: ${delivered.body}`);
      return {
        query: { order: order.orderNumber, phone: deliveryBody.phone },
        remoteAddress: freshAddress(),
      };
    },
  },

  // Payments
  createPaymentIntent: {
    names: ['orderId'],
    request: async (scene) => ({ payload: { orderId: (await scene.order())._id } }),
  },
  confirmPayment: {
    request: async (scene) => {
      const { order, transactionId } = await scene.chargedOrder();
      return {
        params: { id: order._id },
        payload: { transactionId, appointmentId: order._id, email: scene.user.email },
      };
    },
  },
  payWithTestCard: {
    provider: 'test',
    names: ['clientSecret'],
    request: async (scene) => ({
      payload: { clientSecret: await scene.paymentIntent(await scene.order()), ...GOOD_CARD },
    }),
  },
  stripeWebhook: {
    provider: 'stripe',
    // Stripe proves itself by the signature, not by a session.
    request: async () => {
      const payload = JSON.stringify({
        id: `evt_${freshAddress().replaceAll('.', '')}`,
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      const signature = stripeSigner.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_WEBHOOK_SECRET,
      });
      return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
  },
} satisfies Record<string, RequestBuilder>;
