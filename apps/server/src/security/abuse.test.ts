import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages, type Order, paymentMessages } from '@chaka/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products, reviews, session, user } from '../db/schema/index.js';
import { SESSION_CACHE_TTL_MS } from '../plugins/auth/session.js';
import {
  createTestShop,
  signUp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestShop,
  uniqueEmail,
} from '../test/app.js';
import { changedTables, dbState } from '../test/db-state.js';
import { multipart, pngImage } from '../test/files.js';
import { recordRoutes } from '../test/route-list.js';
import { expectedOutcome, ROUTE_TABLE, routeKey } from '../test/route-table.js';
import { type CallerName, Scene } from '../test/scene.js';

/**
 * Abuse that real shops suffer, one named test each. Several are also proven in the feature's own
 * tests (named in the comments); here each stands on its own as the attack it is.
 */
describe('abuse', () => {
  let shop: TestShop;
  let scene: Scene;
  /** The fields each route's body schema takes. */
  let bodyFields: Map<string, string[]>;
  beforeAll(async () => {
    const recorded = await recordRoutes(() => createTestShop());
    shop = recorded.built;
    bodyFields = new Map(
      recorded.routes.map((route) => [
        routeKey(route),
        Object.keys((route.schema.body as unknown as { shape?: object } | undefined)?.shape ?? {}),
      ]),
    );
    scene = await Scene.create(shop.app);
  });
  afterAll(() => shop.close());

  const db = () => shop.app.db;
  const stockOf = async (productId: string) =>
    (await db().select().from(products).where(eq(products.id, productId)))[0]!.availableQty;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const placeOrder = (payload: Record<string, unknown>, caller: CallerName = 'user') =>
    scene.send('POST', '/api/orders', { payload }, caller);

  // Also: features/orders/orders.test.ts "ignores a price, e-mail or payment state sent in the body".
  it('price tampering: the order is priced from the product, whatever price the client sends', async () => {
    const product = await scene.product({ priceCents: 4999 });
    const response = await placeOrder({
      productId: product.id,
      quantity: 3,
      size: 'M',
      price: 0.01,
      priceCents: 1,
      unitPrice: 0,
      total: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().price).toBe(149.97);
    expect((await orderRow(response.json()._id))!.priceCents).toBe(14_997);

    // The payment is for the order's amount too, not for a price in the body.
    const intent = await scene.send(
      'POST',
      '/create-payment-intent',
      {
        payload: { orderId: response.json()._id, price: 0.01, amount: 1 },
      },
      'user',
    );
    expect(intent.statusCode).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, response.json()._id));
    expect(payment!.amountCents).toBe(14_997);
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['negative text', '-5'],
    ['fractional', 1.5],
    ['fractional text', '0.5'],
    ['exponent', '1e3'],
  ])('a %s quantity is refused and takes no stock', async (_kind, quantity) => {
    const product = await scene.product({ availableQty: 10, minOrderQty: 1 });
    const before = await dbState(db());
    const response = await placeOrder({ productId: product.id, quantity, size: 'M' });
    expect(response.statusCode).toBe(400);
    expect([messages.quantity.notWhole, messages.quantity.belowMinimum(1)]).toContain(
      response.json().message,
    );
    expect(changedTables(before, await dbState(db()))).toEqual([]);
  });

  // Also: orders.test.ts "sells the very last units, then nothing more" and the 50-customer race.
  it('ordering more than the stock is refused and sells nothing', async () => {
    const product = await scene.product({ availableQty: 4, minOrderQty: 1 });
    const before = await dbState(db());
    const response = await placeOrder({ productId: product.id, quantity: 5, size: 'M' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.quantity.aboveAvailable);
    expect(changedTables(before, await dbState(db()))).toEqual([]);

    const all = await placeOrder({ productId: product.id, quantity: 4, size: 'M' });
    expect(all.statusCode).toBe(200);
    const more = await placeOrder({ productId: product.id, quantity: 1, size: 'M' });
    expect(more.statusCode).toBe(400);
    expect(await stockOf(product.id)).toBe(0);
  });

  // Also: features/reviews/reviews.test.ts "stores a review with the author and date from the session".
  it("forging a review's author: the author is always the signed-in customer", async () => {
    const response = await scene.send(
      'POST',
      '/api/review',
      {
        payload: {
          rating: 5,
          reviewText: 'Best shop in Dhaka!',
          author: { name: 'Karim Ahmed', uid: scene.other.id, photo: 'https://evil.example/me.png' },
          userId: scene.other.id,
          authorName: 'Shop Admin',
          reviewDate: '2020-01-01',
        },
      },
      'user',
    );
    expect(response.statusCode).toBe(200);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, response.json().insertedId));
    expect(row).toMatchObject({ userId: scene.user.id, authorName: 'Rahim Uddin', authorPhoto: null });
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('setting role, paid, price or transactionId through any body changes none of them', async () => {
    const sneaky = {
      role: 'admin',
      isAdmin: true,
      admin: true,
      emailVerified: true,
      paid: true,
      price: 0.01,
      priceCents: 1,
      transactionId: 'pi_forgedForgedForged0001',
      userId: scene.other.id,
    };
    const assertUntouched = async (what: string) => {
      const roles = await db()
        .select({ email: user.email, role: user.role })
        .from(user)
        .where(sql`${user.id} in (${scene.user.id}, ${scene.other.id})`);
      expect(
        roles.map((row) => row.role),
        what,
      ).toEqual(['user', 'user']);
      const [forged] = await db()
        .execute<{ count: number }>(sql`
        select count(*)::int as count from orders o
        where o.transaction_id = ${sneaky.transactionId} or o.price_cents = 1
           or (o.paid and not exists (select 1 from payments p
                where p.order_id = o.id and p.intent_id = o.transaction_id and p.status = 'succeeded'))`)
        .then((result) => (result as unknown as { rows: Array<{ count: number }> }).rows);
      expect(forged!.count, what).toBe(0);
      const cheap = await db().select().from(products).where(eq(products.priceCents, 1));
      expect(cheap, what).toEqual([]);
    };

    for (const rule of ROUTE_TABLE.filter((candidate) => candidate.provider !== 'stripe')) {
      const caller: CallerName = expectedOutcome(rule.who, 'user') === 'ok' ? 'user' : 'admin';
      const request = await rule.request(scene, caller);
      const isJsonObject =
        typeof request.payload === 'object' && request.payload !== null && !Buffer.isBuffer(request.payload);
      if (!isJsonObject) continue;
      // A field the route itself takes (an admin sets a product's price) is not a sneaked one.
      const own = new Set(bodyFields.get(routeKey(rule)) ?? []);
      const added = Object.fromEntries(Object.entries(sneaky).filter(([key]) => !own.has(key)));
      const response = await scene.send(
        rule.method,
        rule.url,
        { ...request, payload: { ...(request.payload as object), ...added } },
        caller,
      );
      expect(response.statusCode, `${routeKey(rule)}: ${response.body}`).toBe(rule.answers ?? 200);
      await assertUntouched(routeKey(rule));
    }

    // better-auth's own bodies: sign-up and a name change (also in features/auth/accounts.test.ts).
    const email = uniqueEmail('sneaky');
    const signUpResponse = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Sneaky Person', email, password: TEST_PASSWORD, ...sneaky },
    });
    expect(signUpResponse.statusCode).toBe(200);
    const update = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...scene.user.headers, origin: TEST_ORIGIN },
      payload: { name: 'Rahim Uddin', ...sneaky },
    });
    expect(update.statusCode).toBe(200);
    const [created] = await db().select().from(user).where(eq(user.email, email));
    expect(created).toMatchObject({ role: 'user', emailVerified: false });
    await assertUntouched('auth bodies');
  });

  // Also: orders.test.ts "shows one order to its owner and to an admin, not to another customer".
  it("reading or cancelling another customer's order is refused and changes nothing", async () => {
    const order = await scene.order(scene.user, 3);
    const stock = await stockOf(order.productId!);
    const before = await dbState(db());
    const read = await scene.send('GET', '/api/order/:id', { params: { id: order._id } }, 'other');
    const list = await scene.send(
      'GET',
      '/api/orders/:email',
      { params: { email: scene.user.email } },
      'other',
    );
    const cancel = await scene.send('DELETE', '/api/orders/:id', { params: { id: order._id } }, 'other');
    expect([read.statusCode, list.statusCode, cancel.statusCode]).toEqual([403, 403, 403]);
    expect(read.body).not.toContain(scene.user.email);
    expect(changedTables(before, await dbState(db()))).toEqual([]);
    expect(await orderRow(order._id)).toBeDefined();
    expect(await stockOf(order.productId!)).toBe(stock);
  });

  // Also: features/profile/profile.test.ts "is only ever the caller own".
  it("reading or changing another customer's profile is refused, also for an admin", async () => {
    await scene.send(
      'PATCH',
      '/api/users/me',
      {
        query: { email: scene.user.email },
        payload: {
          education: 'DU',
          number: '+880 1711 000000',
          address: 'Mirpur, Dhaka',
          linkedin: 'https://www.linkedin.com/in/rahim',
          facebook: 'https://www.facebook.com/rahim',
          image: '/images/avatar-default.svg',
        },
      },
      'user',
    );
    const before = await dbState(db());
    for (const caller of ['other', 'admin'] as const) {
      const read = await scene.send('GET', '/api/users/me', { query: { email: scene.user.email } }, caller);
      const change = await scene.send(
        'PATCH',
        '/api/users/me',
        {
          query: { email: scene.user.email },
          payload: {
            education: 'Hacked',
            number: '+880 1711 999999',
            address: 'Elsewhere',
            linkedin: 'https://evil.example',
            facebook: 'https://evil.example',
            image: 'https://evil.example/a.png',
          },
        },
        caller,
      );
      const token = await scene.send(
        'PUT',
        '/api/user/:email',
        {
          params: { email: scene.user.email },
          payload: { email: scene.user.email },
        },
        caller,
      );
      expect([read.statusCode, change.statusCode, token.statusCode], caller).toEqual([403, 403, 403]);
      expect(read.body).not.toContain('Mirpur');
      expect(token.body).not.toContain(scene.user.token);
    }
    expect(changedTables(before, await dbState(db()))).toEqual([]);
  });

  // Also: features/payments/payments.test.ts "refuses a made-up client secret and a made-up transaction id".
  it('marking an order paid with a made-up transaction id is refused', async () => {
    const order = await scene.order();
    await scene.paymentIntent(order);
    const before = await dbState(db());
    for (const transactionId of [
      'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      'pi_',
      'ch_1234567890',
      'paid',
      "' OR 1=1 --",
    ]) {
      const response = await confirm(order, transactionId);
      expect(response.statusCode, transactionId).toBe(400);
      expect(response.json().message, transactionId).toBe(paymentMessages.notVerified);
    }
    expect(changedTables(before, await dbState(db()))).toEqual([]);
    expect((await orderRow(order._id))!.paid).toBe(false);
  });

  // Also: payments.test.ts "refuses a paid transaction of another order, even the customer's own".
  it('marking an order paid with a transaction id already used for another order is refused', async () => {
    const paid = await scene.paidOrder();
    const mine = await scene.order();
    const theirs = await scene.order(scene.other);
    const before = await dbState(db());
    const reusedByOwner = await confirm(mine, paid.transactionId!);
    expect(reusedByOwner.statusCode).toBe(400);
    expect(reusedByOwner.json().message).toBe(paymentMessages.otherOrder);
    const reusedByOther = await confirm(theirs, paid.transactionId!, 'other');
    expect(reusedByOther.statusCode).toBe(400);
    expect(changedTables(before, await dbState(db()))).toEqual([]);
  });

  function confirm(order: Order, transactionId: string, caller: 'user' | 'other' = 'user') {
    return scene.send(
      'PATCH',
      '/api/order/:id',
      {
        params: { id: order._id },
        payload: { transactionId, appointmentId: order._id, email: scene.customer(caller).email },
      },
      caller,
    );
  }

  describe('uploads', () => {
    const uploadsDir = () => path.join(shop.dataDir, 'uploads');
    const upload = (parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      return scene.send('POST', '/api/uploads', { payload: body.payload, headers: body.headers }, 'user');
    };

    it('a file that is not an image is refused', async () => {
      const before = readdirSync(uploadsDir());
      for (const [filename, type, content] of [
        ['invoice.png', 'image/png', '<html><script>window.__pwned=1</script></html>'],
        ['run.exe', 'application/octet-stream', Buffer.from('4d5a90000300000004000000ffff', 'hex')],
        ['drawing.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ] as const) {
        const response = await upload([{ field: 'image', filename, type, content }]);
        expect(response.statusCode, filename).toBe(400);
        expect(response.json().message, filename).toMatch(/not an image we accept/);
      }
      expect(readdirSync(uploadsDir())).toEqual(before);
    });

    it('a polyglot file (a GIF header carrying a script) is refused, or re-encoded without its payload', async () => {
      const before = readdirSync(uploadsDir());
      const script = '<script>window.__pwned=1</script>';
      const fake = await upload([
        { field: 'image', filename: 'x.gif', type: 'image/gif', content: `GIF89a/*${script}*/=1;` },
      ]);
      expect(fake.statusCode).toBe(400);
      expect(readdirSync(uploadsDir())).toEqual(before);

      // A real picture with HTML after its end: it decodes, so it is re-encoded, and the tail is gone.
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e4572e' } })
        .gif()
        .toBuffer();
      const polyglot = Buffer.concat([gif, Buffer.from(`<html>${script}</html>`)]);
      const real = await upload([
        { field: 'image', filename: 'x.gif', type: 'image/gif', content: polyglot },
      ]);
      expect(real.statusCode, real.body).toBe(200);
      const url: string = real.json().data.url;
      const stored = readFileSync(path.join(uploadsDir(), path.basename(url)));
      expect(stored.subarray(0, 4).toString()).toBe('RIFF');
      expect(stored.subarray(8, 12).toString()).toBe('WEBP');
      expect(stored.includes('<script')).toBe(false);
      const served = await shop.app.inject(url);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('an oversize file is refused', async () => {
      const before = readdirSync(uploadsDir());
      const response = await upload([
        {
          field: 'image',
          filename: 'huge.png',
          type: 'image/png',
          content: Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024, 0)]),
        },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/larger than 5 MB/);
      expect(readdirSync(uploadsDir())).toEqual(before);
    });

    it('a path-traversal file name stores nothing outside the uploads folder', async () => {
      const dataDirBefore = readdirSync(shop.dataDir);
      const evil = (dir: string) => readdirSync(dir).filter((name) => name.includes('evil'));
      for (const filename of [
        '../../evil.png',
        '..\\..\\evil.png',
        '/tmp/evil.png',
        '..%2f..%2fevil.png',
        'evil.png\u0000.html',
      ]) {
        const response = await upload([
          { field: 'image', filename, type: 'image/png', content: await pngImage() },
        ]);
        expect(response.statusCode, filename).toBe(200);
        expect(response.json().data.url, filename).toMatch(/^\/uploads\/[A-Za-z0-9_-]{16,}\.webp$/);
      }
      expect(readdirSync(shop.dataDir)).toEqual(dataDirBefore);
      expect(evil(path.dirname(shop.dataDir))).toEqual([]);
      expect(existsSync('/tmp/evil.png')).toBe(false);
      expect(readdirSync(uploadsDir()).every((name) => /^[A-Za-z0-9_-]+\.webp$/.test(name))).toBe(true);
    });
  });

  describe('sessions', () => {
    const ownOrders = (headers: Record<string, string>) =>
      shop.app.inject({ url: `/api/orders/${encodeURIComponent(scene.user.email)}`, headers });
    const adminList = (headers: Record<string, string>) => shop.app.inject({ url: '/api/users', headers });

    it('a forged session token is refused', async () => {
      const real = scene.user.token;
      const [value, signature] = decodeURIComponent(scene.user.cookie.split('=')[1]!).split('.');
      const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
      const forgeries: Array<Record<string, string>> = [
        { authorization: 'Bearer not-a-real-token' },
        { authorization: `Bearer ${flip(real)}` },
        { authorization: `Bearer ${'A'.repeat(32)}` },
        { authorization: `Bearer ${real}' OR '1'='1` },
        { authorization: 'Bearer ' },
        { authorization: `Basic ${Buffer.from(`${scene.user.email}:${TEST_PASSWORD}`).toString('base64')}` },
        { cookie: `better-auth.session_token=${encodeURIComponent(`${value}.${flip(signature!)}`)}` },
        { cookie: `better-auth.session_token=${encodeURIComponent(`${flip(value!)}.${signature}`)}` },
        { cookie: `better-auth.session_token=${value}` },
        { cookie: `better-auth.session_token=${scene.user.cookie.split('=')[1]}x` },
      ];
      for (const headers of forgeries) {
        const response = await ownOrders(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.json().message).toBe('Please sign in first');
        expect((await adminList(headers)).statusCode, JSON.stringify(headers)).toBe(401);
      }
      expect((await ownOrders(scene.user.headers)).statusCode).toBe(200);
    });

    it('an expired session token is refused', async () => {
      const expire = (customer: { id: string }, at: Date) =>
        db().update(session).set({ expiresAt: at }).where(eq(session.userId, customer.id));
      const ownList = (customer: { email: string }, headers: Record<string, string>) =>
        shop.app.inject({ url: `/api/orders/${encodeURIComponent(customer.email)}`, headers });

      // Expired before it is ever used.
      const late = await signUp(shop.app, { email: uniqueEmail('expired') });
      await expire(late, new Date(Date.now() - 60_000));
      expect((await ownList(late, late.headers)).statusCode).toBe(401);
      expect((await ownList(late, { cookie: late.cookie })).statusCode).toBe(401);

      // Expired in the database while in use: a session read a moment ago vouches for its caller
      // at most SESSION_CACHE_TTL_MS longer (plugins/auth.ts), then it is refused however it is sent.
      const customer = await signUp(shop.app, { email: uniqueEmail('expiring') });
      expect((await ownList(customer, customer.headers)).statusCode).toBe(200);
      await expire(customer, new Date(Date.now() - 1000));
      const expired = Date.now();
      while ((await ownList(customer, customer.headers)).statusCode !== 401) {
        expect(Date.now() - expired).toBeLessThan(SESSION_CACHE_TTL_MS + 1000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await ownList(customer, { cookie: customer.cookie })).statusCode).toBe(401);
      const order = await shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: customer.cookie, origin: TEST_ORIGIN },
        payload: { productId: (await scene.product()).id, quantity: 1, size: 'M' },
      });
      expect(order.statusCode).toBe(401);
    });
  });

  it("a link on the shop's address never sends a customer to another site (no open redirect)", async () => {
    const elsewhere = [
      'https://evil.example/login',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ];
    for (const callbackURL of elsewhere) {
      const link = await shop.app.inject(
        `/api/auth/verify-email?token=any&callbackURL=${encodeURIComponent(callbackURL)}`,
      );
      expect(link.statusCode, callbackURL).toBe(400);
      expect(link.headers.location, callbackURL).toBeUndefined();
      for (const [endpoint, payload] of [
        [
          '/sign-up/email',
          { name: 'Nadia Islam', email: uniqueEmail('redirect'), password: TEST_PASSWORD, callbackURL },
        ],
        ['/sign-in/social', { provider: 'google', callbackURL: '/', errorCallbackURL: callbackURL }],
        ['/request-password-reset', { email: scene.other.email, redirectTo: callbackURL }],
      ] as const) {
        const response = await shop.app.inject({
          method: 'POST',
          url: `/api/auth${endpoint}`,
          headers: { origin: TEST_ORIGIN },
          payload,
        });
        expect(response.statusCode, `${endpoint} ${callbackURL}`).toBe(400);
        expect(response.json().message).toBe('The return address must be a path of the shop');
      }
    }
    const inside = await shop.app.inject('/api/auth/verify-email?token=any&callbackURL=%2Fdashboard');
    expect(inside.headers.location).toMatch(/^\/dashboard\?error=/);
  });

  // Also: features/auth/accounts.test.ts and the feature tests ("refuses a cookie-authenticated ... from a foreign page").
  it('a cookie-authenticated change from another site is refused on every signed-in route', async () => {
    const changing = ROUTE_TABLE.filter(
      (rule) => rule.method !== 'GET' && rule.who !== 'anyone' && rule.provider !== 'stripe',
    );
    expect(changing.length).toBeGreaterThan(10);
    for (const rule of changing) {
      const caller: CallerName = expectedOutcome(rule.who, 'user') === 'ok' ? 'user' : 'admin';
      const request = await rule.request(scene, caller);
      for (const foreign of [
        { origin: 'https://evil.example' },
        { referer: 'https://evil.example/shop' },
        {},
      ]) {
        const before = await dbState(db());
        const response = await shop.app.inject({
          method: rule.method,
          url: rule.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
            encodeURIComponent(request.params![name]!),
          ),
          query: request.query,
          headers: { ...request.headers, ...foreign, cookie: scene.customer(caller).cookie },
          payload: request.payload as string | object | undefined,
        });
        const what = `${routeKey(rule)} ${JSON.stringify(foreign)}: ${response.body}`;
        expect(response.statusCode, what).toBe(403);
        expect(response.json().message, what).toBe('This request must come from the shop itself');
        expect(changedTables(before, await dbState(db())), what).toEqual([]);
      }
    }
  });
});

