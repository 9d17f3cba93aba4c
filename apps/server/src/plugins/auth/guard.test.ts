import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser } from '../../lib/ownership.js';
import { makeAdmin, signUp, signUpAdmin, TEST_ORIGIN, TEST_PASSWORD } from '../../test/app.js';
import { placeOrder } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { errorsPlugin } from '../errors.js';
import { authPlugin } from './auth-plugin.js';

/** The guards on routes of their own, sharing the shop's identity service and database. */
describe('access guard and route guards', () => {
  const shop = useTestShop();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(authPlugin, { auth: shop.app.auth, trustedOrigins: [TEST_ORIGIN] });
    app.get('/api/open', { config: { access: 'anyone' } }, () => ({ ok: true }));
    app.get('/api/mine', { config: { access: 'signed-in' } }, (request) => ({
      email: currentUser(request).email,
    }));
    app.post('/api/mine', { config: { access: 'signed-in' } }, () => ({ changed: true }));
    app.get('/api/everything', { config: { access: 'admin' } }, () => ({ ok: true }));
    await app.ready();
  });
  // After hooks run in reverse: these routes close before the fixture closes the shop.
  afterAll(() => app.close());

  it('refuses to start with an API route that does not say who may call it', async () => {
    const bare = Fastify();
    await bare.register(authPlugin, { auth: shop.app.auth, trustedOrigins: [TEST_ORIGIN] });
    expect(() => bare.get('/api/forgotten', () => ({}))).toThrow(/must declare config.access/);
    await bare.close();
  });

  it('lets anyone call a public route', async () => {
    expect((await app.inject('/api/open')).statusCode).toBe(200);
  });

  it('answers 401 on a signed-in route without a session, and serves the caller with one', async () => {
    const customer = await signUp(shop.app);
    expect((await app.inject('/api/mine')).statusCode).toBe(401);
    const mine = await app.inject({ url: '/api/mine', headers: customer.headers });
    expect(mine.json()).toEqual({ email: customer.email });
  });

  it('answers 403 to a customer on an admin route, 200 to an admin', async () => {
    const customer = await signUp(shop.app);
    const admin = await signUpAdmin(shop.app);
    expect((await app.inject('/api/everything')).statusCode).toBe(401);
    const asCustomer = await app.inject({ url: '/api/everything', headers: { cookie: customer.cookie } });
    expect(asCustomer.statusCode).toBe(403);
    const asAdmin = await app.inject({ url: '/api/everything', headers: { cookie: admin.cookie } });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('reads the role afresh on admin routes, so a new admin needs no new sign-in', async () => {
    const customer = await signUp(shop.app);
    // Every cookie a browser keeps, the cached copy of the session (still saying "user") included.
    const signedIn = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: customer.email, password: TEST_PASSWORD },
    });
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toContain('better-auth.session_data=');
    await makeAdmin(shop.app, customer.email);
    const response = await app.inject({ url: '/api/everything', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });

  it('keeps {email} routes to their owner or an admin', async () => {
    const customer = await signUp(shop.app);
    const other = await signUp(shop.app);
    const admin = await signUpAdmin(shop.app);
    const get = (email: string, headers: Record<string, string>) =>
      shop.app.inject({ url: `/api/orders/${encodeURIComponent(email)}`, headers });
    expect((await get(customer.email.toUpperCase(), customer.headers)).statusCode).toBe(200);
    expect((await get(other.email, customer.headers)).statusCode).toBe(403);
    expect((await get(other.email, admin.headers)).statusCode).toBe(200);
  });

  it('keeps owned resources to their owner or an admin', async () => {
    const customer = await signUp(shop.app);
    const other = await signUp(shop.app);
    const admin = await signUpAdmin(shop.app);
    const order = await placeOrder(shop.app, other);
    const get = (headers: Record<string, string>) =>
      shop.app.inject({ url: `/api/order/${order._id}`, headers });
    expect((await get(other.headers)).statusCode).toBe(200);
    expect((await get(customer.headers)).statusCode).toBe(403);
    expect((await get(admin.headers)).statusCode).toBe(200);
  });

  it('refuses a cookie-carrying change without our origin, accepts it with one', async () => {
    const customer = await signUp(shop.app);
    const send = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/mine',
        headers: { cookie: customer.cookie, ...headers },
        payload: {},
      });
    expect((await send({})).statusCode).toBe(403);
    expect((await send({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await send({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await send({ origin: TEST_ORIGIN })).statusCode).toBe(200);
    expect((await send({ referer: `${TEST_ORIGIN}/dashboard` })).statusCode).toBe(200);
  });
});
