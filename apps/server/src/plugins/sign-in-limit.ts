import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { HttpError, tooManyRequests } from '../lib/errors.js';

const WINDOW_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 60 * 60;
const STRIKES_KEPT_SECONDS = 24 * 60 * 60;
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export interface SignInLimitOptions {
  /** Wrong passwords a minute, per client address and per account (AUTH_RATE_LIMIT). */
  attempts: number;
  /** Shares the counters between server processes; memory stands in while it is unreachable. */
  redis?: Redis;
  /**
   * Wrong passwords an hour per account from devices it has not signed in on
   * (AUTH_ACCOUNT_GUESSES); after them, one guess per wait, each wait twice the last.
   */
  accountGuesses?: number;
  /** The first wait once the attempts are used up; each later one doubles, up to an hour. */
  firstWaitSeconds?: number;
}

interface Reservation {
  address: string;
  account: string | undefined;
  /** This attempt took the last one of the address's, or the account's, minute. */
  lastOfAddress: boolean;
  lastOfAccount: boolean;
  /** From a device the account does not know: what it took of the account's guesses. */
  guess?: { slowed: boolean; last: boolean };
}

/**
 * Keeps password guessing slow without letting anyone lock an owner out (plugins/rate-limit.ts).
 * Only wrong passwords count; every attempt takes its point before the password is checked and a
 * right one gives it back, so parallel guesses cannot slip past the count.
 * - An address gets `attempts` wrong passwords a minute; then it waits a minute, and each time it
 *   uses them up again within a day the wait doubles (up to an hour).
 * - An account that got `attempts` wrong passwords in a minute is under attack for a wait that
 *   doubles the same way. Meanwhile an address that has given a wrong password for it (within the
 *   hour) waits, while one that has not still gets its attempt.
 * - An account gets `accountGuesses` wrong passwords an hour from devices it has not signed in on,
 *   whatever their addresses; then such devices get one guess per wait (a minute, then twice as
 *   long each time, up to an hour, for a day).
 * - A device the account has signed in on (`knownDevice`, plugins/known-device.ts) is spared both
 *   account limits: a stranger can slow the guessing down but cannot keep the owner from signing
 *   in. Only the limit of its address applies to it.
 */
export function createSignInLimit({
  attempts,
  redis,
  accountGuesses = UNLIMITED,
  firstWaitSeconds = 60,
}: SignInLimitOptions) {
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
  const guessesOnAccount = counter('guesses', accountGuesses, LONGEST_WAIT_SECONDS);
  // Once the account's guesses are used up: one at a time, each wrong one closes it for a wait.
  const guessGate = counter('guess-gate', 1, LONGEST_WAIT_SECONDS);
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
    async admit(
      request: FastifyRequest,
      address: string,
      account: string | undefined,
      knownDevice = false,
    ): Promise<void> {
      const fromAddress = await take(byAddress, address);
      if (fromAddress.refused) {
        await byAddress.reward(address);
        throw tooManyRequests('Too many attempts', fromAddress.result.msBeforeNext / 1000);
      }
      let lastOfAccount = false;
      let guess: Reservation['guess'];
      if (account && !knownDevice) {
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
        const slowed = ((await strikes.get(`guesses:${account}`))?.consumedPoints ?? 0) > 0;
        const guesses = slowed ? guessGate : guessesOnAccount;
        const taken = await take(guesses, account);
        if (taken.refused) {
          await Promise.all([
            byAddress.reward(address),
            byAccount.reward(account),
            byAddressOnAccount.reward(pairKey(account, address)),
            !slowed && guessesOnAccount.reward(account),
          ]);
          throw accountGuessesUsedUp(taken.result.msBeforeNext / 1000);
        }
        guess = { slowed, last: !slowed && taken.result.consumedPoints >= accountGuesses };
      }
      reservations.set(request, {
        address,
        account: knownDevice ? undefined : account,
        lastOfAddress: fromAddress.result.consumedPoints === attempts,
        lastOfAccount,
        guess,
      });
    },

    /** Once answered: a wrong password (401) keeps its points; anything else gives them back. */
    async settle(request: FastifyRequest, statusCode: number): Promise<void> {
      const reservation = reservations.get(request);
      if (!reservation) return;
      reservations.delete(request);
      const { address, account } = reservation;
      const { guess } = reservation;
      if (statusCode === 401) {
        if (reservation.lastOfAddress) await strike(byAddress, 'address', address);
        if (account && reservation.lastOfAccount) await strike(byAccount, 'account', account);
        if (account && guess && (guess.slowed || guess.last)) await strike(guessGate, 'guesses', account);
        return;
      }
      await Promise.all([
        byAddress.reward(address),
        account && byAccount.reward(account),
        account && guess && (guess.slowed ? guessGate : guessesOnAccount).reward(account),
        // A right password clears this address's record on the account: it is the owner's.
        account &&
          (statusCode < 400
            ? byAddressOnAccount.delete(pairKey(account, address))
            : byAddressOnAccount.reward(pairKey(account, address))),
      ]);
    },
  };
}

/**
 * The account had its wrong passwords from new devices: the owner still signs in on a device they
 * used before, or through a reset link, or after the wait.
 */
function accountGuessesUsedUp(waitSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const message =
    seconds === 1
      ? 'Too many wrong passwords for this e-mail address. Sign in on a device you have used before, reset your password, or wait 1 second.'
      : `Too many wrong passwords for this e-mail address. Sign in on a device you have used before, reset your password, or wait ${seconds} seconds.`;
  return new HttpError(429, message, { 'retry-after': String(seconds) });
}

/** Takes one point; `refused` when none was left (or the key is blocked). */
async function take(limiter: RateLimiterAbstract, key: string) {
  try {
    return { refused: false, result: await limiter.consume(key) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { refused: true, result: rejection };
    throw rejection;
  }
}
