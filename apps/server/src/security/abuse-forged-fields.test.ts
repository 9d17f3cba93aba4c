import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, reviews, user } from '../db/schema/index.js';
import { abuseCalls, bodyFieldsOf } from '../test/abuse-scene.js';
import { TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../test/app.js';
import { changedTables } from '../test/db-state.js';
import { expectedOutcome, ROUTE_TABLE, routeKey } from '../test/route-table.js';
import type { CallerName, Scene } from '../test/scene.js';
import { useTestShop } from '../test/use-test-shop.js';

/**
 * Abuse that real shops suffer, one named test each. Several are also proven in the feature's own
 * tests (named in the comments); here each stands on its own as the attack it is.
 */
describe('abuse', () => {
  const shop = useTestShop({ routes: true, scene: true });
  let scene: Scene;
  /** The fields each route's body schema takes. */
  let bodyFields: Map<string, string[]>;
  beforeAll(() => {
    scene = shop.scene;
    bodyFields = bodyFieldsOf(shop.routes);
  });
  const { db, state } = abuseCalls(() => ({ shop, scene }));

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
      priceMinor: 1,
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
        where o.transaction_id = ${sneaky.transactionId} or o.subtotal_cents = 1
           or (o.paid and not exists (select 1 from payments p
                where p.order_id = o.id and p.intent_id = o.transaction_id and p.status = 'succeeded'))`)
        .then((result) => (result as unknown as { rows: Array<{ count: number }> }).rows);
      expect(forged!.count, what).toBe(0);
      const cheap = await db().select().from(products).where(eq(products.priceMinor, 1));
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

    // better-auth's own bodies: sign-up and a name change (also in features/auth/sign-up.test.ts and account-checks.test.ts).
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
    // Every route of the route table: its time grows with it, beyond the one test's default.
  }, 90_000);

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
    const before = await state();
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
    expect(changedTables(before, await state())).toEqual([]);
  });
});
