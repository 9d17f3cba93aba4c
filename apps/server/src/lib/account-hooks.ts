import { AsyncLocalStorage } from 'node:async_hooks';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import type { MailBudget } from './account-mail-limit.js';

/** better-auth keeps a reset link's token as a verification row named this, with the user id as value. */
export const RESET_PASSWORD_PREFIX = 'reset-password:';

/** better-auth's own answer to a reset request, for an address with an account or without. */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

interface ResetRequest {
  body: { email: string; redirectTo?: string };
  headers?: Headers;
  request?: Request;
}

export interface AccountHooksDeps {
  db: Db;
  mailBudget?: MailBudget;
  /** Hands work to the background (tracked, so the process finishes it before it ends). */
  inBackground(task: Promise<unknown>): void;
  /** better-auth's own reset request, called from the background. */
  requestPasswordReset(request: ResetRequest): Promise<unknown>;
}

/**
 * What better-auth does before and after some of its endpoints on this shop
 * (docs/decisions/026-accounts-a-stranger-cannot-lock.md):
 * - a reset request is answered at once, the same for every address, and done afterwards: looking
 *   up the account, making the link and mailing it never delay the answer, so its timing cannot
 *   tell whether an address has an account; and once the address had its mails of the hour
 *   (AUTH_MAILS_PER_HOUR) nothing is done at all, so the link already in the owner's mailbox stays
 *   the one that works;
 * - a password changed while signed in ends every reset link of the account and every session but
 *   the one that changed it (a reset ends all of them: `revokeSessionsOnPasswordReset`).
 */
export function accountHooks({ db, mailBudget, inBackground, requestPasswordReset }: AccountHooksDeps) {
  /** Set while the reset itself runs (its own call is not deferred again): the mails it sends. */
  const deferred = new AsyncLocalStorage<Promise<unknown>[]>();
  /** The reset under way per address: the next waits, so links are made and mailed in order. */
  const resets = new Map<string, Promise<void>>();

  async function reset({ body, headers, request }: ResetRequest) {
    if (mailBudget && !(await mailBudget.take(body.email))) return;
    const mails: Promise<unknown>[] = [];
    const run = () => deferred.run(mails, () => requestPasswordReset({ body, headers, request }));
    await (mailBudget ? mailBudget.runCounted(body.email, run) : run());
    // Only the newest link works: the next request of this address waits until this one is mailed.
    await Promise.allSettled(mails);
  }

  function resetInOrder(request: ResetRequest): Promise<void> {
    const address = request.body.email.trim().toLowerCase();
    const previous = resets.get(address) ?? Promise.resolve();
    const current = previous.then(() => reset(request));
    const settled = current.catch(() => undefined);
    resets.set(address, settled);
    void settled.then(() => {
      if (resets.get(address) === settled) resets.delete(address);
    });
    return current;
  }

  return {
    /** Called with every task better-auth hands to the background: a reset's mail is waited for. */
    follow(task: Promise<unknown>) {
      deferred.getStore()?.push(task);
    },

    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/request-password-reset' || deferred.getStore()) return;
      const body = ctx.body as ResetRequest['body'];
      inBackground(resetInOrder({ body, headers: ctx.headers, request: ctx.request }));
      return ctx.json(RESET_REQUESTED);
    }),

    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/change-password') return;
      const { session, returned } = ctx.context;
      if (!session || !returned || isAPIError(returned)) return;
      // With revokeOtherSessions better-auth has opened a new session already: that one stays.
      const opened = (returned as { token?: string | null }).token;
      await endResetLinksAndSessions(db, session.user.id, opened ?? session.session.token);
    }),
  };
}

/** Ends the account's reset links and its sessions, but for the one whose token is `keep`. */
export async function endResetLinksAndSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(schema.verification)
    .where(
      and(
        like(schema.verification.identifier, `${RESET_PASSWORD_PREFIX}%`),
        eq(schema.verification.value, userId),
      ),
    );
  await db
    .delete(schema.session)
    .where(
      keep
        ? and(eq(schema.session.userId, userId), ne(schema.session.token, keep))
        : eq(schema.session.userId, userId),
    );
}
