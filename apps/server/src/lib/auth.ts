import { LOCALES, SCREENS, screenHref } from '@chaka/contract';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { accountHooks, endResetLinksAndSessions } from './account-hooks.js';
import type { MailBudget } from './account-mail-limit.js';
import {
  accountMailLocale,
  existingAccountMail,
  resetPasswordMail,
  verifyEmailMail,
} from './account-mails.js';
import type { Mailer } from './mailer.js';
import { boundedPasswordHashing } from './password-hashing.js';
import { PHONE_DISABLED_PATHS, phoneAccountName, phoneSignIn } from './phone-sign-in.js';

export interface AuthDeps {
  config: Pick<Config, 'siteName' | 'publicUrl' | 'authSecret' | 'trustedOrigins' | 'google'>;
  db: Db;
  mailer: Mailer;
  /** better-auth's own messages and failed mails (sent after the answer, see below) go here. */
  log?: FastifyBaseLogger;
  /** Bounds the account mails an address gets an hour (AUTH_MAILS_PER_HOUR); none without it. */
  mailBudget?: MailBudget;
}

/** better-auth keeps a reset link's token as a verification row named this, with the user id as value. */
const RESET_PASSWORD_PREFIX = 'reset-password:';

/** The Google sign-in provider id: the callback is /api/auth/callback/google. */
export const GOOGLE_PROVIDER_ID = 'google';

/** The shop's identity service (better-auth): accounts, sessions, mails and Google sign-in. */
export function createAuth({ config, db, mailer: shopMailer, log, mailBudget }: AuthDeps) {
  const site = config.siteName;
  const publicUrl = config.publicUrl;
  const pending = new Set<Promise<unknown>>();
  const inBackground = (task: Promise<unknown>) => {
    const tracked = task
      .catch((error: unknown) => log?.error({ err: error }, 'an account mail could not be sent'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
    hooks.follow(tracked);
  };
  const mailer = mailBudget ? mailBudget.mailer(shopMailer, log) : shopMailer;
  const hooks = accountHooks({
    db,
    mailBudget,
    inBackground,
    requestPasswordReset: (request) => auth.api.requestPasswordReset(request),
  });

  const auth = betterAuth({
    appName: site,
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    disabledPaths: PHONE_DISABLED_PATHS,
    database: drizzleAdapter(db, { provider: 'pg', schema, transaction: true }),
    advanced: {
      database: { generateId: 'uuid' },
      // The Fastify mount puts the address Fastify resolved (proxy-aware) into this header.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Mails go out after the answer: a reset request for a known address then takes as long as
      // one for an unknown address, so the timing does not tell whether an account exists.
      backgroundTasks: { handler: inBackground },
    },
    // Requests are limited by the shop's own rate limiter (plugins/rate-limit.ts), per client and address.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Reset requests answered at once and done afterwards; a changed password ends reset links and
    // other sessions (lib/account-hooks.ts).
    hooks,
    // A Google sign-in that fails comes back to the login page, which explains the `error` it gets.
    onAPIError: { errorURL: `${publicUrl}${screenHref(SCREENS.auth.login)}` },
    logger: log
      ? {
          level: 'warn',
          log(level, message, ...args) {
            const [first] = args;
            const details =
              first instanceof Error ? { err: first } : args.length > 0 ? { details: args } : {};
            const write = level === 'error' ? log.error : level === 'warn' ? log.warn : log.info;
            write.call(log, details, `better-auth: ${message}`);
          },
        }
      : undefined,
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        // A staff role below owner (docs/decisions/044); only PUT /api/admin/staff/{email} sets it.
        staffRole: { type: 'string', required: false, input: false },
        // The customer's language, set through update-user; mails are written in it.
        locale: { type: 'string', required: false, input: true, validator: { input: z.enum(LOCALES) } },
      },
    },
    session: {
      // A short-lived signed copy of the session in a cookie spares most requests a database read.
      // Its lifetime matches the server's own session cache (SESSION_CACHE_TTL_MS, 5 s), so a signed-out
      // or deleted account is refused everywhere within 5 seconds; admin routes read the session
      // afresh (plugins/auth.ts), so a role change counts at once there.
      cookieCache: { enabled: true, maxAge: 5 },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: false,
      password: boundedPasswordHashing,
      // Sign-up answers alike for a new address and one that has an account, so it cannot be used
      // to find out who shops here; it therefore signs nobody in, and the owner of a taken address
      // is told by mail instead (docs/decisions/011-accounts-that-cannot-be-probed-or-locked-out.md).
      autoSignIn: false,
      // The answer for a taken address is made up; it must have the shape of a new account's, down
      // to the phone-number plugin's `phoneNumberVerified: false` (which better-auth would leave null).
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        phoneNumberVerified: false,
        id,
      }),
      async onExistingUserSignUp({ user }, request) {
        const locale = accountMailLocale(user, request);
        await mailer.send(
          existingAccountMail({ site, publicUrl, name: user.name, email: user.email, locale }),
        );
      },
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // Every other reset link of the account ends with the one used.
      async onPasswordReset({ user }) {
        await endResetLinksAndSessions(db, user.id);
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }, request) {
        // The link opens the shop's own page, where the new password is chosen.
        const link = `${publicUrl}${screenHref(SCREENS.auth.newPassword, { token })}`;
        const locale = accountMailLocale(user, request);
        await mailer.send(resetPasswordMail({ site, name: user.name, email: user.email, locale, link }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Only the browser that signed up is signed in by its link (plugins/auth/sign-up-browser.ts).
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }, request) {
        // Back to the shop's home page once verified (a path: return addresses never leave the shop).
        const link = withCallback(url, SCREENS.home);
        const locale = accountMailLocale(user, request);
        await mailer.send(verifyEmailMail({ site, name: user.name, email: user.email, locale, link }));
      },
    },
    databaseHooks: {
      // An account made by a phone sign-in is named as its customer said (lib/phone-sign-in.ts).
      user: { create: { before: async (data, ctx) => phoneAccountName(data, ctx) } },
      verification: {
        create: {
          // Only the newest reset link works: a new one makes those mailed before it useless.
          async before(verification) {
            if (!verification.identifier.startsWith(RESET_PASSWORD_PREFIX)) return;
            await db
              .delete(schema.verification)
              .where(
                and(
                  like(schema.verification.identifier, `${RESET_PASSWORD_PREFIX}%`),
                  eq(schema.verification.value, verification.value),
                ),
              );
          },
        },
      },
    },
    plugins: [
      bearer(),
      // Sign-in and sign-up with a phone number and a code from the shop's code store.
      phoneSignIn(db, config.authSecret),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: 'Google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: `${config.google.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });

  return Object.assign(auth, {
    /** Resolves once every mail handed to the background has been sent (or failed). */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function withCallback(url: string, callbackURL: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', callbackURL);
  return link.toString();
}
