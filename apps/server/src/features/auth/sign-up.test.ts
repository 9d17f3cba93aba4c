import { messages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.js';
import { accountRequests, PUBLIC_URL } from '../../test/account-requests.js';
import { signIn, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('accounts and sessions', () => {
  const shop = useTestShop();
  const { post } = accountRequests(() => shop);

  describe('sign-up', () => {
    it('creates the account without signing in; signing in sets an httpOnly SameSite=Lax cookie and a bearer token', async () => {
      const email = uniqueEmail();
      const response = await post('/api/auth/sign-up/email', {
        name: 'Karim Hasan',
        email,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        token: null,
        user: { email, name: 'Karim Hasan', emailVerified: false },
      });
      // No session: the one cookie is the sign-up's own, which lets only this browser be signed in
      // by the verification link (issue 30, security/verification-sign-in.test.ts).
      expect(response.cookies.map((c) => c.name)).toEqual(['chaka.sign_up']);
      expect(response.headers['set-auth-token']).toBeUndefined();

      const signedIn = await post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['set-auth-token']).toEqual(expect.any(String));
      const cookie = signedIn.cookies.find((c) => c.name === 'better-auth.session_token');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.secure).toBeFalsy();
    });

    it('mails a verification link to PUBLIC_URL that verifies the address', async () => {
      const customer = await signUp(shop.app, { name: 'Nadia Islam' });
      const mail = await shop.smtp.waitForMail(customer.email, (m) => /Verify/.test(m.subject));
      expect(mail.text).toContain('Nadia Islam');
      const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/api/auth/verify-email');

      const response = await shop.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(response.statusCode).toBe(302);
      // The shop's home page, on the link's own address (PUBLIC_URL).
      expect(new URL(String(response.headers.location), link).href).toBe(`${PUBLIC_URL}/`);
      const [row] = await shop.app.db.select().from(user).where(eq(user.email, customer.email));
      expect(row?.emailVerified).toBe(true);
    });

    it.each([
      [{ name: 'Rahim', email: 'rahim@example.com', password: 'short1' }, messages.password.invalid],
      [{ name: 'Rahim', email: 'rahim@example.com', password: 'lettersonly' }, messages.password.invalid],
      [{ name: 'Rahim', email: 'rahim@example.com', password: '12345678' }, messages.password.invalid],
      [{ name: 'Rahim', email: 'rahim@example.com', password: 'with space1' }, messages.password.invalid],
      [{ name: 'Rahim', email: 'rahim@example.com', password: '' }, messages.password.required],
      [{ name: 'Rahim', email: 'not-an-address', password: TEST_PASSWORD }, messages.email.invalid],
      [{ name: 'Rahim', password: TEST_PASSWORD }, messages.email.required],
      [{ name: 'R2D2', email: 'rahim@example.com', password: TEST_PASSWORD }, messages.name.invalid],
      [{ name: '  ', email: 'rahim@example.com', password: TEST_PASSWORD }, messages.name.required],
    ])('refuses %j with "%s" and creates nothing', async (body, message) => {
      const response = await post('/api/auth/sign-up/email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      const rows = await shop.app.db.select().from(user).where(eq(user.email, 'rahim@example.com'));
      expect(rows).toHaveLength(0);
    });

    it('answers a sign-up with a taken address as for a new one, changes nothing and mails the owner', async () => {
      const owner = await signUp(shop.app, { name: 'Owner Rahman' });
      const signUpAs = (email: string) =>
        post('/api/auth/sign-up/email', { name: 'Someone Else', email, password: 'otherPass2' });
      const taken = await signUpAs(owner.email.toUpperCase());
      const fresh = await signUpAs(uniqueEmail('fresh'));

      // The same status, the same fields of the same kinds, no session, the same cookie of the
      // sign-up's own: nothing tells them apart.
      expect(taken.statusCode).toBe(200);
      expect(fresh.statusCode).toBe(200);
      const shape = (body: { user: Record<string, unknown> }) =>
        Object.entries({ ...body, user: undefined, ...body.user })
          .map(([key, value]) => `${key}:${value === null ? 'null' : typeof value}`)
          .sort();
      expect(shape(taken.json())).toEqual(shape(fresh.json()));
      expect(taken.json()).toMatchObject({
        token: null,
        user: { name: 'Someone Else', emailVerified: false },
      });
      const cookieShape = (response: typeof taken) =>
        response.cookies.map(({ name, path, maxAge, httpOnly, sameSite }) => ({
          name,
          path,
          maxAge,
          httpOnly,
          sameSite,
        }));
      expect(cookieShape(taken)).toEqual([expect.objectContaining({ name: 'chaka.sign_up' })]);
      expect(cookieShape(taken)).toEqual(cookieShape(fresh));
      expect(taken.headers['set-auth-token']).toBeUndefined();

      // The account is untouched: the owner's name and password still hold, the other does not.
      const [row] = await shop.app.db.select().from(user).where(eq(user.email, owner.email));
      expect(row?.name).toBe('Owner Rahman');
      expect(
        (await post('/api/auth/sign-in/email', { email: owner.email, password: 'otherPass2' })).statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/sign-in/email', { email: owner.email, password: TEST_PASSWORD })).statusCode,
      ).toBe(200);

      const mail = await shop.smtp.waitForMail(owner.email, (m) => /already have/.test(m.subject));
      expect(mail.subject).toBe('You already have a Chaka Parts account');
      expect(mail.text).toContain('Owner Rahman');
      expect(mail.text).toContain(`${PUBLIC_URL}/reset-password`);
    });

    it('ignores a role sent with the sign-up', async () => {
      const email = uniqueEmail('sneaky');
      const response = await post('/api/auth/sign-up/email', {
        name: 'Sneaky Sam',
        email,
        password: TEST_PASSWORD,
        role: 'admin',
        emailVerified: true,
      });
      expect(response.statusCode).toBe(200);
      const [row] = await shop.app.db.select().from(user).where(eq(user.email, email));
      expect(row).toMatchObject({ role: 'user', emailVerified: false });
      const { token } = await signIn(shop.app, email);
      const check = await shop.app.inject({
        url: `/admin/${encodeURIComponent(email)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(check.json()).toEqual({ admin: false });
    });
  });
});
