import { beforeAll, describe, expect, it } from 'vitest';
import { type Customer, TEST_ORIGIN, TEST_PASSWORD, type TestShop, uniqueEmail } from '../test/app.js';
import { useTestShop } from '../test/use-test-shop.js';

/**
 * Issue 30, item 3: `GET /api/auth/verify-email?token=bad&callbackURL=/x%%2F..%2F..%2F%2Fevil.example`
 * answered `302 Location: //evil.example`: the shop checked the value as Fastify read it, better-auth
 * read the raw URL otherwise. Every return address of every identity endpoint, in every spelling
 * below, either is refused or leads to a page of the shop: no answer's Location (nor the `url` a
 * sign-in answers for the browser to follow) resolves to another host.
 */

/** Return addresses as they appear in a query string: raw, percent-encoded once, twice, mixed. */
const RAW_IN_QUERY = [
  '/x%%2F..%2F..%2F%2Fevil.example',
  '/x%%2F%2F%2Fevil.example',
  '/%%2F%2Fevil.example',
  '/x%252F..%252F..%252F%252Fevil.example',
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%2e%2e//evil.example',
  '/%2e%2e%2f%2fevil.example',
  '/x/%2E%2E/%2E%2E//evil.example',
  '/.%2F/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '%5C%5Cevil.example',
  '/%255Cevil.example',
  '\\/evil.example',
  '/\\evil.example',
  '%5C/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '%09//evil.example',
  '/\t/evil.example',
  '//evil.example',
  '///evil.example',
  '/%E2%88%95evil.example',
  '%E2%88%95%E2%88%95evil.example',
  '/%EF%BC%8F%EF%BC%8Fevil.example',
  '%EF%BC%8F%EF%BC%8Fevil.example',
  '/%E2%81%84evil.example',
  'https:evil.example',
  'https:%2F%2Fevil.example',
  'https://evil.example',
  '/%%32%46%%32%46evil.example',
  '/%2%2F%2Fevil.example',
  '/x%%5C..%5C..%5C%5Cevil.example',
];

/** The same spellings as a JSON body carries them: once decoded, and as written. */
const IN_BODY = [
  ...new Set(
    RAW_IN_QUERY.flatMap((raw) => {
      let decoded = raw;
      try {
        decoded = decodeURIComponent(raw);
      } catch {}
      return [raw, decoded];
    }),
  ),
  '/x%/../..//evil.example',
  '/\u2215evil.example',
  '\uFF0F\uFF0Fevil.example',
  '/\uFF3Cevil.example',
  '/ /evil.example',
];

const onShop = (location: string) =>
  new URL(location, 'http://localhost/api/auth/x').hostname === 'localhost';

describe('return addresses in every spelling', () => {
  const shop = useTestShop({ customers: ['Redirect Target'] });
  let customer: Customer;
  beforeAll(() => {
    ({ customer } = shop);
  });

  /** Refused (4xx), or answered with every address in it leading to the shop itself. */
  function expectNoWayOut(what: string, response: Awaited<ReturnType<TestShop['app']['inject']>>) {
    expect(response.statusCode, what).toBeLessThan(500);
    const location = response.headers.location;
    if (location !== undefined) expect(onShop(String(location)), `${what} → ${location}`).toBe(true);
    if (response.statusCode >= 400) {
      expect(location, what).toBeUndefined();
      return;
    }
    const url = (response.json() as { url?: unknown } | null)?.url;
    if (typeof url === 'string') expect(onShop(url), `${what} → ${url}`).toBe(true);
  }

  it('never sends a browser off the shop from a link', { timeout: 120_000 }, async () => {
    const links = (raw: string) => [
      `/api/auth/verify-email?token=bad&callbackURL=${raw}`,
      `/api/auth/verify-email?callbackURL=${raw}&token=bad`,
      `/api/auth/verify-email?token=bad&callbackURL=%2F&callbackURL=${raw}`,
      `/api/auth/reset-password/bad?callbackURL=${raw}`,
      `/api/auth/delete-user/callback?token=bad&callbackURL=${raw}`,
    ];
    for (const raw of RAW_IN_QUERY) {
      for (const url of links(raw)) {
        for (const cookie of [undefined, customer.cookie]) {
          const response = await shop.app.inject({ url, headers: cookie ? { cookie } : {} });
          expectNoWayOut(`GET ${url}`, response);
        }
      }
    }
  });

  it('never sends a browser off the shop from an answer to a form', { timeout: 240_000 }, async () => {
    const bodies = (to: string): Array<[string, Record<string, unknown>, boolean]> => [
      ['/sign-in/email', { email: customer.email, password: TEST_PASSWORD, callbackURL: to }, false],
      [
        '/sign-up/email',
        { name: 'Nadia Islam', email: uniqueEmail('spelling'), password: TEST_PASSWORD, callbackURL: to },
        false,
      ],
      ['/sign-in/social', { provider: 'google', callbackURL: to }, false],
      ['/sign-in/social', { provider: 'google', callbackURL: '/', newUserCallbackURL: to }, false],
      ['/sign-in/social', { provider: 'google', callbackURL: '/', errorCallbackURL: to }, false],
      ['/request-password-reset', { email: customer.email, redirectTo: to }, false],
      ['/send-verification-email', { email: customer.email, callbackURL: to }, true],
      ['/change-email', { newEmail: uniqueEmail('moved'), callbackURL: to }, true],
      ['/delete-user', { callbackURL: to }, true],
      ['/link-social', { provider: 'google', callbackURL: to }, true],
    ];
    for (const to of IN_BODY) {
      for (const [endpoint, body, signedIn] of bodies(to)) {
        const response = await shop.app.inject({
          method: 'POST',
          url: `/api/auth${endpoint}`,
          headers: { origin: TEST_ORIGIN, ...(signedIn ? { cookie: customer.cookie } : {}) },
          payload: body,
        });
        expectNoWayOut(`POST ${endpoint} ${JSON.stringify(body)}`, response);
      }
      // The address in the query of a form's request counts as much as the one in its body.
      const response = await shop.app.inject({
        method: 'POST',
        url: `/api/auth/request-password-reset?redirectTo=${encodeURIComponent(to)}&callbackURL=${encodeURIComponent(to)}`,
        headers: { origin: TEST_ORIGIN },
        payload: { email: customer.email },
      });
      expectNoWayOut(`POST /request-password-reset?redirectTo=${to}`, response);
    }
  });

  it('still leads to a path of the shop spelt plainly', async () => {
    const verify = await shop.app.inject(
      '/api/auth/verify-email?token=bad&callbackURL=%2Fdashboard%3Ftab%3D1',
    );
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toMatch(/^\/dashboard\?tab=1&error=/);
    // A spelling that stays on the shop is followed as it is read: the shop's path, never another host.
    const odd = await shop.app.inject(
      '/api/auth/verify-email?token=bad&callbackURL=/x%%2F..%2F..%2F%2Fevil.example',
    );
    expect(odd.statusCode).toBe(302);
    expect(String(odd.headers.location)).toMatch(/^\/x%%2F\.\.%2F\.\.%2F%2Fevil\.example\?error=/);
  });
});
