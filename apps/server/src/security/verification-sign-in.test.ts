import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '../db/schema/index.js';
import { TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../test/app.js';
import { useTestShop } from '../test/use-test-shop.js';

/**
 * Issue 30, item 4: login CSRF of a signed-out visitor. An attacker signs up and sends a victim
 * their verification link; a victim without any session who opened it was signed in as the
 * attacker, and what they did next (cart, delivery address, a saved car) landed in the attacker's
 * account. Now a verification link signs in only the browser that signed up.
 */
describe('verifying an address signs in only the browser that signed up', () => {
  const shop = useTestShop();

  /** Signs up in a browser of its own: the address, and the cookies that browser now holds. */
  async function signUpInBrowser(name: string) {
    const email = uniqueEmail('verify');
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name, email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return { email, cookie, cookies: response.cookies };
  }
  async function verificationLink(email: string): Promise<string> {
    const mail = await shop.smtp.waitForMail(email, (m) => /Verify/.test(m.subject));
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    return `${link.pathname}${link.search}`;
  }
  const open = (link: string, cookie?: string) =>
    shop.app.inject({ url: link, headers: cookie ? { cookie } : {} });
  const account = async (email: string) =>
    (await shop.app.db.select().from(user).where(eq(user.email, email)))[0]!;
  const sessionsOf = async (id: string) =>
    (await shop.app.db.select().from(session).where(eq(session.userId, id))).length;
  const sessionCookie = (response: Awaited<ReturnType<typeof open>>) =>
    response.cookies.find((c) => /^(__Secure-)?better-auth\.session_token$/.test(c.name));
  const whoIs = async (cookie: string) =>
    (await shop.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json()?.user?.email as
      | string
      | undefined;

  it("verifies the address but signs in nobody when a browser without cookies opens another's link", async () => {
    const attacker = await signUpInBrowser('Sly Attacker');
    const link = await verificationLink(attacker.email);
    const { id } = await account(attacker.email);

    const opened = await open(link);
    expect(opened.statusCode).toBe(302);
    expect(new URL(String(opened.headers.location), TEST_ORIGIN).pathname).toBe('/');
    expect(sessionCookie(opened)).toBeUndefined();
    expect(opened.headers['set-auth-token']).toBeUndefined();
    expect(await sessionsOf(id)).toBe(0);
    expect((await account(attacker.email)).emailVerified).toBe(true);
  });

  it('signs in nobody when the browser signed up another address, or shows a made-up cookie', async () => {
    const attacker = await signUpInBrowser('Sly Attacker');
    const victim = await signUpInBrowser('Vera Victim');
    const link = await verificationLink(attacker.email);
    const { id } = await account(attacker.email);
    const made = victim.cookie.replace(/=([^;]*)/, '=bWFkZS11cA');
    for (const cookie of [victim.cookie, made]) {
      const opened = await open(link, cookie);
      expect(opened.statusCode).toBe(302);
      expect(sessionCookie(opened)).toBeUndefined();
    }
    expect(await sessionsOf(id)).toBe(0);
    expect((await account(attacker.email)).emailVerified).toBe(true);
  });

  it('signs in the browser that signed up, once, with a short-lived cookie sent only to the link', async () => {
    const newcomer = await signUpInBrowser('Nadia Islam');
    const started = newcomer.cookies.find((c) => c.name.endsWith('chaka.sign_up'));
    expect(started).toMatchObject({ httpOnly: true, path: '/api/auth/verify-email', sameSite: 'Lax' });
    expect(started!.maxAge).toBeGreaterThan(0);
    expect(started!.maxAge).toBeLessThanOrEqual(3600);

    const opened = await open(await verificationLink(newcomer.email), newcomer.cookie);
    expect(opened.statusCode).toBe(302);
    const cookie = sessionCookie(opened);
    expect(cookie).toBeDefined();
    expect(await whoIs(`${cookie!.name}=${cookie!.value}`)).toBe(newcomer.email);
    expect((await account(newcomer.email)).emailVerified).toBe(true);
    // The sign-up's cookie is spent.
    expect(opened.cookies.find((c) => c.name.endsWith('chaka.sign_up'))?.value).toBe('');
  });
});
