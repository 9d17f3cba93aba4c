import Stripe from 'stripe';
import { multipart, pngImage } from '../test/files.js';
import { type CallerName, freshAddress, GOOD_CARD, type RouteRequest, type Scene } from './scene.js';

/**
 * Who may call a route:
 * - anyone: also visitors who are not signed in;
 * - signed-in: any account;
 * - customer: any account except admins (admins cannot order, SPEC §6);
 * - owner: only the customer the resource belongs to, not even an admin (a profile, a payment);
 * - owner-or-admin: the customer it belongs to, or an admin;
 * - admin: admins only.
 */
export type Who = 'anyone' | 'signed-in' | 'customer' | 'owner' | 'owner-or-admin' | 'admin';

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

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRule {
  method: Method;
  /** The path as the route is registered, e.g. `/api/order/:id`. */
  url: string;
  who: Who;
  /**
   * A valid request for the route as `caller` would send it, on fresh data where it changes or
   * consumes some. Where ownership matters the resource belongs to the scene's `user`.
   */
  request(scene: Scene, caller: CallerName): Promise<RouteRequest>;
  /** The route exists only with this payment provider. */
  provider?: 'test' | 'stripe';
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

export const profileBody = {
  education: 'BUET, Mechanical Engineering',
  number: '+880 1712 345678',
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  linkedin: 'https://www.linkedin.com/in/rahim',
  facebook: 'https://www.facebook.com/rahim',
  image: '/images/avatar-default.svg',
};

/**
 * Every API route of the shop and who may call it. The access-matrix test fails when the app has
 * a route this table does not list, or the table lists one the app does not have.
 *
 * Not listed, on purpose:
 * - `/api/auth/*` (GET, POST): better-auth's own endpoints behind one catch-all route; who may do
 *   what there is better-auth's (sign-up, sign-in, reset, sign-out), proven in
 *   features/auth/accounts.test.ts and plugins/rate-limit.test.ts.
 * - `/api/docs*`: the generated OpenAPI description and its viewer, public and read-only.
 * - `/uploads/*`: the uploaded images, public files under random names (traversal is refused,
 *   features/uploads/uploads.test.ts).
 * - HEAD of each GET route: Fastify adds it with the same handler and hooks; the matrix calls it
 *   alongside the GET.
 */
export const ROUTE_TABLE: RouteRule[] = [
  // System
  { method: 'GET', url: '/api/health', who: 'anyone', request: async () => ({}) },
  { method: 'GET', url: '/api/ready', who: 'anyone', request: async () => ({}) },
  { method: 'GET', url: '/api/config', who: 'anyone', request: async () => ({}) },

  // Accounts
  {
    method: 'PUT',
    url: '/api/user/:email',
    who: 'owner',
    request: async (scene) => ({
      params: { email: scene.user.email },
      payload: { email: scene.user.email, uid: scene.user.id },
    }),
  },
  {
    method: 'GET',
    url: '/admin/:email',
    who: 'owner-or-admin',
    request: async (scene) => ({ params: { email: scene.user.email } }),
  },

  // Blog
  { method: 'GET', url: '/api/blogs', who: 'anyone', request: async () => ({}) },
  {
    method: 'GET',
    url: '/api/blog/:id',
    who: 'anyone',
    request: async (scene) => ({ params: { id: await scene.blogId() } }),
  },

  // Catalogue
  { method: 'GET', url: '/api/services', who: 'anyone', request: async () => ({}) },
  {
    method: 'GET',
    url: '/api/service/:id',
    who: 'signed-in',
    request: async (scene) => ({ params: { id: (await scene.product()).id } }),
  },
  {
    method: 'POST',
    url: '/api/services',
    who: 'admin',
    request: async () => ({ payload: productBody }),
  },
  {
    method: 'PUT',
    url: '/api/services/:id',
    who: 'admin',
    request: async (scene) => ({ params: { id: (await scene.product()).id }, payload: { availableQty: 7 } }),
  },
  {
    method: 'PATCH',
    url: '/api/service/:id',
    who: 'admin',
    request: async (scene) => ({ params: { id: (await scene.product()).id }, payload: { availableQty: 9 } }),
  },
  {
    method: 'DELETE',
    url: '/api/services/:id',
    who: 'admin',
    request: async (scene) => ({ params: { id: (await scene.product()).id } }),
  },
  {
    method: 'PUT',
    url: '/api/services/:id/fitment',
    who: 'admin',
    request: async (scene) => ({
      params: { id: (await scene.product()).id },
      payload: {
        fitsAllVehicles: false,
        fitment: [{ vehicleId: (await scene.vehicle()).id, position: 'front', quantity: 1 }],
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/uploads',
    who: 'signed-in',
    request: async () => {
      const body = multipart([
        { field: 'image', filename: 'pads.png', type: 'image/png', content: await pngImage() },
      ]);
      return { payload: body.payload, headers: body.headers };
    },
  },

  // Vehicles
  { method: 'GET', url: '/api/vehicles/makes', who: 'anyone', request: async () => ({}) },
  {
    method: 'GET',
    url: '/api/vehicles/models',
    who: 'anyone',
    request: async () => ({ query: { make: 'Toyota' } }),
  },
  {
    method: 'GET',
    url: '/api/vehicles',
    who: 'anyone',
    request: async () => ({ query: { make: 'Toyota', model: 'Axio', year: '2010' } }),
  },
  {
    method: 'GET',
    url: '/api/vehicles/:id',
    who: 'anyone',
    request: async (scene) => ({ params: { id: (await scene.vehicle()).id } }),
  },
  {
    method: 'POST',
    url: '/api/vehicles',
    who: 'admin',
    request: async (scene) => ({ payload: scene.vehicleBody() }),
  },
  {
    method: 'PUT',
    url: '/api/vehicles/:id',
    who: 'admin',
    request: async (scene) => ({ params: { id: (await scene.vehicle()).id }, payload: scene.vehicleBody() }),
  },
  {
    method: 'DELETE',
    url: '/api/vehicles/:id',
    who: 'admin',
    request: async (scene) => ({ params: { id: (await scene.vehicle()).id } }),
  },

  // My Garage: always the caller's own, as no address names an account.
  { method: 'GET', url: '/api/garage', who: 'signed-in', request: async () => ({}) },
  {
    method: 'POST',
    url: '/api/garage',
    who: 'signed-in',
    request: async (scene) => ({ payload: { vehicleId: (await scene.vehicle()).id, current: true } }),
  },
  {
    method: 'PUT',
    url: '/api/garage/current',
    who: 'signed-in',
    request: async (scene, caller) => ({ payload: { vehicleId: (await scene.garageCar(caller)).id } }),
  },
  {
    method: 'DELETE',
    url: '/api/garage/:vehicleId',
    who: 'signed-in',
    request: async (scene, caller) => ({ params: { vehicleId: (await scene.garageCar(caller)).id } }),
  },

  // Newsletter and contact
  {
    method: 'POST',
    url: '/api/newsletter/:email',
    who: 'anyone',
    request: async () => {
      const email = `reader${freshAddress().replaceAll('.', '-')}@example.com`;
      return { params: { email }, payload: { email } };
    },
  },
  {
    method: 'POST',
    url: '/api/contact',
    who: 'anyone',
    request: async () => ({
      payload: { email: 'visitor@example.com', message: 'Do you have pads for a 2012 Axio?' },
      remoteAddress: freshAddress(),
    }),
  },

  // Orders
  {
    method: 'POST',
    url: '/api/orders',
    who: 'customer',
    request: async (scene) => ({
      payload: { productId: (await scene.product()).id, quantity: 2, size: 'L' },
    }),
  },
  { method: 'GET', url: '/api/orders', who: 'admin', request: async () => ({}) },
  {
    method: 'GET',
    url: '/api/orders/:email',
    who: 'owner-or-admin',
    request: async (scene) => ({ params: { email: scene.user.email } }),
  },
  {
    method: 'GET',
    url: '/api/order/:id',
    who: 'owner-or-admin',
    request: async (scene) => ({ params: { id: (await scene.order())._id } }),
  },
  {
    method: 'DELETE',
    url: '/api/orders/:id',
    who: 'owner-or-admin',
    request: async (scene) => ({ params: { id: (await scene.order())._id } }),
  },

  // Payments
  {
    method: 'POST',
    url: '/create-payment-intent',
    who: 'owner',
    request: async (scene) => ({ payload: { orderId: (await scene.order())._id } }),
  },
  {
    method: 'PATCH',
    url: '/api/order/:id',
    who: 'owner',
    request: async (scene) => {
      const { order, transactionId } = await scene.chargedOrder();
      return {
        params: { id: order._id },
        payload: { transactionId, appointmentId: order._id, email: scene.user.email },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/payments/test/confirm',
    who: 'owner',
    provider: 'test',
    request: async (scene) => ({
      payload: { clientSecret: await scene.paymentIntent(await scene.order()), ...GOOD_CARD },
    }),
  },
  {
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    who: 'anyone',
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

  // User management
  { method: 'GET', url: '/api/users', who: 'admin', request: async () => ({}) },
  {
    method: 'PUT',
    url: '/user/admin/:email',
    who: 'admin',
    request: async (scene) => ({ params: { email: (await scene.throwawayAccount()).email } }),
  },
  {
    method: 'DELETE',
    url: '/api/user/:email',
    who: 'admin',
    request: async (scene) => ({ params: { email: (await scene.throwawayAccount()).email } }),
  },

  // Profile
  {
    method: 'GET',
    url: '/api/users/me',
    who: 'owner',
    request: async (scene) => ({ query: { email: scene.user.email } }),
  },
  {
    method: 'PATCH',
    url: '/api/users/me',
    who: 'owner',
    request: async (scene) => ({ query: { email: scene.user.email }, payload: profileBody }),
  },

  // Reviews
  {
    method: 'POST',
    url: '/api/review',
    who: 'signed-in',
    request: async () => ({
      payload: { rating: 4.5, reviewText: 'Fast delivery to Chattogram, genuine parts.' },
    }),
  },
  {
    method: 'GET',
    url: '/api/reviews',
    who: 'anyone',
    request: async () => ({ query: { page: '1', limit: '6' } }),
  },
];

/** Paths of the app that are not API routes of the table (see the comment above ROUTE_TABLE). */
export function isOutsideTable(route: { method: string; url: string }): boolean {
  return (
    route.method === 'HEAD' ||
    route.url === '/api/auth/*' ||
    route.url === '/api/docs' ||
    route.url.startsWith('/api/docs/') ||
    route.url === '/uploads/*'
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
