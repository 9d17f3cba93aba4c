import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../lib/errors.js';

const WINDOW_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 60 * 60;
const STRIKES_KEPT_SECONDS = 24 * 60 * 60;
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export interface SignInLimitOptions {
  /** Wrong passwords a minute, per client address and per account (AUTH_RATE_LIMIT). */
  attempts: number;
  /** Shares the counters between server processes; memory stands in while it is unreachable. */
  redis?: Redis;
  /** The first wait once the attempts are used up; each later one doubles, up to an hour. */
  firstWaitSeconds?: number;
}

interface Reservation {
  address: string;
  account: string | undefined;
  /** This attempt took the last one of the address's, or the account's, minute. */
  lastOfAddress: boolean;
  lastOfAccount: boolean;
}

/**
 * Keeps password guessing slow without letting anyone lock an owner out (plugins/rate-limit.ts).
 * Only wrong passwords count; every attempt takes its point before the password is checked and a
 * right one gives it back, so parallel guesses cannot slip past the count.
 * - An address gets `attempts` wrong passwords a minute; then it waits a minute, and each time it
 *   uses them up again within a day the wait doubles (up to an hour).
 * - An account that got `attempts` wrong passwords in a minute is under attack for a wait that
 *   doubles the same way. Meanwhile an address that has given a wrong password for it (within the
 *   hour) waits, while one that has not still gets its attempt: so a stranger can slow the
 *   guessing down but cannot keep the owner from signing in.
 */
export function createSignInLimit({ attempts, redis, firstWaitSeconds = 60 }: SignInLimitOptions) {
  const counter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `chaka-sign-in:${name}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };
  const byAddress = counter('address', attempts, WINDOW_SECONDS);
  const byAccount = counter('account', attempts, WINDOW_SECONDS);
  const byAddressOnAccount = counter('address-on-account', 1, LONGEST_WAIT_SECONDS);
  const strikes = counter('strikes', UNLIMITED, STRIKES_KEPT_SECONDS);
  const reservations = new WeakMap<FastifyRequest, Reservation>();
  const pairKey = (account: string, address: string) => `${account} ${address}`;

  /** The wait doubles with every time `key` used up its attempts within a day. */
  async function strike(limiter: RateLimiterAbstract, name: string, key: string) {
    const { consumedPoints } = await strikes.consume(`${name}:${key}`);
    const seconds = Math.min(firstWaitSeconds * 2 ** (consumedPoints - 1), LONGEST_WAIT_SECONDS);
    await limiter.block(key, seconds);
  }

  return {
    /** Before the password is checked: 429 when this address must wait, or must wait for this account. */
    async admit(request: FastifyRequest, address: string, account: string | undefined): Promise<void> {
      const fromAddress = await take(byAddress, address);
      if (fromAddress.refused) {
        await byAddress.reward(address);
        throw tooManyRequests('Too many attempts', fromAddress.result.msBeforeNext / 1000);
      }
      let lastOfAccount = false;
      if (account) {
        const onAccount = await take(byAccount, account);
        const fromAddressOnAccount = await take(byAddressOnAccount, pairKey(account, address));
        if (onAccount.refused && fromAddressOnAccount.refused) {
          await Promise.all([
            byAddress.reward(address),
            byAccount.reward(account),
            byAddressOnAccount.reward(pairKey(account, address)),
          ]);
          throw tooManyRequests(
            'Too many attempts for this e-mail address',
            onAccount.result.msBeforeNext / 1000,
          );
        }
        lastOfAccount = onAccount.result.consumedPoints === attempts;
      }
      reservations.set(request, {
        address,
        account,
        lastOfAddress: fromAddress.result.consumedPoints === attempts,
        lastOfAccount,
      });
    },

    /** Once answered: a wrong password (401) keeps its points; anything else gives them back. */
    async settle(request: FastifyRequest, statusCode: number): Promise<void> {
      const reservation = reservations.get(request);
      if (!reservation) return;
      reservations.delete(request);
      const { address, account } = reservation;
      if (statusCode === 401) {
        if (reservation.lastOfAddress) await strike(byAddress, 'address', address);
        if (account && reservation.lastOfAccount) await strike(byAccount, 'account', account);
        return;
      }
      await Promise.all([
        byAddress.reward(address),
        account && byAccount.reward(account),
        // A right password clears this address's record on the account: it is the owner's.
        account &&
          (statusCode < 400
            ? byAddressOnAccount.delete(pairKey(account, address))
            : byAddressOnAccount.reward(pairKey(account, address))),
      ]);
    },
  };
}

export type SignInLimit = ReturnType<typeof createSignInLimit>;

/** Takes one point; `refused` when none was left (or the key is blocked). */
async function take(limiter: RateLimiterAbstract, key: string) {
  try {
    return { refused: false, result: await limiter.consume(key) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { refused: true, result: rejection };
    throw rejection;
  }
}
