import { defineEndpoint } from '../endpoint.js';
import {
  PhoneCodeBodySchema,
  PhoneCodeSentSchema,
  PhoneVerifiedSchema,
  VerifyPhoneBodySchema,
} from '../phone.js';
import { routes } from '../routes.js';

const tag = 'phone';

const limits =
  'A number gets at most 3 codes an hour, a client address 20 and an account 6 (429 with a message beyond); a gateway that refuses the SMS answers 502. ' +
  'The answer is the same whether or not the number belongs to an account.';

/** One-time codes by SMS: verifying a phone for an account, and signing in with a phone number. */
export const phoneEndpoints = {
  sendPhoneCode: defineEndpoint({
    ...routes.sendPhoneCode,
    tag,
    summary: 'Send a 6-digit code by SMS to a phone you want to verify (valid 5 minutes, one use)',
    description: limits,
    body: PhoneCodeBodySchema,
    response: PhoneCodeSentSchema,
    errors: [429, 502],
  }),
  verifyPhone: defineEndpoint({
    ...routes.verifyPhone,
    tag,
    summary: 'Mark a phone verified for your account with the code the SMS brought',
    description:
      'The phone becomes verified for your deliveries (cash orders waiting for it go ahead). It also ' +
      'becomes your phone number (sign-in number) when you have none or it is the same; a number that ' +
      'another account already has as its phone number stays theirs. A wrong code answers 400; the ' +
      'fifth wrong code burns it.',
    body: VerifyPhoneBodySchema,
    response: PhoneVerifiedSchema,
    errors: [429],
  }),
  sendSignInCode: defineEndpoint({
    ...routes.sendSignInCode,
    tag,
    summary:
      'Send a 6-digit sign-in code by SMS; sign in (or sign up) with POST /api/auth/phone-number/verify',
    description:
      `${limits} With the code, POST /api/auth/phone-number/verify { phoneNumber, code, name? } signs in ` +
      'the account with this phone number, or creates one when none has it (then name is required).',
    body: PhoneCodeBodySchema,
    response: PhoneCodeSentSchema,
    errors: [429, 502],
  }),
};
