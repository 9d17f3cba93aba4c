import { messages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, user } from '../../db/schema/index.js';
import { accountRequests } from '../../test/account-requests.js';
import { signUp, signUpAdmin, uniqueEmail } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('accounts and sessions', () => {
  const shop = useTestShop();
  const { post, session, syncUser } = accountRequests(() => shop);

  describe('PUT /api/user/{email}', () => {
    it('makes sure the profile row exists and answers a token that works as bearer', async () => {
      const customer = await signUp(shop.app);
      const first = await syncUser(
        customer.email,
        { cookie: customer.cookie },
        { email: customer.email, uid: customer.id },
      );
      expect(first.statusCode).toBe(200);
      const { token } = first.json();
      expect(token).toEqual(expect.any(String));
      expect((await syncUser(customer.email, { cookie: customer.cookie })).statusCode).toBe(200);
      const rows = await shop.app.db.select().from(profiles).where(eq(profiles.userId, customer.id));
      expect(rows).toHaveLength(1);

      const me = await session({ authorization: `Bearer ${token}` });
      expect(me.json().user.email).toBe(customer.email);
    });

    it("refuses another person's address, also for an admin", async () => {
      const customer = await signUp(shop.app);
      const other = await signUp(shop.app);
      const admin = await signUpAdmin(shop.app);
      const asCustomer = await syncUser(other.email, customer.headers);
      expect(asCustomer.statusCode).toBe(403);
      const asAdmin = await syncUser(other.email, admin.headers);
      expect(asAdmin.statusCode).toBe(403);
      const rows = await shop.app.db.select().from(profiles).where(eq(profiles.userId, other.id));
      expect(rows).toHaveLength(0);
    });

    it('refuses a body that names another address than the path', async () => {
      const customer = await signUp(shop.app);
      const response = await syncUser(customer.email, customer.headers, { email: uniqueEmail() });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('GET /admin/{email}', () => {
    it('tells a customer they are not an admin, and refuses to tell about others', async () => {
      const customer = await signUp(shop.app);
      const admin = await signUpAdmin(shop.app);
      const self = await shop.app.inject({ url: `/admin/${customer.email}`, headers: customer.headers });
      expect(self.json()).toEqual({ admin: false });
      const other = await shop.app.inject({ url: `/admin/${admin.email}`, headers: customer.headers });
      expect(other.statusCode).toBe(403);
    });

    it('tells an admin about themselves and about anyone', async () => {
      const customer = await signUp(shop.app);
      const admin = await signUpAdmin(shop.app);
      const get = (email: string) => shop.app.inject({ url: `/admin/${email}`, headers: admin.headers });
      expect((await get(admin.email)).json()).toEqual({ admin: true });
      expect((await get(customer.email)).json()).toEqual({ admin: false });
      expect((await get(uniqueEmail('nobody'))).json()).toEqual({ admin: false });
    });

    it('answers 401 to an anonymous caller', async () => {
      const response = await shop.app.inject({ url: `/admin/${uniqueEmail()}` });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('display name', () => {
    it('changes the name and ignores a role in the same body', async () => {
      const customer = await signUp(shop.app, { name: 'Old Name' });
      const response = await post(
        '/api/auth/update-user',
        { name: "Sadia O'Neil", role: 'admin' },
        customer.headers,
      );
      expect(response.statusCode).toBe(200);
      const [row] = await shop.app.db.select().from(user).where(eq(user.id, customer.id));
      expect(row).toMatchObject({ name: "Sadia O'Neil", role: 'user' });
    });

    it('refuses a name against the rule', async () => {
      const customer = await signUp(shop.app, { name: 'Kept Name' });
      const response = await post('/api/auth/update-user', { name: '<script>' }, customer.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.name.invalid);
      const [row] = await shop.app.db.select().from(user).where(eq(user.id, customer.id));
      expect(row?.name).toBe('Kept Name');
    });
  });

  describe('the auth mount', () => {
    it.each([
      '/api/auth/sign-up/email/',
      '/api/auth//sign-up/email',
      '/api/auth/sign-up%2Femail',
      '/api/auth/Sign-Up/Email',
    ])('refuses the non-canonical path %s, so the rules cannot be bypassed', async (url) => {
      const email = uniqueEmail('bypass');
      const response = await post(url, { name: 'X', email, password: 'weak' });
      expect(response.statusCode).toBe(404);
      const rows = await shop.app.db.select().from(user).where(eq(user.email, email));
      expect(rows).toHaveLength(0);
    });
  });
});
