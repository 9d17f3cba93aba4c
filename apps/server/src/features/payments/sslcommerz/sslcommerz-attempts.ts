import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { payments } from '../../../db/schema/index.js';

/** One SSLCommerz payment attempt: a session and its tran_id, a row of the payments table. */
export type Attempt = typeof payments.$inferSelect;

const ofSslcommerz = (tranId: string) =>
  and(eq(payments.provider, 'sslcommerz'), eq(payments.intentId, tranId));

/** The attempt the shop opened with this tran_id; null for one it never issued. */
export async function findAttempt(db: Db | Tx, tranId: string): Promise<Attempt | null> {
  const [attempt] = await db.select().from(payments).where(ofSslcommerz(tranId));
  return attempt ?? null;
}

/** The same, locked until the transaction ends (a repeated IPN waits for the first one). */
export async function lockAttempt(tx: Tx, tranId: string): Promise<Attempt | null> {
  const [attempt] = await tx.select().from(payments).where(ofSslcommerz(tranId)).for('update');
  return attempt ?? null;
}

export async function recordOpenAttempt(
  db: Db,
  attempt: { orderId: string; tranId: string; amountMinor: number; currency: string },
): Promise<void> {
  await db.insert(payments).values({
    orderId: attempt.orderId,
    provider: 'sslcommerz',
    intentId: attempt.tranId,
    amountMinor: attempt.amountMinor,
    currency: attempt.currency,
    status: 'requires_payment_method',
  });
}

export async function updateAttempt(
  db: Db | Tx,
  tranId: string,
  change: Partial<
    Pick<
      Attempt,
      'status' | 'valId' | 'riskLevel' | 'riskTitle' | 'refund' | 'note' | 'chargedMinor' | 'chargedCurrency'
    >
  >,
): Promise<void> {
  await db
    .update(payments)
    .set({ ...change, updatedAt: new Date() })
    .where(ofSslcommerz(tranId));
}

/**
 * Voids the order's sessions still open at the gateway (its order is being cancelled): a payment
 * made on one later is recorded to refund, never counted.
 */
export async function voidOpenAttempts(db: Db, orderId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'canceled', voidedAt: new Date(), note: 'Voided: the order was cancelled' })
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, 'sslcommerz'),
        eq(payments.status, 'requires_payment_method'),
      ),
    );
}

/** The attempts someone at the shop has to look at: held for a decision, or to refund. */
export async function attemptsToReview(db: Db): Promise<Attempt[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, 'sslcommerz'),
        or(
          eq(payments.status, 'requires_capture'),
          and(isNotNull(payments.refund), eq(payments.refund, 'to_refund')),
        ),
      ),
    )
    .orderBy(payments.updatedAt);
}
