import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Mailer } from './mailer.js';

const HOUR_SECONDS = 60 * 60;

const normalize = (address: string) => address.trim().toLowerCase().slice(0, 254);

/**
 * How many account mails (verify the address, reset the password, "you already have an account")
 * one address gets an hour: AUTH_MAILS_PER_HOUR. A request past it is answered as usual but sends
 * nothing, so nobody can fill a customer's mailbox, and nobody is refused for what a stranger asked
 * (docs/decisions/026-accounts-a-stranger-cannot-lock.md). Counted in memory, or in Redis once
 * `share` hands it the connection, so several server processes count together.
 */
export function createMailBudget({ perHour }: { perHour: number }) {
  const memory = new RateLimiterMemory({
    keyPrefix: 'account-mails',
    points: perHour,
    duration: HOUR_SECONDS,
  });
  let limiter: RateLimiterAbstract = memory;
  /** The address whose mail the work running in this context has counted already. */
  const counted = new AsyncLocalStorage<string>();

  async function take(address: string): Promise<boolean> {
    try {
      await limiter.consume(normalize(address));
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  return {
    /** Counts in Redis from now on; memory stands in while Redis is unreachable. */
    share(redis: Redis) {
      limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: 'chaka-account-mails',
        points: perHour,
        duration: HOUR_SECONDS,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
    },

    /** Takes one of the address's mails of this hour; false when none is left. */
    take,

    /** Runs `work`, whose mail to `address` has been taken already: it does not count twice. */
    runCounted<T>(address: string, work: () => Promise<T>): Promise<T> {
      return counted.run(normalize(address), work);
    },

    /** A mailer that sends an address no more than its mails of the hour and drops the rest. */
    mailer(inner: Mailer, log?: FastifyBaseLogger): Mailer {
      return {
        async send(mail) {
          const to = normalize(mail.to);
          if (counted.getStore() !== to && !(await take(to))) {
            log?.info(
              { subject: mail.subject },
              'account mail not sent: its address had its mails of the hour',
            );
            return;
          }
          await inner.send(mail);
        },
        close: () => inner.close(),
      };
    },
  };
}

export type MailBudget = ReturnType<typeof createMailBudget>;
