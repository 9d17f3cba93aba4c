import { requestMessages } from '@chaka/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BODY_RULES, AUTH_QUERY_RULES } from '../plugins/auth/rules.js';
import { JSON_MAX_DEPTH } from '../plugins/body-limits.js';
import { TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../test/app.js';
import { applyMutations, deepBody, hostileMutations } from '../test/hostile-requests.js';
import { hostileSender, RUNS, TIMEOUT_MS } from '../test/hostile-send.js';
import { freshPhone } from '../test/phone-requests.js';
import type { CallerName, Scene } from '../test/scene.js';
import { useTestShop } from '../test/use-test-shop.js';

describe('hostile input', () => {
  const shop = useTestShop({ scene: true });
  let scene: Scene;
  beforeAll(() => {
    ({ scene } = shop);
  });
  const sendHostile = hostileSender(() => ({ shop, scene }));

  /** Every account endpoint with a body, checked against the very rules the auth plugin applies. */
  describe('account endpoints', () => {
    const accountTargets: Array<{
      endpoint: string;
      caller: CallerName;
      base: () => Record<string, unknown>;
    }> = [
      {
        endpoint: '/sign-up/email',
        caller: 'anonymous',
        base: () => ({ name: 'Nadia Islam', email: uniqueEmail('fuzz'), password: TEST_PASSWORD }),
      },
      {
        endpoint: '/sign-in/email',
        caller: 'anonymous',
        base: () => ({ email: scene.user.email, password: TEST_PASSWORD }),
      },
      {
        endpoint: '/request-password-reset',
        caller: 'anonymous',
        base: () => ({ email: scene.other.email }),
      },
      {
        endpoint: '/reset-password',
        caller: 'anonymous',
        base: () => ({ newPassword: 'brandNew123', token: 'a-link-nobody-was-sent' }),
      },
      {
        // Never the right current password: the scene's customer keeps theirs.
        endpoint: '/change-password',
        caller: 'user',
        base: () => ({ currentPassword: 'notTheirs123', newPassword: 'brandNew123' }),
      },
      {
        endpoint: '/update-user',
        caller: 'user',
        base: () => ({ name: 'Nadia Islam' }),
      },
      {
        // No code was sent to the number: refused, whatever else the body holds.
        endpoint: '/phone-number/verify',
        caller: 'anonymous',
        base: () => ({ phoneNumber: freshPhone(), code: '123456', name: 'Nadia Islam' }),
      },
      {
        endpoint: '/sign-in/social',
        caller: 'anonymous',
        base: () => ({ provider: 'google', callbackURL: '/login?from=%2Fshop', errorCallbackURL: '/login' }),
      },
    ];

    it('covers every account endpoint whose body the shop checks', () => {
      expect(accountTargets.map((target) => target.endpoint).sort()).toEqual(
        Object.keys(AUTH_BODY_RULES).sort(),
      );
    });

    it('GET /api/auth/verify-email (the link of the verification mail)', async () => {
      const target = {
        method: 'GET',
        url: '/api/auth/verify-email',
        schemas: { querystring: AUTH_QUERY_RULES['/verify-email'] },
        caller: 'anonymous' as const,
      };
      const base = { query: { token: 'a-token-nobody-was-sent', callbackURL: '/' } };
      expect(Object.keys(AUTH_QUERY_RULES)).toEqual(['/verify-email']);
      await fc.assert(
        fc.asyncProperty(hostileMutations(base, target.schemas), async (mutations) => {
          await sendHostile(target, applyMutations(base, mutations));
        }),
        { numRuns: RUNS },
      );
    });

    it.each(accountTargets.map((target) => [target.endpoint, target] as const))(
      'POST /api/auth%s',
      async (endpoint, { caller, base }) => {
        const target = {
          method: 'POST',
          url: `/api/auth${endpoint}`,
          schemas: { body: AUTH_BODY_RULES[endpoint] },
          caller,
        };
        await fc.assert(
          fc.asyncProperty(hostileMutations({ payload: base() }, target.schemas), async (mutations) => {
            const request = applyMutations({ payload: base() }, mutations);
            await sendHostile(target, request, { origin: TEST_ORIGIN });
          }),
          { numRuns: RUNS },
        );
        // A body nested 100,000 levels deep, on a request valid but for it: refused before it is parsed.
        const deep = await sendHostile(target, applyMutations({ payload: base() }, deepBody()), {
          origin: TEST_ORIGIN,
        });
        expect(deep.statusCode).toBe(400);
        expect(deep.json().message).toBe(requestMessages.tooDeep(JSON_MAX_DEPTH));
      },
      TIMEOUT_MS,
    );
  });
});
