import { endpointUrl } from './endpoint.js';
import { endpoints } from './endpoints.js';

const byEmail = (endpoint: { path: string }) => (email: string) =>
  endpointUrl(endpoint, { params: { email } });
const byId = (endpoint: { path: string }) => (id: string) => endpointUrl(endpoint, { params: { id } });

/**
 * The built-in `test` payment provider's card endpoint. The web app's card form confirms a payment
 * with the client secret of POST /create-payment-intent, as Stripe.js does with Stripe.
 */
export const testPaymentPaths = { confirm: endpoints.payWithTestCard.path } as const;

/** Where better-auth's own endpoints live (the identity service, see endpoints.ts). */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The addresses of SPEC §7 (and the few this product adds) with their parameters filled in, for
 * callers that need an address rather than a call: each comes from the endpoint list.
 */
export const apiPaths = {
  health: endpoints.health.path,
  ready: endpoints.ready.path,
  config: endpoints.config.path,
  docs: '/api/docs',
  auth: AUTH_BASE_PATH,

  blogs: endpoints.listBlogs.path,
  blog: byId(endpoints.getBlog),

  products: endpoints.listProducts.path,
  product: byId(endpoints.getProduct),
  productEdit: byId(endpoints.replaceProduct),
  uploads: endpoints.uploadImage.path,

  orders: endpoints.listOrders.path,
  ordersOf: byEmail(endpoints.customerOrders),
  orderCancel: byId(endpoints.cancelOrder),
  order: byId(endpoints.getOrder),
  createPaymentIntent: endpoints.createPaymentIntent.path,
  stripeWebhook: endpoints.stripeWebhook.path,

  userSync: byEmail(endpoints.syncUser),
  adminCheck: byEmail(endpoints.adminCheck),
  users: endpoints.listUsers.path,
  makeAdmin: byEmail(endpoints.makeAdmin),
  deleteUser: byEmail(endpoints.deleteUser),
  me: (email: string) => endpointUrl(endpoints.getProfile, { query: { email } }),

  review: endpoints.createReview.path,
  reviews: endpoints.listReviews.path,
  newsletter: byEmail(endpoints.subscribeNewsletter),
  contact: endpoints.sendContactMessage.path,
} as const;
