import { formatOrderNumber, isId, type OrderNote, orderReading, staffMessages } from '@chaka/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderNotes, orders } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';

type NoteRow = typeof orderNotes.$inferSelect;

const toNote = (row: NoteRow): OrderNote => ({
  id: row.id,
  text: row.text,
  authorName: row.authorName,
  authorEmail: row.authorEmail,
  createdAt: row.createdAt.toISOString(),
});

async function orderIdOf(db: Pick<Db, 'select'>, id: string) {
  if (!isId(id)) throw notFound(staffMessages.noOrder);
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound(staffMessages.noOrder);
  return row;
}

/**
 * GET /api/orders/{id}/notes: the staff's notes on the order, oldest first. A packer reads those of
 * the orders they pack (or that are on their way) alone: any other order is 404 to them.
 */
export async function listOrderNotes(db: Db, caller: Identity, id: string): Promise<OrderNote[]> {
  const order = await orderIdOf(db, id);
  if (orderReading(caller.permissions, false, order.status) === 'hidden')
    throw notFound(staffMessages.noOrder);
  const rows = await db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, order.id))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map(toNote);
}

/** POST /api/orders/{id}/notes: a note by the caller, with its audit entry in the same transaction. */
export async function addOrderNote(db: Db, caller: Identity, id: string, text: string): Promise<OrderNote> {
  return db.transaction(async (tx) => {
    const order = await orderIdOf(tx, id);
    const [row] = await tx
      .insert(orderNotes)
      .values({
        orderId: order.id,
        authorId: caller.id,
        authorName: caller.name,
        authorEmail: caller.email,
        text,
      })
      .returning();
    await recordAudit(tx, caller, {
      kind: 'order.note',
      subject: `order:${formatOrderNumber(order.orderNumber)}`,
      orderId: order.id,
      before: null,
      after: { text },
    });
    return toNote(row!);
  });
}
