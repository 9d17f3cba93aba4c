import { type EndpointName, endpoints, type Method, type Who } from '@chaka/contract';
import Stripe from 'stripe';
import { multipart, pngImage } from './files.js';
import { INSIGHT_REQUESTS } from './insights-routes-table.js';
import { type CallerName, freshAddress, GOOD_CARD, type RouteRequest, type Scene } from './scene.js';
import { SSLCOMMERZ_REQUESTS } from './sslcommerz-routes-table.js';

/** What a caller gets: the route's answer, or the refusal. */
export type Outcome = 'ok' | 401 | 403;

export function expectedOutcome(who: Who, caller: CallerName): Outcome {
  if (who === 'anyone') return 'ok';
  if (caller === 'anonymous') return 401;
  switch (who) {
    case 'signed-in':
      return 'ok';
    case 'customer':
      return caller === 'admin' ? 403 : 'ok';
    case 'owner':
      return caller === 'user' ? 'ok' : 403;
    case 'owner-or-admin':
      return caller === 'other' ? 403 : 'ok';
    case 'admin':
      return caller === 'admin' ? 'ok' : 403;
  }
}

interface RequestBuilder {
  /**
   * A valid request for the route as `caller` would send it, on fresh data where it changes or
   * consumes some. Where ownership matters the resource belongs to the scene's `user`.
   */
  request(scene: Scene, caller: CallerName): Promise<RouteRequest>;
  /** The route exists only with this payment provider. */
  provider?: 'test' | 'stripe';
  /** The status of the route's own answer when it is not a 2xx JSON one (a redirect: 303). */
  answers?: 303;
}

/** A route of the endpoint list with who may call it, and how the tests call it. */
export interface RouteRule extends RequestBuilder {
  name: EndpointName;
  method: Method;
  /** The path as the route is registered, e.g. `/api/order/:id`. */
  url: string;
  who: Who;
}

export const STRIPE_WEBHOOK_SECRET = 'whsec_security_tests_only';
const stripeSigner = new Stripe('sk_test_signer_only');

const productBody = {
  productName: 'Iridium Spark Plug Set',
  availableQty: 40,
  orderQty: 1,
  price: 18.5,
  productDescription: 'Four iridium plugs for 1.3 to 1.8 litre engines.',
  image: '/images/parts/spark-plugs.svg',
};

export const deliveryBody = {
  name: 'Rahim Uddin',
  phone: '01712-345678',
  district: 'Sylhet',
  address: 'House 7, Zindabazar Road',
};

export const profileBody = {
  education: 'BUET, Mechanical Engineering',
  number: '+880 1712 345678',
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  linkedin: 'https://www.linkedin.com/in/rahim',
  facebook: 'https://www.facebook.com/rahim',
  image: '/images/avatar-default.svg',
};

/**
 * A valid request for every endpoint of the API, by its name in the endpoint list (who may call it
 * is the endpoint's own, contract/endpoints.ts).
 *
 * Not in the endpoint list, on purpose:
 * - `/api/auth/*` (GET, POST): better-auth's own endpoints behind one catch-all route; who may do
 *   what there is better-auth's (sign-up, sign-in, reset, sign-out), proven in
 *   features/auth/accounts.test.ts and plugins/rate-limit.test.ts.
 * - `/api/docs*`: the generated OpenAPI description and its viewer, public and read-only.
 * - `/uploads/*`: the uploaded images, public files under random names (traversal is refused,
 *   features/uploads/uploads.test.ts).
 * - HEAD of each GET route: Fastify adds it with the same handler and hooks; the matrix calls it
 *   alongside the GET.
 */
