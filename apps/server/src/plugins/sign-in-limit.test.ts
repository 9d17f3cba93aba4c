import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSignInLimit } from './sign-in-limit.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The waits themselves, with a first wait of one second instead of a minute so that the test can
 * sit them out (the app's tests in auth-rate-limit.test.ts show the minute).
 */
describe('sign-in waits that grow with every round of wrong passwords', () => {
  const limit = () => createSignInLimit({ attempts: 2, firstWaitSeconds: 1 });
  type Limit = ReturnType<typeof limit>;

  async function wrongPassword(signIns: Limit, address: string, account: string) {
    const request = {} as FastifyRequest;
    await signIns.admit(request, address, account);
    await signIns.settle(request, 401);
  }
  async function refusal(signIns: Limit, address: string, account: string): Promise<string> {
    try {
      await signIns.admit({} as FastifyRequest, address, account);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the attempt was let through');
  }

  it('double for an address: 1 s, then 2 s, then 4 s', async () => {
    const signIns = limit();
    const waits = [];
    for (const round of [1, 2, 3]) {
      await wrongPassword(signIns, '192.0.2.1', `a${round}@example.com`);
      await wrongPassword(signIns, '192.0.2.1', `b${round}@example.com`);
      const message = await refusal(signIns, '192.0.2.1', `c${round}@example.com`);
      waits.push(Number(/wait (\d+) second/.exec(message)?.[1]));
      if (round < 3) await sleep(waits.at(-1)! * 1000 + 100);
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it('double for an account, and only for the addresses that guessed wrong on it', async () => {
    const signIns = limit();
    const account = 'owner@example.com';
    const waits = [];
    for (const round of [1, 2]) {
      const [first, second] = [`198.51.100.${round}`, `198.51.100.${round + 10}`];
      await wrongPassword(signIns, first, account);
      await wrongPassword(signIns, second, account);
      const message = await refusal(signIns, first, account);
      expect(message).toMatch(/^Too many attempts for this e-mail address\./);
      waits.push(Number(/wait (\d+) second/.exec(message)?.[1]));
      // An address that has not guessed wrong still gets its attempt: it could be the owner.
      const owner = {} as FastifyRequest;
      await signIns.admit(owner, `203.0.113.${round}`, account);
      await signIns.settle(owner, 200);
      if (round < 2) await sleep(waits.at(-1)! * 1000 + 100);
    }
    expect(waits).toEqual([1, 2]);
  });

  it("slow an account's guesses from new devices to one per wait once its hourly guesses are used", async () => {
    const signIns = createSignInLimit({ attempts: 100, accountGuesses: 2, firstWaitSeconds: 1 });
    const account = 'guessed@example.com';
    let address = 0;
    const fresh = () => {
      address += 1;
      return `203.0.113.${address}`;
    };
    await wrongPassword(signIns, fresh(), account);
    await wrongPassword(signIns, fresh(), account);
    const waits = [];
    for (const round of [1, 2, 3]) {
      const message = await refusal(signIns, fresh(), account);
      expect(message).toMatch(/^Too many wrong passwords for this e-mail address\./);
      waits.push(Number(/wait (\d+) second/.exec(message)?.[1]));
      // The owner's device is not slowed.
      const owner = {} as FastifyRequest;
      await signIns.admit(owner, fresh(), account, true);
      await signIns.settle(owner, 200);
      if (round === 3) break;
      await sleep(waits.at(-1)! * 1000 + 100);
      // One guess after each wait; a wrong one closes the account to new devices again.
      await wrongPassword(signIns, fresh(), account);
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it('give the one guess back when it was the right password', async () => {
    const signIns = createSignInLimit({ attempts: 100, accountGuesses: 1, firstWaitSeconds: 1 });
    const account = 'owner-again@example.com';
    await wrongPassword(signIns, '203.0.113.200', account);
    await refusal(signIns, '203.0.113.201', account);
    await sleep(1100);
    for (let i = 0; i < 3; i += 1) {
      const owner = {} as FastifyRequest;
      await signIns.admit(owner, '203.0.113.202', account);
      await signIns.settle(owner, 200);
    }
  });
});
