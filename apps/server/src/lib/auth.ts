import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import type { Mailer } from './mailer.js';

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
}

/** The shop's identity service (better-auth): accounts, sessions, mails and Google sign-in. */
export function createAuth({ config, db, mailer }: AuthDeps) {
  const site = config.siteName;
  return betterAuth({
    appName: site,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema, transaction: true }),
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // Requests are limited by the shop's own rate limiter (plugins/rate-limit.ts), per client and address.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    session: {
      // A short-lived signed copy of the session in a cookie spares most requests a database read.
      cookieCache: { enabled: true, maxAge: 30 },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${config.publicUrl}/reset-password/${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: `Reset your ${site} password`,
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your ${site} account. To choose a new password, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.\n\n${site}`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        const link = withCallback(url, `${config.publicUrl}/`);
        await mailer.send({
          to: user.email,
          subject: `Verify your e-mail for ${site}`,
          text: `Welcome to ${site}, ${user.name}!\n\nPlease confirm that this is your e-mail address by opening this link:\n\n${link}\n\n${site}`,
        });
      },
    },
    plugins: [
      bearer(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
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
}

export type Auth = ReturnType<typeof createAuth>;

function withCallback(url: string, callbackURL: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', callbackURL);
  return link.toString();
}
