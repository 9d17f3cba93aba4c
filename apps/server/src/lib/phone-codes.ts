import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_LIMITS,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  phoneMessages,
} from '@chaka/contract';
import { and, count, desc, eq, gt, isNull, min, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { phoneCodes } from '../db/schema/index.js';
import { badRequest, HttpError } from './errors.js';

/**
 * The one-time codes sent by SMS (issue 34, docs/decisions/038): six digits, good for five minutes
 * and one use, kept only as an HMAC keyed with the auth secret (a copy of the table gives no code
 * away), burnt by the fifth wrong try. Only the newest code of a phone (and, for `verify`, of the
 * account that asked) works: a new code replaces the one before.
 *
 * Nothing here looks at whether a phone belongs to an account, so asking for a code answers alike,
 * and as fast, for every number.
 */

export type PhoneCodePurpose = 'verify' | 'sign-in';

export interface PhoneCodeRequest {
  /** In the shop's one form, `+8801712345678` (BangladeshPhoneSchema). */
  phone: string;
  purpose: PhoneCodePurpose;
  /** The account that asks (a `verify` code); null for a sign-in code. */
  userId: string | null;
  clientAddress: string;
}

export interface IssuedPhoneCode {
  /** The code's row: also the SMS's id, unique as the gateway wants it. */
  id: string;
  code: string;
  expiresAt: Date;
}

const HOUR_MS = 60 * 60 * 1000;

function codeHash(secret: string, purpose: PhoneCodePurpose, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code:${purpose}:${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A limit reached: 429 with its message, and when the oldest code counted leaves the hour. */
function limitReached(message: string, oldest: Date | null, now: Date): HttpError {
  const waitMs = oldest ? oldest.getTime() + HOUR_MS - now.getTime() : HOUR_MS;
  return new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });
}

/** Codes asked for in the last hour by one key (a phone, a client address, an account). */
type Counted = { total: number; oldest: Date | null };

/**
 * Refuses a request over a limit: per phone (all purposes: an SMS costs the shop and must not
 * flood a number), per client address and per account (PHONE_CODE_LIMITS).
 */
async function assertWithinLimits(tx: Tx, request: PhoneCodeRequest, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const countBy = async (where: SQL): Promise<Counted> => {
    const [row] = await tx
      .select({ total: count(), oldest: min(phoneCodes.createdAt) })
      .from(phoneCodes)
      .where(and(where, gt(phoneCodes.createdAt, since)));
    return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
  };
  const perPhone = await countBy(eq(phoneCodes.phone, request.phone));
  if (perPhone.total >= PHONE_CODE_LIMITS.perPhone) {
    throw limitReached(phoneMessages.tooManyForPhone, perPhone.oldest, now);
  }
  const perClient = await countBy(eq(phoneCodes.clientAddress, request.clientAddress));
  if (perClient.total >= PHONE_CODE_LIMITS.perClient) {
    throw limitReached(phoneMessages.tooManyForClient, perClient.oldest, now);
  }
  if (request.userId) {
    const perAccount = await countBy(eq(phoneCodes.userId, request.userId));
    if (perAccount.total >= PHONE_CODE_LIMITS.perAccount) {
      throw limitReached(phoneMessages.tooManyForAccount, perAccount.oldest, now);
    }
  }
}

/**
 * Makes a new code for a phone, within the limits (429 beyond), and keeps its hash. The caller
 * sends the code; it is never stored or logged as it is.
 */
export async function issuePhoneCode(
  db: Db,
  secret: string,
  request: PhoneCodeRequest,
  now = new Date(),
): Promise<IssuedPhoneCode> {
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60 * 1000);
  return db.transaction(async (tx) => {
    // Requests for one phone take turns, so two at once cannot both pass its limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${request.phone}`}))`);
    await assertWithinLimits(tx, request, now);
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        phone: request.phone,
        purpose: request.purpose,
        codeHash: codeHash(secret, request.purpose, request.phone, code),
        userId: request.userId,
        clientAddress: request.clientAddress,
        expiresAt,
        createdAt: now,
      })
      .returning({ id: phoneCodes.id });
    return { id: row!.id, code, expiresAt };
  });
}

/** Forgets a code that could not be sent, so it does not count against the customer's limits. */
export async function dropPhoneCode(db: Db, id: string): Promise<void> {
  await db.delete(phoneCodes).where(eq(phoneCodes.id, id));
}

export interface PhoneCodeCheck {
  phone: string;
  purpose: PhoneCodePurpose;
  /** For a `verify` code: only the account that asked for it can use it. */
  userId: string | null;
  code: string;
}

/**
 * Uses a code: answers when it is right, and marks it used (once: of two requests with the same
 * code only one gets through). Otherwise 400 with why: no working code (expired, used, or never
 * asked for), a wrong code (counted), or the wrong code that burnt it. With `keep`, a right code is
 * only checked and stays usable (a sign-in that still needs the customer's name).
 */
export async function usePhoneCode(
  db: Db,
  secret: string,
  check: PhoneCodeCheck,
  { keep = false, now = new Date() }: { keep?: boolean; now?: Date } = {},
): Promise<void> {
  const [latest] = await db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phone, check.phone),
        eq(phoneCodes.purpose, check.purpose),
        check.userId ? eq(phoneCodes.userId, check.userId) : isNull(phoneCodes.userId),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= now) throw badRequest(phoneMessages.codeExpired);

  if (!sameHash(latest.codeHash, codeHash(secret, check.purpose, check.phone, check.code))) {
    const [counted] = await db
      .update(phoneCodes)
      .set({
        attempts: sql`${phoneCodes.attempts} + 1`,
        usedAt: sql`case when ${phoneCodes.attempts} + 1 >= ${PHONE_CODE_MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.usedAt)))
      .returning({ attempts: phoneCodes.attempts });
    if (!counted) throw badRequest(phoneMessages.codeExpired);
    throw badRequest(
      counted.attempts >= PHONE_CODE_MAX_ATTEMPTS ? phoneMessages.codeBurnt : phoneMessages.codeWrong,
    );
  }

  if (keep) return;
  const [used] = await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, now)))
    .returning({ id: phoneCodes.id });
  if (!used) throw badRequest(phoneMessages.codeExpired);
}

/** How long a code's row is kept: the limits count the last hour, and a day shows what went on. */
const KEEP_CODES_MS = 24 * HOUR_MS;

/** Removes codes asked for more than a day ago; answers how many. Run every hour (features/phone). */
export async function forgetOldPhoneCodes(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(phoneCodes)
    .where(sql`${phoneCodes.createdAt} < ${new Date(now.getTime() - KEEP_CODES_MS)}`)
    .returning({ id: phoneCodes.id });
  return gone.length;
}
