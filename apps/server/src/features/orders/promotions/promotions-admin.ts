import {
  type CreatePromotionBody,
  isId,
  type PatchPromotionBody,
  type Promotion,
  promotionMessages,
  toMajorUnits,
  toMinorUnits,
} from '@chaka/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { promotions, promotionUses } from '../../../db/schema/index.js';
import { type Actor, auditRow, changedFields, recordAudit } from '../../../lib/audit.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import type { PromotionRow } from './apply-promotions.js';
import { promotionMoment } from './promotion-dates.js';

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

function stateOf(row: PromotionRow, now: Date): Promotion['state'] {
  if (row.endedAt || (row.endsAt && row.endsAt <= now)) return 'ended';
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'ended';
  return row.startsAt && row.startsAt > now ? 'scheduled' : 'running';
}

function toPromotion(row: PromotionRow, uses: number, discountMinor: number): Promotion {
  return {
    id: row.id,
    code: row.code,
    automatic: row.automatic,
    kind: row.kind,
    value: row.kind === 'amount' ? toMajorUnits(row.value) : row.value,
    minOrder: toMajorUnits(row.minOrderMinor),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    categories: row.categories,
    brands: row.brands,
    productIds: row.productIds,
    stacks: row.stacks,
    uses,
    discountGiven: toMajorUnits(discountMinor),
    state: stateOf(row, new Date()),
    endedAt: iso(row.endedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

// The outer row's id by its table's name: a query of one table names its columns bare, and a bare
// "id" inside the subquery would be the use's own id.
const outerId = sql.raw('"promotions"."id"');
const usesOf = sql<number>`(select count(*)::int from ${promotionUses} u where u.promotion_id = ${outerId})`;
const givenOf = sql<number>`(select coalesce(sum(u.discount_minor), 0)::int from ${promotionUses} u where u.promotion_id = ${outerId})`;

/** GET /api/admin/promotions: newest first, each with its uses and the discount it gave. */
export async function listPromotions(db: Db): Promise<Promotion[]> {
  const rows = await db
    .select({ row: promotions, uses: usesOf, given: givenOf })
    .from(promotions)
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  return rows.map(({ row, uses, given }) => toPromotion(row, uses, given));
}

async function readOne(db: Db, id: string): Promise<Promotion> {
  const [found] = await db
    .select({ row: promotions, uses: usesOf, given: givenOf })
    .from(promotions)
    .where(eq(promotions.id, id));
  if (!found) throw notFound(promotionMessages.notFound);
  return toPromotion(found.row, found.uses, found.given);
}

/** POST /api/admin/promotions: amounts in major units; days in the shop's time zone. */
export async function createPromotion(
  db: Db,
  timeZone: string,
  body: CreatePromotionBody,
  staff: Actor,
): Promise<Promotion> {
  const startsAt = body.startsAt ? promotionMoment(body.startsAt, 'start', timeZone) : null;
  const endsAt = body.endsAt ? promotionMoment(body.endsAt, 'end', timeZone) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw badRequest(promotionMessages.endsBeforeStart);
  const value =
    body.kind === 'amount' ? toMinorUnits(body.value ?? 0) : body.kind === 'percent' ? body.value! : 0;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({
          code: body.code ?? null,
          automatic: Boolean(body.automatic),
          kind: body.kind,
          value,
          minOrderMinor: toMinorUnits(body.minOrder ?? 0),
          startsAt,
          endsAt,
          maxUses: body.maxUses ?? null,
          maxUsesPerCustomer: body.maxUsesPerCustomer ?? null,
          firstOrderOnly: Boolean(body.firstOrderOnly),
          categories: body.categories ?? [],
          brands: body.brands ?? [],
          productIds: body.productIds ?? [],
          stacks: Boolean(body.stacks),
        })
        .returning();
      await recordAudit(tx, staff, {
        kind: 'promotion.create',
        subject: `promotion:${row!.id}`,
        before: null,
        after: auditRow(row!),
      });
      return toPromotion(row!, 0, 0);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(promotionMessages.codeTaken);
    throw error;
  }
}

/**
 * PATCH /api/admin/promotions/{id}: end it now, move its end, change its limits; the audit entry
 * (`promotion.end` when it is ended now) is written with the change.
 */
export async function updatePromotion(
  db: Db,
  timeZone: string,
  id: string,
  body: PatchPromotionBody,
  staff: Actor,
): Promise<Promotion> {
  if (!isId(id)) throw notFound(promotionMessages.notFound);
  const changes: Partial<typeof promotions.$inferInsert> = {};
  if (body.endNow) changes.endedAt = new Date();
  if (body.endsAt !== undefined)
    changes.endsAt = body.endsAt === null ? null : promotionMoment(body.endsAt, 'end', timeZone);
  if (body.maxUses !== undefined) changes.maxUses = body.maxUses;
  if (body.maxUsesPerCustomer !== undefined) changes.maxUsesPerCustomer = body.maxUsesPerCustomer;
  if (body.stacks !== undefined) changes.stacks = body.stacks;
  // Fewer uses than it was used already is refused (the row stays as it was).
  const fits = body.maxUses ? sql`${promotions.usedCount} <= ${body.maxUses}` : undefined;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!current) throw notFound(promotionMessages.notFound);
    const [row] = await tx
      .update(promotions)
      .set(changes)
      .where(and(eq(promotions.id, id), fits))
      .returning();
    if (!row) throw badRequest(promotionMessages.usesBelowUsed);
    const [before, after] = changedFields(current, row);
    await recordAudit(tx, staff, {
      kind: body.endNow ? 'promotion.end' : 'promotion.update',
      subject: `promotion:${id}`,
      before,
      after,
    });
  });
  return readOne(db, id);
}
