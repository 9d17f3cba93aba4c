import { endpointUrl } from './endpoint.js';
import { routes } from './routes.js';

const byEmail = (endpoint: { path: string }) => (email: string) =>
  endpointUrl(endpoint, { params: { email } });
const byId = (endpoint: { path: string }) => (id: string) => endpointUrl(endpoint, { params: { id } });

/**
 * The built-in `test` payment provider's card endpoint. The web app's card form confirms a payment
 * with the client secret of POST /create-payment-intent, as Stripe.js does with Stripe.
 */
export const testPaymentPaths = { confirm: routes.payWithTestCard.path } as const;

/** Where better-auth's own endpoints live (the identity service, see routes.ts). */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The addresses of SPEC §7 (and the few this product adds) with their parameters filled in, for
 * callers that need an address rather than a call: each comes from the route table.
 */
export const apiPaths = {
  health: routes.health.path,
  ready: routes.ready.path,
  config: routes.config.path,
  docs: '/api/docs',
  auth: AUTH_BASE_PATH,

  blogs: routes.listBlogs.path,
  blog: byId(routes.getBlog),

  products: routes.listProducts.path,
  product: byId(routes.getProduct),
  productEdit: byId(routes.replaceProduct),
  uploads: routes.uploadImage.path,
  productFitment: byId(routes.setFitment),

  vehicles: routes.listVehicles.path,
  vehicleMakes: routes.listVehicleMakes.path,
  vehicleModels: routes.listVehicleModels.path,
  vehicle: byId(routes.getVehicle),

  orders: routes.listOrders.path,
  ordersOf: byEmail(routes.customerOrders),
  orderCancel: byId(routes.cancelOrder),
  order: byId(routes.getOrder),
  createPaymentIntent: routes.createPaymentIntent.path,
  stripeWebhook: routes.stripeWebhook.path,

  userSync: byEmail(routes.syncUser),
  adminCheck: byEmail(routes.adminCheck),
  users: routes.listUsers.path,
  makeAdmin: byEmail(routes.makeAdmin),
  deleteUser: byEmail(routes.deleteUser),
  me: (email: string) => endpointUrl(routes.getProfile, { query: { email } }),

  review: routes.createReview.path,
  reviews: routes.listReviews.path,
  newsletter: byEmail(routes.subscribeNewsletter),
  contact: routes.sendContactMessage.path,
} as const;