const REQUESTS = {
  // System
  health: { request: async () => ({}) },
  ready: { request: async () => ({}) },
  config: { request: async () => ({}) },

  // Accounts
  syncUser: {
    request: async (scene) => ({
      params: { email: scene.user.email },
      payload: { email: scene.user.email, uid: scene.user.id },
    }),
  },
  adminCheck: {
    request: async (scene) => ({ params: { email: scene.user.email } }),
  },

  // Blog
  listBlogs: { request: async () => ({}) },
  getBlog: {
    request: async (scene) => ({ params: { id: await scene.blogId() } }),
  },

  // Catalogue
  listProducts: { request: async () => ({}) },
  getProduct: {
    request: async (scene) => ({ params: { id: (await scene.product()).id } }),
  },
  createProduct: {
    request: async () => ({ payload: productBody }),
  },
  replaceProduct: {
    request: async (scene) => ({ params: { id: (await scene.product()).id }, payload: { availableQty: 7 } }),
  },
  editProduct: {
    request: async (scene) => ({ params: { id: (await scene.product()).id }, payload: { availableQty: 9 } }),
  },
  deleteProduct: {
    request: async (scene) => ({ params: { id: (await scene.product()).id } }),
  },
  setFitment: {
    request: async (scene) => ({
      params: { id: (await scene.product()).id },
      payload: {
        fitsAllVehicles: false,
        fitment: [{ vehicleId: (await scene.vehicle()).id, position: 'front', quantity: 1 }],
      },
    }),
  },
  uploadImage: {
    request: async () => {
      const body = multipart([
        { field: 'image', filename: 'pads.png', type: 'image/png', content: await pngImage() },
      ]);
      return { payload: body.payload, headers: body.headers };
    },
  },

  // Vehicles
  listVehicleMakes: { request: async () => ({}) },
  listVehicleModels: { request: async () => ({ query: { make: 'Toyota' } }) },
  listVehicles: { request: async () => ({ query: { make: 'Toyota', model: 'Axio', year: '2010' } }) },
  getVehicle: {
    request: async (scene) => ({ params: { id: (await scene.vehicle()).id } }),
  },
  createVehicle: {
    request: async (scene) => ({ payload: scene.vehicleBody() }),
  },
  replaceVehicle: {
    request: async (scene) => ({ params: { id: (await scene.vehicle()).id }, payload: scene.vehicleBody() }),
  },
  deleteVehicle: {
    request: async (scene) => ({ params: { id: (await scene.vehicle()).id } }),
  },

  // My Garage: always the caller's own, as no address names an account.
  myGarage: { request: async () => ({}) },
  saveGarageCar: {
    request: async (scene) => ({ payload: { vehicleId: (await scene.vehicle()).id, current: true } }),
  },
  setCurrentCar: {
    request: async (scene, caller) => ({ payload: { vehicleId: (await scene.garageCar(caller)).id } }),
  },
  removeGarageCar: {
    request: async (scene, caller) => ({ params: { vehicleId: (await scene.garageCar(caller)).id } }),
  },

  // Newsletter and contact
  subscribeNewsletter: {
    request: async () => {
      const email = `reader${freshAddress().replaceAll('.', '-')}@example.com`;
      return { params: { email }, payload: { email } };
    },
  },
  sendContactMessage: {
    request: async () => ({
      payload: { email: 'visitor@example.com', message: 'Do you have pads for a 2012 Axio?' },
      remoteAddress: freshAddress(),
    }),
  },

  // Orders
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
  getOrder: {
    request: async (scene) => ({ params: { id: (await scene.order())._id } }),
  },
  cancelOrder: {
    request: async (scene) => ({ params: { id: (await scene.order())._id } }),
  },
  changeOrderStatus: {
    request: async (scene) => ({
      params: { id: (await scene.order())._id },
      payload: { status: 'cancelled' },
    }),
  },
  updateOrderDelivery: {
    request: async (scene) => ({
      params: { id: (await scene.order())._id },
      payload: deliveryBody,
    }),
  },

  // Payments
  createPaymentIntent: {
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

  // SSLCommerz (test shops run it against the stand-in gateway)
  ...SSLCOMMERZ_REQUESTS,

  // Running the shop: the Overview, the order search and export, stock history
  ...INSIGHT_REQUESTS,

  // User management
  listUsers: { request: async () => ({}) },
  makeAdmin: {
    request: async (scene) => ({ params: { email: (await scene.throwawayAccount()).email } }),
  },
  deleteUser: {
    request: async (scene) => ({ params: { email: (await scene.throwawayAccount()).email } }),
  },

  // Profile
  getProfile: {
    request: async (scene) => ({ query: { email: scene.user.email } }),
  },
  updateProfile: {
    request: async (scene) => ({ query: { email: scene.user.email }, payload: profileBody }),
  },

  // Reviews
  createReview: {
    request: async () => ({
      payload: { rating: 4.5, reviewText: 'Fast delivery to Chattogram, genuine parts.' },
    }),
  },
  listReviews: {
    request: async () => ({ query: { page: '1', limit: '6' } }),
  },
} satisfies Record<EndpointName, RequestBuilder>;

/**
 * Every route of the endpoint list (contract/endpoints.ts) with who may call it, as the endpoint
 * says, and a request to call it with. The access-matrix test fails when the app has a route the
 * list does not have, or the list one the app does not.
 */
export const ROUTE_TABLE: RouteRule[] = Object.entries(REQUESTS).map(([name, builder]) => {
  const endpoint = endpoints[name as EndpointName];
  return {
    name: name as EndpointName,
    method: endpoint.method,
    url: endpoint.path,
    who: endpoint.who,
    ...builder,
  };
});

/** Paths of the app that are not API routes of the table (see the comment above ROUTE_TABLE). */
export function isOutsideTable(route: { method: string; url: string }): boolean {
  return (
    route.method === 'HEAD' ||
    route.url === '/api/auth/*' ||
    route.url === '/api/docs' ||
    route.url.startsWith('/api/docs/') ||
    route.url === '/uploads/*' ||
    // Files for search engines, public and read-only like the uploads (features/seo).
    route.url === '/robots.txt' ||
    route.url === '/sitemap.xml'
  );
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Routes the app has and the table does not list, and the other way round. */
export function compareWithTable(
  registered: ReadonlyArray<{ method: string; url: string }>,
  table: ReadonlyArray<{ method: string; url: string }>,
): { unlisted: string[]; stale: string[] } {
  const app = new Set(registered.filter((route) => !isOutsideTable(route)).map(routeKey));
  const listed = new Set(table.map(routeKey));
  return {
    unlisted: [...app].filter((key) => !listed.has(key)).sort(),
    stale: [...listed].filter((key) => !app.has(key)).sort(),
  };
}

/** The table's rules for an app running with this payment provider. */
export function rulesFor(provider: 'test' | 'stripe'): RouteRule[] {
  return ROUTE_TABLE.filter((rule) => rule.provider === undefined || rule.provider === provider);
}
