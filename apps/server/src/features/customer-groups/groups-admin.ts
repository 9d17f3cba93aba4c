import {
  type CreateCustomerGroupBody,
  type CustomerGroup,
  customerGroupMessages,
  isId,
  type PatchCustomerGroupBody,
  toMajorUnits,
  toMinorUnits,
} from '@chaka/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  customerGroupMembers,
  customerGroupPrices,
  customerGroups,
  products,
  user,
} from '../../db/schema/index.js';
import { type Actor, auditRow, changedFields, recordAudit } from '../../lib/audit.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';

// Issue 37, garages: the admin's customer groups, their price lists and members (docs/promotions.md).

type GroupRow = typeof customerGroups.$inferSelect;

const toBp = (percent: number) => Math.round(percent * 100);
const fromBp = (bp: number) => bp / 100;
const bpOf = (record: Partial<Record<string, number>> | undefined) =>
  Object.fromEntries(Object.entries(record ?? {}).map(([key, percent]) => [key, toBp(percent ?? 0)]));
const percentOf = (record: Record<string, number>) =>
  Object.fromEntries(Object.entries(record).map(([key, bp]) => [key, fromBp(bp)]));

/** The groups with their price lists and members, by name (one group when `id` is given). */
async function readGroups(db: Db | Tx, id?: string): Promise<CustomerGroup[]> {
  const rows = await db
    .select()
    .from(customerGroups)
    .where(id ? eq(customerGroups.id, id) : undefined)
    .orderBy(asc(customerGroups.name));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [prices, members] = await Promise.all([
    db
      .select({ price: customerGroupPrices, productName: products.name, sku: products.sku })
      .from(customerGroupPrices)
      .innerJoin(products, eq(products.id, customerGroupPrices.productId))
      .where(inArray(customerGroupPrices.groupId, ids))
      .orderBy(asc(products.name), asc(customerGroupPrices.minQty)),
    db
      .select({ groupId: customerGroupMembers.groupId, email: user.email, name: user.name })
      .from(customerGroupMembers)
      .innerJoin(user, eq(user.id, customerGroupMembers.userId))
      .where(inArray(customerGroupMembers.groupId, ids))
      .orderBy(asc(user.email)),
  ]);
  return rows.map((row: GroupRow) => ({
    id: row.id,
    name: row.name,
    discountPercent: fromBp(row.discountBp),
    categoryDiscounts: percentOf(row.categoryBp),
    brandDiscounts: percentOf(row.brandBp),
    prices: prices
      .filter(({ price }) => price.groupId === row.id)
      .map(({ price, productName, sku }) => ({
        productId: price.productId,
        productName,
        sku,
        price: toMajorUnits(price.priceMinor),
        minQty: price.minQty,
      })),
    codAboveLimits: row.codAboveLimits,
    monthlyStatement: row.monthlyStatement,
    members: members.filter((m) => m.groupId === row.id).map(({ email, name }) => ({ email, name })),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function readOne(db: Db | Tx, id: string): Promise<CustomerGroup> {
  const [group] = isId(id) ? await readGroups(db, id) : [];
  if (!group) throw notFound(customerGroupMessages.notFound);
  return group;
}

/** The group as it is, its row locked until the transaction ends (404 when there is none). */
export async function lockedGroup(tx: Tx, id: string): Promise<CustomerGroup> {
  if (isId(id))
    await tx
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.id, id))
      .for('update');
  return readOne(tx, id);
}

/** GET /api/admin/customer-groups. */
export const listCustomerGroups = (db: Db) => readGroups(db);

/** The list's fixed prices, replacing the group's: a product not in the catalogue refuses it all. */
async function writePrices(tx: Tx, groupId: string, prices: CreateCustomerGroupBody['prices']) {
  await tx.delete(customerGroupPrices).where(eq(customerGroupPrices.groupId, groupId));
  if (!prices || prices.length === 0) return;
  await tx.insert(customerGroupPrices).values(
    prices.map((price) => ({
      groupId,
      productId: price.productId,
      minQty: price.minQty ?? 1,
      priceMinor: toMinorUnits(price.price),
    })),
  );
}

/** A write of a group: a name taken is 409, a product of its list not in the catalogue 400. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(customerGroupMessages.nameTaken);
    if (isForeignKeyViolation(error)) throw badRequest(customerGroupMessages.productUnknown);
    throw error;
  }
}

/** POST /api/admin/customer-groups. */
export function createCustomerGroup(
  db: Db,
  body: CreateCustomerGroupBody,
  staff: Actor,
): Promise<CustomerGroup> {
  return writing(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customerGroups)
        .values({
          name: body.name,
          discountBp: toBp(body.discountPercent ?? 0),
          categoryBp: bpOf(body.categoryDiscounts),
          brandBp: bpOf(body.brandDiscounts),
          codAboveLimits: Boolean(body.codAboveLimits),
          monthlyStatement: Boolean(body.monthlyStatement),
        })
        .returning({ id: customerGroups.id });
      await writePrices(tx, row!.id, body.prices);
      const created = await readOne(tx, row!.id);
      await recordAudit(tx, staff, {
        kind: 'customer-group.create',
        subject: `customer-group:${created.id}`,
        before: null,
        after: auditRow(created),
      });
      return created;
    }),
  );
}

/** PATCH /api/admin/customer-groups/{id}: what is given replaces what the group had. */
export function updateCustomerGroup(
  db: Db,
  id: string,
  body: PatchCustomerGroupBody,
  staff: Actor,
): Promise<CustomerGroup> {
  if (!isId(id)) throw notFound(customerGroupMessages.notFound);
  return writing(() =>
    db.transaction(async (tx) => {
      const current = await lockedGroup(tx, id);
      const changes: Partial<typeof customerGroups.$inferInsert> = { updatedAt: new Date() };
      if (body.name !== undefined) changes.name = body.name;
      if (body.discountPercent !== undefined) changes.discountBp = toBp(body.discountPercent);
      if (body.categoryDiscounts !== undefined) changes.categoryBp = bpOf(body.categoryDiscounts);
      if (body.brandDiscounts !== undefined) changes.brandBp = bpOf(body.brandDiscounts);
      if (body.codAboveLimits !== undefined) changes.codAboveLimits = body.codAboveLimits;
      if (body.monthlyStatement !== undefined) changes.monthlyStatement = body.monthlyStatement;
      const [row] = await tx
        .update(customerGroups)
        .set(changes)
        .where(eq(customerGroups.id, id))
        .returning({ id: customerGroups.id });
      if (!row) throw notFound(customerGroupMessages.notFound);
      if (body.prices !== undefined) await writePrices(tx, id, body.prices);
      const updated = await readOne(tx, id);
      const [before, after] = changedFields(current, updated);
      await recordAudit(tx, staff, {
        kind: 'customer-group.update',
        subject: `customer-group:${id}`,
        before,
        after,
      });
      return updated;
    }),
  );
}