describe('abuse against limits and the public address', () => {
  let shop: TestShop;
  const publicUrl = 'https://shop.example.com';
  beforeAll(async () => {
    shop = await createTestShop({ AUTH_RATE_LIMIT: '5', PUBLIC_URL: publicUrl, PAYMENT_PROVIDER: 'test' });
  });
  afterAll(() => shop.close());

  const signUpAt = async (email: string) => {
    const post = (path: string, payload: object) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/auth/${path}`,
        headers: { origin: publicUrl },
        payload,
        remoteAddress: '10.9.0.1',
      });
    const signedUp = await post('sign-up/email', { name: 'Nadia Islam', email, password: TEST_PASSWORD });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const signedIn = await post('sign-in/email', { email, password: TEST_PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return signedIn.cookies
      .filter((cookie) => cookie.name.includes('session_token'))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  };

  // Also: plugins/rate-limit.test.ts for the per-address and per-account limits in detail.
  it('brute-force sign-in is stopped by the rate limit, even with the right password at the end', async () => {
    const email = uniqueEmail('target');
    await signUpAt(email);
    const attempt = (password: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: publicUrl },
        payload: { email, password },
        remoteAddress: '10.9.0.2',
      });
    // Five wrong passwords a minute from one address; then even the right one waits.
    let guesses = 0;
    for (; guesses < 10; guesses += 1) {
      const response = await attempt(`wrongGuess${guesses}`);
      if (response.statusCode === 429) break;
      expect(response.statusCode).toBe(401);
    }
    expect(guesses).toBe(5);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['set-cookie']).toBeUndefined();
  });

  it('a cookie-authenticated change is trusted only from PUBLIC_URL', async () => {
    const cookie = await signUpAt(uniqueEmail('public'));
    const post = (origin: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/review',
        headers: { cookie, origin },
        payload: { rating: 4, reviewText: 'Genuine parts.' },
      });
    expect((await post('http://localhost:3000')).statusCode).toBe(403);
    expect((await post('http://shop.example.com')).statusCode).toBe(403);
    expect((await post(publicUrl)).statusCode).toBe(200);
  });
});
