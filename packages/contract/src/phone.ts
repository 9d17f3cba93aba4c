import { z } from 'zod';
import { NameSchema } from './common.js';
import { BangladeshPhoneSchema } from './delivery.js';

/** Digits of a one-time code sent by SMS. */
export const PHONE_CODE_LENGTH = 6;
/** How long a code works: long enough to read an SMS, short enough that a stolen one soon is useless. */
export const PHONE_CODE_TTL_MINUTES = 5;
/** Wrong codes a code survives: the fifth wrong one burns it, so guessing 6 digits is hopeless. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/**
 * How many codes may be asked for in an hour. Per phone: an SMS costs the shop money and a number
 * must not be flooded. Per client address: generous, as Bangladeshi mobile networks put many
 * customers behind one address. Per account: a customer tries a number or two, not a list.
 */
export const PHONE_CODE_LIMITS = {
  perPhone: 3,
  perClient: 20,
  perAccount: 6,
} as const;

/**
 * Phone-only accounts (signed up with a phone number and a name, no e-mail) get this address,
 * `<phone digits>@phone.invalid` (RFC 2606 reserves `.invalid`, so it can never receive mail):
 * it is the account's stable id wherever the spec uses the e-mail (GET /api/orders/{email}...).
 */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'phone.invalid';

/** The placeholder address of the phone-only account of a phone (`+8801712345678`). */
export const phoneAccountEmail = (phone: string) =>
  `${phone.replace(/\D/g, '')}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`;

/** Whether an address is a phone-only account's placeholder, which no mail is ever sent to. */
export const isPhoneAccountEmail = (email: string) =>
  email.trim().toLowerCase().endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`);

export const phoneMessages = {
  codeRequired: 'Enter the 6-digit code from the SMS',
  codeInvalid: 'The code is the 6 digits from the SMS',
  codeSent: (phone: string) => `We sent a 6-digit code by SMS to ${phone}. It is valid for 5 minutes.`,
  codeWrong: 'This code is not right. Check the SMS and try again.',
  codeExpired: 'This code is no longer valid. Ask for a new code.',
  codeBurnt: 'Too many wrong codes. Ask for a new code.',
  tooManyForPhone: 'This number has had 3 codes in the last hour. Please try again later.',
  tooManyForClient: 'Too many codes were asked for from here. Please try again later.',
  tooManyForAccount: 'Your account has asked for too many codes. Please try again later.',
  verified: (phone: string) => `Your phone number ${phone} is verified`,
  verifiedForDelivery: (phone: string) =>
    `${phone} is verified for your deliveries. Your sign-in phone number stays as it was.`,
  nameForNewAccount: 'No account has this phone number yet. Enter your name to create one.',
  reservedEmail:
    'Addresses ending in @phone.invalid belong to accounts made with a phone number. Please use your own e-mail address.',
  smsFailed: 'The SMS could not be sent just now. Please try again in a minute.',
  smsText: (code: string, shop: string) => `${code} is your ${shop} code. It is valid for 5 minutes.`,
} as const;

const BANGLA_DIGITS = /[০-৯]/g;

/** A code as typed: Bangla digits count as digits, spaces and dashes are ignored. */
export const PhoneCodeSchema = z
  .string({ error: phoneMessages.codeRequired })
  .trim()
  .min(1, phoneMessages.codeRequired)
  .max(20, phoneMessages.codeInvalid)
  .transform((value) =>
    value
      .replace(BANGLA_DIGITS, (digit) => String(digit.charCodeAt(0) - '০'.charCodeAt(0)))
      .replace(/[\s-]/g, ''),
  )
  .pipe(z.string().regex(/^\d{6}$/, phoneMessages.codeInvalid));

/** POST /api/phone/code and POST /api/phone/sign-in-code: the number to send a code to. */
export const PhoneCodeBodySchema = z.object({ phone: BangladeshPhoneSchema });
export type PhoneCodeBody = z.input<typeof PhoneCodeBodySchema>;

/** What asking for a code answers: the same whether or not the number belongs to an account. */
export const PhoneCodeSentSchema = z.object({
  message: z.string(),
  /** The number the code went to, in the shop's form (`+8801712345678`). */
  phone: z.string(),
  /** When the code stops working (ISO 8601). */
  expiresAt: z.string(),
});
export type PhoneCodeSent = z.infer<typeof PhoneCodeSentSchema>;

/** POST /api/phone/verify: the number and the code the SMS brought. */
export const VerifyPhoneBodySchema = z.object({ phone: BangladeshPhoneSchema, code: PhoneCodeSchema });
export type VerifyPhoneBody = z.input<typeof VerifyPhoneBodySchema>;

/** A verified phone, and the account's own phone number afterwards. */
export const PhoneVerifiedSchema = z.object({
  message: z.string(),
  phone: z.string(),
  /** The account's phone number (its sign-in number), null when it has none. */
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
});
export type PhoneVerified = z.infer<typeof PhoneVerifiedSchema>;

/**
 * Signing in with a code (better-auth's POST /api/auth/phone-number/verify): `phoneNumber` and
 * `code`; `name` is needed only when no account has this number yet, and creates one.
 */
export const PhoneSignInBodySchema = z.object({
  phoneNumber: BangladeshPhoneSchema,
  code: PhoneCodeSchema,
  name: NameSchema.optional(),
});
export type PhoneSignInBody = z.input<typeof PhoneSignInBodySchema>;
