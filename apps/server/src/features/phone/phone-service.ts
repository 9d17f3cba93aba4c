import { type PhoneCodeSent, type PhoneVerified, phoneMessages } from '@chaka/contract';
import { and, eq, isNull, ne, notExists, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user, verifiedPhones } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/errors.js';
import { dropPhoneCode, issuePhoneCode, type PhoneCodeRequest } from '../../lib/phone-codes.js';
import type { SmsSender } from '../../lib/sms.js';

export interface CodeSending {
  db: Db;
  secret: string;
  sms: SmsSender;
  /** The SMS in the customer's language (lib/i18n.ts translateMessage). */
  smsText: (code: string) => string;
}

/**
 * Makes a code and sends it at once through the SMS sender, not a queue: a code that arrives late
 * is useless. A code the gateway would not take is forgotten (it counts against no limit) and the
 * customer is told to try again (502).
 */
export async function sendPhoneCode(sending: CodeSending, request: PhoneCodeRequest): Promise<PhoneCodeSent> {
  const issued = await issuePhoneCode(sending.db, sending.secret, request);
  try {
    await sending.sms.send({ to: request.phone, id: issued.id, text: sending.smsText(issued.code) });
  } catch (error) {
    await dropPhoneCode(sending.db, issued.id);
    throw Object.assign(new HttpError(502, phoneMessages.smsFailed), { cause: error });
  }
  return {
    message: phoneMessages.codeSent(request.phone),
    phone: request.phone,
    expiresAt: issued.expiresAt.toISOString(),
  };
}

/**
 * Marks a phone verified for an account (a cash order of the account waiting for this phone goes
 * ahead: a trigger of migration 0015). The phone also becomes the account's own phone number, its
 * sign-in number, when the account has none or has this one, and no other account has it as its
 * own: a number belongs to the account that verified it first (docs/decisions/038).
 */
export async function markPhoneVerified(db: Db, userId: string, phone: string): Promise<PhoneVerified> {
  await db.insert(verifiedPhones).values({ userId, phone }).onConflictDoNothing();
  const other = db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.phoneNumber, phone), ne(user.id, userId)));
  const claimed = await db
    .update(user)
    .set({ phoneNumber: phone, phoneNumberVerified: true })
    .where(
      and(eq(user.id, userId), or(isNull(user.phoneNumber), eq(user.phoneNumber, phone)), notExists(other)),
    )
    .returning({ id: user.id })
    .catch((error: unknown) => {
      // Another account took the number at the same moment: it is theirs.
      if (isUniqueViolation(error)) return [];
      throw error;
    });
  const [account] = await db
    .select({ phoneNumber: user.phoneNumber, phoneNumberVerified: user.phoneNumberVerified })
    .from(user)
    .where(eq(user.id, userId));
  return {
    message: claimed.length > 0 ? phoneMessages.verified(phone) : phoneMessages.verifiedForDelivery(phone),
    phone,
    phoneNumber: account?.phoneNumber ?? null,
    phoneNumberVerified: account?.phoneNumberVerified ?? false,
  };
}
