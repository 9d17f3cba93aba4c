import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../app.js';
import type { Env } from '../config.js';
import { type Customer, createTestShop, signUp, signUpAdmin, type TestShop } from './app.js';
import { type RegisteredRoute, recordRoutes } from './route-list.js';
import { Scene } from './scene.js';

/** Who the customers signed up in order are called when only their number is given. */
const CUSTOMER_NAMES = ['Rahim Uddin', 'Karim Ahmed'];

export interface TestShopOptions
  extends Pick<AppDeps, 'payments' | 'webDist' | 'logStream' | 'httpTimeouts'> {
  /** Settings over TEST_SETTINGS. */
  env?: Env;
  /** The demo catalogue (`npm run seed`). */
  seed?: boolean;
  /** Record every route the app registers while it is built (`routes`), for tests over all routes. */
  routes?: boolean;
  /** Customers signed up in this order: a count (Rahim Uddin, Karim Ahmed, …) or their names. */
  customers?: number | readonly string[];
  /** An admin signed up after the customers: `true` for "Shop Admin", or their name. */
  admin?: boolean | string;
  /** A Scene (its own customer, other customer and admin), made after the accounts above. */
  scene?: boolean;
  /** Anything else the file needs before its tests, run once the accounts exist. */
  prepare?: (shop: ShopUnderTest) => Promise<void> | void;
}

/** The shop of one describe block; its fields are there once the block's first hook ran. */
export interface ShopUnderTest extends TestShop {
  /** The customers of `customers`, in order. */
  readonly customers: readonly Customer[];
  /** The first customer. */
  readonly customer: Customer;
  /** The second customer. */
  readonly other: Customer;
  readonly admin: Customer;
  readonly scene: Scene;
  /** The routes the app registered, when `routes` was asked for. */
  readonly routes: readonly RegisteredRoute[];
}

/**
 * A fresh shop for the enclosing describe block (or file): built in `beforeAll` with the accounts
 * asked for, closed in `afterAll`, as fastify/demo's `build(t)` does. Call it in the block's body,
 * before the hooks that use it:
 *
 *     const shop = useTestShop({ customers: 2, admin: true });
 *     it('…', async () => { await shop.app.inject({ url, headers: shop.customer.headers }); });
 *
 * Options known only once earlier hooks ran (a stand-in's address, a built web folder) come from a
 * function, called in the fixture's `beforeAll`. A nested block calls it again for a shop with other
 * settings, and a block that needs two server processes calls it twice. Hooks the block registers
 * after it run after the shop is built, and their `afterAll` before it is closed (after hooks run
 * in reverse), so what they open on the shop closes first.
 */
export function useTestShop(given: TestShopOptions | (() => TestShopOptions) = {}): ShopUnderTest {
  let built: TestShop | undefined;
  const customers: Customer[] = [];
  const routes: RegisteredRoute[] = [];
  let admin: Customer | undefined;
  let scene: Scene | undefined;

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`useTestShop: no ${what} (asked for it, and read after beforeAll?)`);
    return value;
  };

  const shop: ShopUnderTest = {
    get app() {
      return ready(built, 'shop').app;
    },
    get database() {
      return ready(built, 'shop').database;
    },
    get smtp() {
      return ready(built, 'shop').smtp;
    },
    get dataDir() {
      return ready(built, 'shop').dataDir;
    },
    close: () => ready(built, 'shop').close(),
    customers,
    get customer() {
      return ready(customers[0], 'first customer');
    },
    get other() {
      return ready(customers[1], 'second customer');
    },
    get admin() {
      return ready(admin, 'admin');
    },
    get scene() {
      return ready(scene, 'scene');
    },
    routes,
  };

  beforeAll(async () => {
    const options = typeof given === 'function' ? given() : given;
    const { env = {}, seed, payments, webDist, logStream, httpTimeouts } = options;
    const build = () => createTestShop(env, { seed, payments, webDist, logStream, httpTimeouts });
    if (options.routes) {
      const recorded = await recordRoutes(build);
      built = recorded.built;
      routes.push(...recorded.routes);
    } else {
      built = await build();
    }
    const names =
      typeof options.customers === 'number'
        ? Array.from(
            { length: options.customers },
            (_, index) => CUSTOMER_NAMES[index] ?? `Customer ${index + 1}`,
          )
        : (options.customers ?? []);
    for (const name of names) customers.push(await signUp(built.app, { name }));
    if (options.admin) {
      admin = await signUpAdmin(built.app, ...(typeof options.admin === 'string' ? [options.admin] : []));
    }
    if (options.scene) scene = await Scene.create(built.app);
    await options.prepare?.(shop);
    // A scene signs up seven accounts (its customers, an owner and three staff), each with its
    // password hashed: on a loaded machine that takes longer than the default minute.
  }, 180_000);
  afterAll(async () => {
    await built?.close();
  });

  return shop;
}
