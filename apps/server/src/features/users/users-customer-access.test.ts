import { beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp, signUpAdmin } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { isAdmin, makeAdminPath, userPath } from '../../test/user-requests.js';

describe('user management', () => {
  const shop = useTestShop();
  beforeAll(async () => {
    // The shop has an admin, as it does in use.
    await signUpAdmin(shop.app);
  });

  describe('for a customer', () => {
    let customer: Customer;
    let victim: Customer;
    beforeAll(async () => {
      customer = await signUp(shop.app);
      victim = await signUp(shop.app);
    });

    it('listing users is 403', async () => {
      const response = await shop.app.inject({ url: '/api/users', headers: customer.headers });
      expect(response.statusCode).toBe(403);
    });

    it('making anyone (themselves included) an admin is 403 and changes nothing', async () => {
      for (const email of [customer.email, victim.email]) {
        const response = await shop.app.inject({
          method: 'PUT',
          url: makeAdminPath(email),
          headers: customer.headers,
        });
        expect(response.statusCode).toBe(403);
      }
      expect(await isAdmin(shop.app, customer)).toBe(false);
      expect(await isAdmin(shop.app, victim)).toBe(false);
    });

    it('deleting a user is 403 and changes nothing', async () => {
      const response = await shop.app.inject({
        method: 'DELETE',
        url: userPath(victim.email),
        headers: customer.headers,
      });
      expect(response.statusCode).toBe(403);
      expect(await isAdmin(shop.app, victim)).toBe(false);
      const me = await shop.app.inject({
        url: `/api/users/me?email=${victim.email}`,
        headers: victim.headers,
      });
      expect(me.statusCode).toBe(200);
    });

    it('every route is 401 without a session', async () => {
      expect((await shop.app.inject({ url: '/api/users' })).statusCode).toBe(401);
      expect((await shop.app.inject({ method: 'PUT', url: makeAdminPath(victim.email) })).statusCode).toBe(
        401,
      );
      expect((await shop.app.inject({ method: 'DELETE', url: userPath(victim.email) })).statusCode).toBe(401);
    });
  });
});
