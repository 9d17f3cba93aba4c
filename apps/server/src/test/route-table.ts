import {
  type EndpointName,
  endpoints,
  isOwnerOr,
  type Method,
  type Permission,
  permissionOfWho,
  permissionsOf,
  type Who,
} from '@chaka/contract';
import { BRAND_REQUESTS } from './brand-requests.js';
import { CART_REQUESTS } from './cart-requests.js';
import { CATALOGUE_IO_REQUESTS } from './catalogue-io-requests.js';
import { CATALOGUE_REQUESTS } from './catalogue-routes-table.js';
import { COURIER_WEBHOOK_REQUESTS } from './courier-routes-table.js';
import { CUSTOMER_GROUP_REQUESTS } from './customer-group-requests.js';
import { INSIGHT_REQUESTS } from './insights-routes-table.js';
import { ORDER_REQUESTS } from './order-routes-table.js';
import { PARCEL_REQUESTS } from './parcel-routes-table.js';
import { PART_REQUEST_REQUESTS } from './part-request-routes-table.js';
import { PHONE_REQUESTS } from './phone-requests.js';
import { PROMOTION_REQUESTS } from './promotion-requests.js';
import { RETURN_REQUESTS } from './return-scene.js';
import { storedReview } from './review-requests.js';
import { type CallerName, freshAddress, type RouteRequest, type Scene } from './scene.js';

export { STRIPE_WEBHOOK_SECRET } from './order-routes-table.js';

import { SSLCOMMERZ_REQUESTS } from './sslcommerz-routes-table.js';
import { STAFF_REQUESTS } from './staff-requests.js';

/** What a caller gets: the route's answer, or the refusal. */
export type Outcome = 'ok' | 401 | 403;

/** What each signed-in caller of the scene may do (docs/decisions/044). */
export function permissionsOfCaller(caller: CallerName): readonly Permission[] {
  switch (caller) {
    case 'admin':
      return permissionsOf('owner');
    case 'manager':
    case 'packer':
    case 'support':
      return permissionsOf(caller);
    default:
      return [];
  }
}

export function expectedOutcome(who: Who, caller: CallerName): Outcome {
  if (who === 'anyone') return 'ok';
  if (caller === 'anonymous') return 401;
  if (who === 'signed-in') return 'ok';
  // Staff below owner are customers too; the spec's admin (an owner) cannot order.
  if (who === 'customer') return caller === 'admin' ? 403 : 'ok';
  if (caller === 'user' && (who === 'owner' || isOwnerOr(who) || who === 'owner-or-admin')) return 'ok';
  if (who === 'owner') return 403;
  const permission = permissionOfWho(who);
  return permission && permissionsOfCaller(caller).includes(permission) ? 'ok' : 403;
}

export interface RequestBuilder {
  /**
   * A valid request for the route as `caller` would send it, on fresh data where it changes or
   * consumes some. Where ownership matters the resource belongs to the scene's `user`.
   */
  request(scene: Scene, caller: CallerName): Promise<RouteRequest>;
  /** The route exists only with this payment provider. */
  provider?: 'test' | 'stripe';
  /**
   * The status of the route's own answer when it is not a 200 JSON one (a redirect: 303; Pathao's
   * webhook, which Pathao wants answered 202; the metrics, 404 in a shop without METRICS_TOKEN).
   */
  answers?: 303 | 202 | 404;
  /**
   * The fields of the body or query that name the resource whose owner the route checks (an
   * order's id in the body): a spoiled request keeps them (test/spoiled-requests.ts).
   */
  names?: readonly string[];
  /**
   * The route reads its body loosely (a courier's webhook: fields it does not know, and optional
   * ones left out, are accepted), so fewer of the hostile requests are refused.
   */
  loose?: true;
}

/** A route of the endpoint list with who may call it, and how the tests call it. */
export interface RouteRule extends RequestBuilder {
  name: EndpointName;
  method: Method;
  /** The path as the route is registered, e.g. `/api/order/:id`. */
  url: string;
  who: Who;
}

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
 *   what there is better-auth's (sign-up, sign-in, reset, sign-out), proven in the tests of
 *   features/auth (sign-up, sign-in, password reset) and plugins/auth-rate-limit.test.ts.
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
  // Its own Bearer token (METRICS_TOKEN), not a session: without the setting, 404 to everyone
  // (plugins/metrics.test.ts has the rest).
  metrics: { answers: 404, request: async () => ({}) },

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

  // The catalogue, vehicles and My Garage
  ...CATALOGUE_REQUESTS,
  // The whole catalogue out as CSV and in from a spreadsheet (issue 36)
  ...CATALOGUE_IO_REQUESTS,

  // The brands (issue 36)
  ...BRAND_REQUESTS,

  // One-time codes by SMS: verifying a phone, and the sign-in code
  ...PHONE_REQUESTS,

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

  // Orders and their payments
  ...ORDER_REQUESTS,

  // The kept cart and the checkout of a cart
  ...CART_REQUESTS,
  ...PROMOTION_REQUESTS,
  ...CUSTOMER_GROUP_REQUESTS,

  // SSLCommerz (test shops run it against the stand-in gateway)
  ...SSLCOMMERZ_REQUESTS,

  // The couriers' webhooks (test shops run both couriers against their stand-ins)
  ...COURIER_WEBHOOK_REQUESTS,

  // Booking parcels with the couriers from All Orders (admins)
  ...PARCEL_REQUESTS,

  // Running the shop: the Overview, the order search and export, stock history
  ...INSIGHT_REQUESTS,

  // Returns, refunds and warranty claims (issue 35)
  ...RETURN_REQUESTS,

  // Part requests, their quotes and back-in-stock waits (issue 36)
  ...PART_REQUEST_REQUESTS,

  // Staff roles, order notes and the audit log (issue 38)
  ...STAFF_REQUESTS,

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
    names: ['email'],
    request: async (scene) => ({ query: { email: scene.user.email } }),
  },
  updateProfile: {
    names: ['email'],
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
  adminReviews: {
    request: async () => ({ query: { page: '1', limit: '20' } }),
  },
  moderateReview: {
    request: async (scene) => ({ params: { id: await storedReview(scene) }, payload: { hidden: true } }),
  },
  deleteReview: {
    request: async (scene) => ({ params: { id: await storedReview(scene) } }),
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
