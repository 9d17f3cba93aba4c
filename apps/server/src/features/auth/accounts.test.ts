import { messages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../../db/schema/index.js';
import {
  createTestShop,
  signIn,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestShop,
  uniqueEmail,
} from '../../test/app.js';

const PUBLIC_URL = 'http://localhost:3000';

describe('accounts and sessions', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers }, payload });
  const session = (headers: Record<string, string>) =>
    shop.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
  const syncUser = (email: string, headers: Record<string, string>, body: object = { email }) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(email)}`,
      headers: { origin: TEST_ORIGIN, ...headers },
      payload: body,
    });

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
      expect(response.headers['set-cookie']).toBeUndefined();

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

      // The same status, the same fields of the same kinds, no cookie: nothing tells them apart.
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
      expect(taken.headers['set-cookie']).toBeUndefined();

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

  describe('sign-in and sign-out', () => {
    it('signs in with the right password', async () => {
      const customer = await signUp(shop.app, { name: 'Farhan Ahmed' });
      const response = await post('/api/auth/sign-in/email', {
        email: customer.email,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        email: customer.email,
        name: 'Farhan Ahmed',
        role: 'user',
      });
      expect(response.headers['set-auth-token']).toEqual(expect.any(String));
    });

    it('accepts the address in any letter case', async () => {
      const customer = await signUp(shop.app);
      const response = await post('/api/auth/sign-in/email', {
        email: `  ${customer.email.toUpperCase()} `,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a wrong password and an unknown address with the same clear message', async () => {
      const customer = await signUp(shop.app);
      const wrong = await post('/api/auth/sign-in/email', { email: customer.email, password: 'wrongPass1' });
      const unknown = await post('/api/auth/sign-in/email', {
        email: uniqueEmail('nobody'),
        password: TEST_PASSWORD,
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Invalid email or password');
        expect(response.headers['set-auth-token']).toBeUndefined();
      }
    });

    it('refuses an empty form with the form messages', async () => {
      const response = await post('/api/auth/sign-in/email', { email: '', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.email.required);
      expect(response.json().issues).toEqual(
        expect.arrayContaining([
          { path: ['email'], message: messages.email.required },
          { path: ['password'], message: messages.password.required },
        ]),
      );
    });

    it('ends the session on sign-out: neither the cookie nor the token works afterwards', async () => {
      const customer = await signUp(shop.app);
      expect((await syncUser(customer.email, customer.headers)).statusCode).toBe(200);
      const out = await post('/api/auth/sign-out', {}, { cookie: customer.cookie });
      expect(out.statusCode).toBe(200);
      expect((await syncUser(customer.email, customer.headers)).statusCode).toBe(401);
      const bySession = await session({ authorization: customer.headers.authorization });
      expect(bySession.json()).toBeNull();
    });
  });

  describe('bearer token and cookie', () => {
    it('accepts either on a signed-in route', async () => {
      const customer = await signUp(shop.app);
      const byBearer = await syncUser(customer.email, customer.headers);
      const byCookie = await syncUser(customer.email, { cookie: customer.cookie });
      expect(byBearer.statusCode).toBe(200);
      expect(byCookie.statusCode).toBe(200);
    });

    it('refuses a cookie-carrying change from a foreign page, but not a bearer call', async () => {
      const customer = await signUp(shop.app);
      const foreign = await syncUser(customer.email, {
        cookie: customer.cookie,
        origin: 'https://evil.example',
      });
      expect(foreign.statusCode).toBe(403);
      const bearer = await syncUser(customer.email, { ...customer.headers, origin: 'https://evil.example' });
      expect(bearer.statusCode).toBe(200);
    });

    it('answers 401 without a session or with a made-up token', async () => {
      const email = uniqueEmail();
      expect((await syncUser(email, {})).statusCode).toBe(401);
      const madeUp = await syncUser(email, { authorization: 'Bearer not-a-real-token' });
      expect(madeUp.statusCode).toBe(401);
      expect(madeUp.json()).toEqual({ message: 'Please sign in first' });
    });
  });

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

  describe('password reset', () => {
    const requestReset = (email: string) => post('/api/auth/request-password-reset', { email });

    it('mails a link to our reset page; the new password works and the old one does not', async () => {
      const customer = await signUp(shop.app);
      const response = await requestReset(customer.email);
      expect(response.statusCode).toBe(200);
      const mail = await shop.smtp.waitForMail(customer.email, (m) => /Reset/.test(m.subject));
      const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
      expect(link.origin).toBe(PUBLIC_URL);
      const token = decodeURIComponent(link.pathname.match(/^\/reset-password\/([^/]+)$/)![1]!);

      const weak = await post('/api/auth/reset-password', { token, newPassword: 'weak' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(messages.password.invalid);

      const reset = await post('/api/auth/reset-password', { token, newPassword: 'newSecret9' });
      expect(reset.statusCode).toBe(200);

      await expect(signIn(shop.app, customer.email, TEST_PASSWORD)).rejects.toThrow(/401/);
      await expect(signIn(shop.app, customer.email, 'newSecret9')).resolves.toMatchObject({
        email: customer.email,
      });
      // The reset ends the sessions opened with the old password.
      expect((await syncUser(customer.email, customer.headers)).statusCode).toBe(401);
      // A link works once.
      const again = await post('/api/auth/reset-password', { token, newPassword: 'otherSecret9' });
      expect(again.statusCode).toBe(400);
    });

    /** The tokens of the reset links mailed to `email`, oldest first, once `count` have arrived. */
    async function resetTokens(email: string, count: number): Promise<string[]> {
      const isReset = (m: { to: string[]; subject: string }) =>
        m.to.includes(email) && /Reset/.test(m.subject);
      await shop.smtp.waitForMail(email, () => shop.smtp.inbox.filter(isReset).length >= count);
      return shop.smtp.inbox
        .filter(isReset)
        .map((m) => decodeURIComponent(m.text.match(/\/reset-password\/([^\s/?]+)/)![1]!));
    }

    it('makes an older link useless once a newer one is sent: only the newest works', async () => {
      const customer = await signUp(shop.app);
      const neighbour = await signUp(shop.app);
      expect((await requestReset(customer.email)).statusCode).toBe(200);
      expect((await requestReset(neighbour.email)).statusCode).toBe(200);
      const [older] = await resetTokens(customer.email, 1);
      expect((await requestReset(customer.email)).statusCode).toBe(200);
      const [, newest] = await resetTokens(customer.email, 2);
      expect(newest).not.toBe(older);

      const stale = await post('/api/auth/reset-password', { token: older!, newPassword: 'stolenPass9' });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toMatch(/invalid token/i);
      const opened = await shop.app.inject(`/api/auth/reset-password/${older}?callbackURL=%2Freset-password`);
      expect(String(opened.headers.location)).toContain('error=INVALID_TOKEN');
      await expect(signIn(shop.app, customer.email, 'stolenPass9')).rejects.toThrow(/401/);

      expect(
        (await post('/api/auth/reset-password', { token: newest!, newPassword: 'newSecret9' })).statusCode,
      ).toBe(200);
      await expect(signIn(shop.app, customer.email, 'newSecret9')).resolves.toMatchObject({
        email: customer.email,
      });
      // Another customer's link is not affected.
      const [neighbours] = await resetTokens(neighbour.email, 1);
      expect(
        (await post('/api/auth/reset-password', { token: neighbours!, newPassword: 'newSecret9' }))
          .statusCode,
      ).toBe(200);
    });

    it('answers the same whether or not an account has the address', async () => {
      const customer = await signUp(shop.app);
      const known = await requestReset(customer.email);
      const unknown = await requestReset(uniqueEmail('nobody'));
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
    });

    it('refuses a made-up token', async () => {
      const response = await post('/api/auth/reset-password', {
        token: 'made-up',
        newPassword: 'newSecret9',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/invalid token/i);
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

describe('sessions on an https PUBLIC_URL', () => {
  let shop: TestShop;
  const origin = 'https://shop.example.com';
  beforeAll(async () => {
    shop = await createTestShop({ PUBLIC_URL: origin, PAYMENT_PROVIDER: 'test' });
  });
  afterAll(() => shop.close());

  it('keep the session in a Secure cookie that signed-in routes accept', async () => {
    const email = uniqueEmail('secure');
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      payload: { name: 'Secure Shopper', email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const signedIn = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = signedIn.cookies.find((c) => c.name === '__Secure-better-auth.session_token');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const sync = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(email)}`,
      headers: { origin, cookie: `${cookie!.name}=${cookie!.value}` },
      payload: { email },
    });
    expect(sync.statusCode).toBe(200);
  });
});
