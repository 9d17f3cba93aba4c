import { messages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { accountRequests, PUBLIC_URL } from '../../test/account-requests.js';
import { signIn, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('accounts and sessions', () => {
  const shop = useTestShop();
  const { post, syncUser } = accountRequests(() => shop);

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
});
