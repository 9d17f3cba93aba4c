import {
  messages,
  PHONE_CODE_LENGTH,
  PHONE_CODE_TTL_MINUTES,
  phoneAccountEmail,
  phoneMessages,
} from '@chaka/contract';
import { APIError } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { user, verifiedPhones } from '../db/schema/index.js';
import { HttpError } from './errors.js';
import { usePhoneCode } from './phone-codes.js';

/** better-auth's endpoint that signs in (or up) with a phone number and a code. */
export const PHONE_SIGN_IN_PATH = '/phone-number/verify';

/**
 * The phone-number plugin's endpoints the shop does not offer: its own code sending would keep a
 * plain code (the shop sends codes through POST /api/phone/sign-in-code, lib/phone-codes.ts), and a
 * phone-only account has no password to sign in or reset with.
 */
export const PHONE_DISABLED_PATHS = [
  '/phone-number/send-otp',
  '/sign-in/phone-number',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
];

/** A refusal of the code store, as better-auth answers refusals. */
function asAuthError(error: unknown): unknown {
  return error instanceof HttpError && error.statusCode === 400
    ? new APIError('BAD_REQUEST', { message: error.message })
    : error;
}

/**
 * Sign-in with a phone number and a code (better-auth's phone-number plugin, docs/decisions/038),
 * on the shop's code store: a `sign-in` code sent to the number. With no account for the number, a
 * right code and a name create one (a phone-only account, its e-mail `phoneAccountEmail`); a right
 * code without a name is kept for the retry with the name. The number becomes verified for the
 * account (verified_phones), which releases its cash orders waiting for it.
 */
export function phoneSignIn(db: Db, secret: string) {
  return phoneNumber({
    otpLength: PHONE_CODE_LENGTH,
    expiresIn: PHONE_CODE_TTL_MINUTES * 60,
    // Never called: the paths that send the plugin's own codes are disabled (PHONE_DISABLED_PATHS).
    sendOTP() {
      throw new Error('Sign-in codes are sent by POST /api/phone/sign-in-code');
    },
    async verifyOTP({ phoneNumber: phone, code }, ctx) {
      const [account] = await db.select({ id: user.id }).from(user).where(eq(user.phoneNumber, phone));
      const named = typeof ctx?.body?.name === 'string';
      const check = { phone, code, purpose: 'sign-in' as const, userId: null };
      try {
        await usePhoneCode(db, secret, check, { keep: !account && !named });
      } catch (error) {
        throw asAuthError(error);
      }
      // Said only to whoever holds the phone: the code proved it.
      if (!account && !named) throw new APIError('BAD_REQUEST', { message: phoneMessages.nameForNewAccount });
      return true;
    },
    signUpOnVerification: { getTempEmail: phoneAccountEmail },
    async callbackOnVerification({ phoneNumber: phone, user: account }) {
      await db.insert(verifiedPhones).values({ userId: account.id, phone }).onConflictDoNothing();
    },
  });
}

/**
 * The name of an account made by a phone sign-in: the one sent with the code (the plugin itself
 * would name the account after its number). For better-auth's `databaseHooks.user.create.before`.
 */
export function phoneAccountName(
  data: Record<string, unknown>,
  ctx: { path?: string; body?: Record<string, unknown> } | null | undefined,
) {
  if (ctx?.path !== PHONE_SIGN_IN_PATH) return undefined;
  const name = ctx.body?.name;
  if (typeof name !== 'string') throw new APIError('BAD_REQUEST', { message: messages.name.required });
  return { data: { ...data, name } };
}
