import type { Order, StoredStaffRole } from '@chaka/contract';
import { testPaymentPaths } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app.js';
import { garage, type products, user, type vehicles } from '../db/schema/index.js';
import { type Customer, signIn, signUp, signUpAdmin, TEST_ORIGIN, uniqueEmail } from './app.js';
import { createBlog, createProduct, createVehicle, placeOrder, vehicleBody } from './factories.js';

/**
 * The callers every route is tried with: a visitor, two customers, an owner (the spec's admin) and
 * a manager, a packer and a support person (docs/decisions/044).
 */
export const CALLERS = ['anonymous', 'user', 'other', 'admin', 'manager', 'packer', 'support'] as const;
export type CallerName = (typeof CALLERS)[number];

/** How a signed-in caller proves who they are: an API client's bearer token or a browser's cookie. */
export type Credentials = 'bearer' | 'cookie';

type ProductRow = typeof products.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A request for one route, before the caller's credentials are added. */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Distinct client addresses keep per-address limits (the contact form's) out of the way. */
  remoteAddress?: string;
}

let clientCounter = 0;
/** A client address no other request of the run used. */
export function freshAddress(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

/** `/api/order/:id` with `{ id }` filled in, plus the query string. */
export function buildUrl(
  pattern: string,
  params: Record<string, string> = {},
  query?: Record<string, string>,
) {
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/**
 * The shop with three accounts (a customer, another customer, an admin) and small factories for
 * the data routes need: products, orders of the customer, payments, throwaway accounts.
 */
export class Scene {
  private constructor(
    readonly app: App,
    readonly user: Customer,
    readonly other: Customer,
    readonly admin: Customer,
    readonly manager: Customer,
    readonly packer: Customer,
    readonly support: Customer,
  ) {}

  static async create(app: App): Promise<Scene> {
    const user = await signUp(app, { name: 'Rahim Uddin', email: uniqueEmail('user') });
    const other = await signUp(app, { name: 'Karim Ahmed', email: uniqueEmail('other') });
    const admin = await signUpAdmin(app);
    const [manager, packer, support] = await Promise.all(
      (['manager', 'packer', 'support'] as const).map((role) => signUpStaff(app, role)),
    );
    return new Scene(app, user, other, admin, manager!, packer!, support!);
  }

  customer(caller: Exclude<CallerName, 'anonymous'>): Customer {
    return this[caller];
  }

  /** The headers a caller sends: none, a bearer token, or a cookie from the shop's own pages. */
  credentials(caller: CallerName, via: Credentials, method: string): Record<string, string> {
    const browser: Record<string, string> =
      via === 'cookie' && STATE_CHANGING.has(method) ? { origin: TEST_ORIGIN } : {};
    if (caller === 'anonymous') return browser;
    const customer = this.customer(caller);
    return via === 'bearer' ? customer.headers : { ...browser, cookie: customer.cookie };
  }

  /** Sends a route request as `caller`. */
  send(
    method: string,
    pattern: string,
    request: RouteRequest,
    caller: CallerName,
    via: Credentials = 'bearer',
  ): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method: method as InjectOptions['method'],
      url: buildUrl(pattern, request.params, request.query),
      headers: { ...this.credentials(caller, via, method), ...request.headers },
      remoteAddress: request.remoteAddress,
    };
    if (request.payload !== undefined) options.payload = request.payload as InjectOptions['payload'];
    return this.app.inject(options);
  }

  /** A product straight in the catalogue: $12.50 each, at least 1 per order, plenty in stock. */
  product(fields: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow> {
    return createProduct(this.app.db, { availableQty: 100_000, ...fields });
  }

  /** A vehicle body no other request of the run sent. */
  vehicleBody() {
    return vehicleBody();
  }

  /** A vehicle straight in the table, unique to this call. */
  vehicle(): Promise<VehicleRow> {
    return createVehicle(this.app.db);
  }

  /** A vehicle kept in the garage of `caller` (in nobody's for a visitor, who has none). */
  async garageCar(caller: CallerName): Promise<VehicleRow> {
    const vehicle = await this.vehicle();
    if (caller !== 'anonymous') {
      await this.app.db.insert(garage).values({ userId: this.customer(caller).id, vehicleId: vehicle.id });
    }
    return vehicle;
  }

  async blogId(): Promise<string> {
    return (await createBlog(this.app.db)).id;
  }

  /** An unpaid order of `owner` (the customer by default), placed through the API. */
  order(owner: Customer = this.user, quantity = 2): Promise<Order> {
    return placeOrder(this.app, owner, { quantity, product: { availableQty: 100_000 } });
  }

  /** The client secret of a payment started for the order. */
  async paymentIntent(order: Order, owner: Customer = this.user): Promise<string> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/create-payment-intent',
      headers: owner.headers,
      payload: { orderId: order._id },
    });
    return expectOk<{ clientSecret: string }>(response, 'starting a payment').clientSecret;
  }

  /** An order whose card payment went through at the test provider but is not yet recorded on it. */
  async chargedOrder(owner: Customer = this.user): Promise<{ order: Order; transactionId: string }> {
    const order = await this.order(owner);
    const clientSecret = await this.paymentIntent(order, owner);
    const response = await this.app.inject({
      method: 'POST',
      url: testPaymentPaths.confirm,
      headers: owner.headers,
      payload: { clientSecret, ...GOOD_CARD },
    });
    const { transactionId } = expectOk<{ transactionId: string }>(response, 'paying by card');
    return { order, transactionId };
  }

  /** A paid order of `owner`: intent, card, confirmation. */
  async paidOrder(owner: Customer = this.user): Promise<Order> {
    const { order, transactionId } = await this.chargedOrder(owner);
    const response = await this.app.inject({
      method: 'PATCH',
      url: `/api/order/${order._id}`,
      headers: owner.headers,
      payload: { transactionId, appointmentId: order._id, email: owner.email },
    });
    expectOk(response, 'recording the payment');
    return { ...order, paid: true, transactionId };
  }

  /** An account nobody else uses, for routes that make admins or delete accounts. */
  throwawayAccount(): Promise<Customer> {
    return signUp(this.app, { name: 'Throwaway Account', email: uniqueEmail('throwaway') });
  }
}

/** A customer given a staff role below owner, signed in again so the session carries it. */
export async function signUpStaff(
  app: App,
  role: StoredStaffRole,
  name = `Staff ${role}`,
): Promise<Customer> {
  const customer = await signUp(app, { name, email: uniqueEmail(role) });
  await app.db.update(user).set({ staffRole: role }).where(eq(user.email, customer.email));
  return signIn(app, customer.email);
}

export function expectOk<T = unknown>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode !== 200) {
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as T;
}
