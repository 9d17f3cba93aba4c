import {
  isPhoneAccountEmail,
  type Locale,
  PART_REQUEST_PAGE_SIZE,
  type PartRequest,
  type PartRequestInput,
  type PartRequestList,
  type PartRequestListQuery,
  partRequestMessages,
} from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partRequests, user, vehicles } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { readRequest, readRequests, toPartRequest } from './part-request-rows.js';

/**
 * POST /api/part-requests: keeps a visitor's or a customer's request. A visitor gives a phone or
 * an e-mail address to be answered at, and adds no photo (uploads are for accounts); a customer
 * is answered at their account's address and verified phone unless they give others.
 */
export async function createPartRequest(
  db: Db,
  caller: Identity | null,
  input: PartRequestInput,
  locale: Locale,
): Promise<PartRequest> {
  if (!caller && !input.phone && !input.email) throw badRequest(partRequestMessages.contactRequired);
  if (!caller && input.photo) throw badRequest(partRequestMessages.photoNeedsAccount);
  if (input.vehicleId) {
    const [known] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, input.vehicleId));
    if (!known) throw badRequest(partRequestMessages.unknownVehicle);
  }
  const account = caller && (await accountContact(db, caller.id));
  const [created] = await db
    .insert(partRequests)
    .values({
      userId: caller?.id ?? null,
      name: input.name ?? caller?.name ?? null,
      phone: input.phone ?? account?.phone ?? null,
      email: input.email ?? account?.email ?? null,
      language: account?.locale ?? locale,
      vehicleId: input.vehicleId ?? null,
      vehicleText: input.vehicleText ?? null,
      chassisCode: input.chassisCode ?? null,
      partNumber: input.partNumber ?? null,
      description: input.description ?? null,
      photo: input.photo ?? null,
    })
    .returning({ id: partRequests.id });
  return (await readRequest(db, created!.id))!;
}

/** The account's address (none for a phone-only account) and verified phone, and its language. */
async function accountContact(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: user.email,
      phone: user.phoneNumber,
      phoneVerified: user.phoneNumberVerified,
      locale: user.locale,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return null;
  return {
    email: isPhoneAccountEmail(row.email) ? null : row.email,
    phone: row.phoneVerified ? row.phone : null,
    locale: row.locale ?? null,
  };
}

/** GET /api/part-requests: the caller's own requests, newest first (at most 200). */
export async function myPartRequests(db: Db, caller: Identity): Promise<PartRequestList> {
  const limit = 200;
  const { rows, total } = await readRequests(db, eq(partRequests.userId, caller.id), { limit, offset: 0 });
  return { items: rows.map(toPartRequest), total, page: 1, limit };
}

/** GET /api/admin/part-requests: every request, newest first, a page at a time. */
export async function adminPartRequests(db: Db, query: PartRequestListQuery): Promise<PartRequestList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PART_REQUEST_PAGE_SIZE;
  const status = query.status && query.status !== 'all' ? query.status : null;
  const { rows, total } = await readRequests(db, status ? eq(partRequests.status, status) : undefined, {
    limit,
    offset: (page - 1) * limit,
  });
  return { items: rows.map(toPartRequest), total, page, limit };
}
