import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signIn, TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../test/app.js';
import { newAddress } from '../test/rate-limit-clients.js';
import { useTestShop } from '../test/use-test-shop.js';

/**
 * Strangers must not lock a customer out, nor fill their mailbox, nor guess their password
 * without bound, nor learn from the timing whether they shop here (issue 30, items 5 to 9;
 * docs/decisions/026-accounts-a-stranger-cannot-lock.md).
 */
describe('accounts a stranger cannot lock, flood or probe', () => {
  // The shipped defaults of AUTH_ACCOUNT_GUESSES (20) and AUTH_MAILS_PER_HOUR (5); five attempts a
  // minute per client address so that the per-client limits show within a test.
  const ATTEMPTS = 5;
  const GUESSES = 20;
  const MAILS = 5;
  /** Dozens of password checks, on a machine that may run both databases' suites at once. */
  const MANY_SIGN_INS_MS = 90_000;
  const shop = useTestShop({ env: { AUTH_RATE_LIMIT: String(ATTEMPTS) } });

  const post = (endpoint: string, payload: object, address: string, cookie?: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/auth${endpoint}`,
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const signInFrom = (address: string, email: string, password: string, cookie?: string) =>
    post('/sign-in/email', { email, password }, address, cookie);
  const deviceCookie = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((c) => c.name === 'chaka_device');
    return cookie && { ...cookie, header: `${cookie.name}=${cookie.value}` };
  };

  /** A customer who registered and signed in at home: the browser there is a known device. */
  async function customerAtHome() {
    const email = uniqueEmail('owner');
    const home = newAddress();
    const signedUp = await post(
      '/sign-up/email',
      { name: 'Rahim Uddin', email, password: TEST_PASSWORD },
      home,
    );
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const signedIn = await signInFrom(home, email, TEST_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const device = deviceCookie(signedIn);
    expect(device).toBeDefined();
    return { email, home, device: device!.header };
  }

  /** The mails `email` received, once every mail of the requests answered so far went out. */
  async function mailsTo(email: string, subject: RegExp) {
    await shop.app.auth.settle();
    return shop.smtp.inbox.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  }
  const resetToken = (mail: { text: string }) =>
    decodeURIComponent(mail.text.match(/\/reset-password\/([^\s/?]+)/)![1]!);

  describe('item 5: a lockout of the real customer', () => {
    it(
      'lets the owner in on their own device after their own typo and 25 strangers guessing',
      async () => {
        const owner = await customerAtHome();
        const signedIn = await signInFrom(owner.home, owner.email, TEST_PASSWORD);
        const cookie = deviceCookie(signedIn)!;
        expect(cookie.httpOnly).toBe(true);
        expect(cookie.path).toBe('/api/auth');
        expect(cookie.maxAge).toBeGreaterThan(300 * 24 * 60 * 60);

        expect((await signInFrom(owner.home, owner.email, 'typoPass1', owner.device)).statusCode).toBe(401);
        for (let i = 0; i < 25; i += 1) {
          expect([401, 429]).toContain(
            (await signInFrom(newAddress(), owner.email, `guess${i}Pass`)).statusCode,
          );
        }
        const back = await signInFrom(owner.home, owner.email, TEST_PASSWORD, owner.device);
        expect(back.statusCode, back.body).toBe(200);
        expect(back.headers['set-auth-token']).toEqual(expect.any(String));

        // Without the cookie, from the address that typed wrong, the owner waits like a stranger;
        // a cookie made up, or one of another account's device, is no cookie.
        expect((await signInFrom(owner.home, owner.email, TEST_PASSWORD)).statusCode).toBe(429);
        const [device, tag] = owner.device.split('=')[1]!.split('.');
        const forged = `chaka_device=${device}.${tag!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
        expect((await signInFrom(owner.home, owner.email, TEST_PASSWORD, forged)).statusCode).toBe(429);
        const neighbour = await customerAtHome();
        expect((await signInFrom(owner.home, owner.email, TEST_PASSWORD, neighbour.device)).statusCode).toBe(
          429,
        );
      },
      MANY_SIGN_INS_MS,
    );

    it(
      'keeps the per-client limit for the holder of a known device',
      async () => {
        const owner = await customerAtHome();
        const cafe = newAddress();
        for (let i = 0; i < ATTEMPTS; i += 1) {
          expect((await signInFrom(cafe, uniqueEmail('other'), 'wrongPass1', owner.device)).statusCode).toBe(
            401,
          );
        }
        const refused = await signInFrom(cafe, owner.email, TEST_PASSWORD, owner.device);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toMatch(/^Too many attempts\. Please wait/);
      },
      MANY_SIGN_INS_MS,
    );

    it("answers strangers' reset requests alike, mails at most AUTH_MAILS_PER_HOUR, and the mailed link works", async () => {
      const owner = await customerAtHome();
      const answers = [];
      for (let i = 0; i < 9; i += 1) {
        answers.push(await post('/request-password-reset', { email: owner.email }, newAddress()));
      }
      const own = await post('/request-password-reset', { email: owner.email }, owner.home);
      for (const answer of [...answers, own]) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toEqual(own.json());
      }
      // The mails of the hour: the verification mail of the sign-up, then reset links.
      expect(await mailsTo(owner.email, /./)).toHaveLength(MAILS);
      const mails = await mailsTo(owner.email, /Reset/);
      expect(mails).toHaveLength(MAILS - 1);
      // The last link mailed is the one that works (none made after it unmailed).
      const used = await post(
        '/reset-password',
        { token: resetToken(mails.at(-1)!), newPassword: 'freshPass9' },
        owner.home,
      );
      expect(used.statusCode, used.body).toBe(200);
      await expect(signIn(shop.app, owner.email, 'freshPass9')).resolves.toMatchObject({
        email: owner.email,
      });
    });

    it('never refuses a good reset link to a client that used up its attempts', async () => {
      const owner = await customerAtHome();
      expect((await post('/request-password-reset', { email: owner.email }, owner.home)).statusCode).toBe(
        200,
      );
      const [mail] = await mailsTo(owner.email, /Reset/);
      const shared = newAddress();
      for (let i = 0; i < ATTEMPTS; i += 1) {
        expect((await post('/request-password-reset', { email: uniqueEmail() }, shared)).statusCode).toBe(
          200,
        );
      }
      const madeUp = await post(
        '/reset-password',
        { token: 'made-up-token', newPassword: 'freshPass9' },
        shared,
      );
      expect(madeUp.statusCode).toBe(429);
      const used = await post(
        '/reset-password',
        { token: resetToken(mail!), newPassword: 'freshPass9' },
        shared,
      );
      expect(used.statusCode, used.body).toBe(200);
    });

    it(
      'lets the real owner sign up after ten sign-ups by strangers for the address',
      async () => {
        const email = uniqueEmail('not-yet');
        for (let i = 0; i < 10; i += 1) {
          const stranger = await post(
            '/sign-up/email',
            { name: 'Some Stranger', email, password: `stranger${i}Pass` },
            newAddress(),
          );
          expect(stranger.statusCode, stranger.body).toBe(200);
        }
        const owner = await post(
          '/sign-up/email',
          { name: 'Real Owner', email, password: TEST_PASSWORD },
          newAddress(),
        );
        expect(owner.statusCode, owner.body).toBe(200);
        expect(await mailsTo(email, /./)).toHaveLength(MAILS);
      },
      MANY_SIGN_INS_MS,
    );
  });

  describe('item 6: a reset link survives a password change', () => {
    it('ends every reset link and every other session when the password is changed', async () => {
      const owner = await customerAtHome();
      const here = await signIn(shop.app, owner.email);
      const elsewhere = await signIn(shop.app, owner.email);
      expect((await post('/request-password-reset', { email: owner.email }, owner.home)).statusCode).toBe(
        200,
      );
      const [mail] = await mailsTo(owner.email, /Reset/);

      const changed = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { origin: TEST_ORIGIN, cookie: here.cookie },
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'changedPass9' },
      });
      expect(changed.statusCode, changed.body).toBe(200);

      const stale = await post(
        '/reset-password',
        { token: resetToken(mail!), newPassword: 'stolenPass9' },
        newAddress(),
      );
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toBe('Invalid token');
      await expect(signIn(shop.app, owner.email, 'stolenPass9')).rejects.toThrow(/401/);

      const session = (cookie: string) =>
        shop.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
      expect((await session(elsewhere.cookie)).json()).toBeNull();
      expect((await session(here.cookie)).json()?.user?.email).toBe(owner.email);
      await expect(signIn(shop.app, owner.email, 'changedPass9')).resolves.toMatchObject({
        email: owner.email,
      });
    });
  });

  describe('item 7: verification mails without limit', () => {
    it('limits resending the verification mail per client and mails an address AUTH_MAILS_PER_HOUR at most', async () => {
      const email = uniqueEmail('unverified');
      const home = newAddress();
      const signedUp = await post(
        '/sign-up/email',
        { name: 'Nadia Islam', email, password: TEST_PASSWORD },
        home,
      );
      expect(signedUp.statusCode).toBe(200);

      const client = newAddress();
      const statuses = [];
      for (let i = 0; i < 60; i += 1) {
        statuses.push((await post('/send-verification-email', { email }, client)).statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(ATTEMPTS);
      expect(statuses.filter((status) => status === 429)).toHaveLength(60 - ATTEMPTS);

      // From many clients: every one answered as usual, and still no more mails.
      const many = await Promise.all(
        Array.from({ length: 20 }, () => post('/send-verification-email', { email }, newAddress())),
      );
      for (const answer of many) expect(answer.statusCode).toBe(200);
      expect(await mailsTo(email, /Verify/)).toHaveLength(MAILS);
    });
  });

  describe('item 8: guessing spread over many addresses', () => {
    it(
      `checks AUTH_ACCOUNT_GUESSES (${GUESSES}) wrong passwords an hour from new devices, then slows them`,
      async () => {
        const owner = await customerAtHome();
        const answers = [];
        for (let i = 0; i < 40; i += 1)
          answers.push(await signInFrom(newAddress(), owner.email, `guess${i}Pass`));
        expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(GUESSES);
        const slowed = answers.slice(GUESSES);
        for (const answer of slowed) {
          expect(answer.statusCode).toBe(429);
          expect(answer.json().message).toMatch(
            /^Too many wrong passwords for this e-mail address\. Sign in on a device you have used before, reset your password, or wait \d+ seconds?\.$/,
          );
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        }
        // The owner's own device is not slowed; a new one is, even with the right password.
        expect((await signInFrom(owner.home, owner.email, TEST_PASSWORD, owner.device)).statusCode).toBe(200);
        expect((await signInFrom(newAddress(), owner.email, TEST_PASSWORD)).statusCode).toBe(429);
        // Other accounts are not slowed.
        const other = await customerAtHome();
        expect((await signInFrom(newAddress(), other.email, TEST_PASSWORD)).statusCode).toBe(200);
      },
      MANY_SIGN_INS_MS,
    );
  });

  describe('item 9: the timing of a reset request', () => {
    it('answers before any database work, alike for a known and an unknown address, and mails afterwards', async () => {
      const owner = await customerAtHome();
      const unknown = uniqueEmail('nobody');
      const request = (email: string) =>
        post('/request-password-reset', { email }, newAddress()).then((answer) => ({
          answer,
          at: Date.now(),
        }));
      let released = 0;
      // The database is held while both requests are answered: on PostgreSQL the tables a reset
      // reads are locked, and the embedded database runs nothing outside this transaction.
      const answers = await shop.app.db.transaction(async (tx) => {
        if (shop.database.kind === 'postgres') {
          await tx.execute(sql`lock table "user", "account", "verification" in access exclusive mode`);
        }
        const both = await Promise.race([
          Promise.all([request(owner.email), request(unknown)]),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('a reset request waited for the database')), 5000),
          ),
        ]);
        released = Date.now();
        return both;
      });
      const [known, stranger] = answers.map(({ answer, at }) => {
        expect(at).toBeLessThanOrEqual(released);
        return answer;
      });
      expect(known!.statusCode).toBe(200);
      expect(known!.body).toBe(stranger!.body);
      const comparable = (answer: LightMyRequestResponse) => {
        const { date: _date, 'x-request-id': _id, ...headers } = answer.headers;
        return headers;
      };
      expect(comparable(known!)).toEqual(comparable(stranger!));
      // The work happened after the answers: the owner's link arrives, the unknown address gets nothing.
      expect(await mailsTo(owner.email, /Reset/)).toHaveLength(1);
      expect(await mailsTo(unknown, /./)).toHaveLength(0);
    });
  });
});
