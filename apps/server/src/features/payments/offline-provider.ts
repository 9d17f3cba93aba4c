import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cardMessages, paymentMessages } from '@chaka/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments } from '../../db/schema/index.js';
import { badRequest, conflict, HttpError } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { assertOwner } from '../../lib/ownership.js';
import {
  type CreateIntentInput,
  INTENT_ID_PATTERN,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
  type RefundInput,
} from './payment-provider.js';
import { assertPayableOnline } from './payments-service.js';
import { chargeOutcome } from './test-cards.js';

type PaymentRow = typeof payments.$inferSelect;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `pi_` and 24 random letters and digits, like Stripe's PaymentIntent ids. */
function newIntentId(): string {
  const bytes = randomBytes(24);
  let id = 'pi_';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

const toIntent = (row: PaymentRow, currency: string): ProviderIntent => ({
  id: row.intentId,
  orderId: row.orderId,
  amountMinor: row.amountMinor,
  currency,
  status: row.status,
});

/**
 * The built-in provider that works offline (PAYMENT_PROVIDER=test, the local demo's default): it
 * keeps its intents in the payments table and charges the test cards Stripe documents
 * (./test-cards.ts). No money moves. Production code: it serves every shop run without Stripe or
 * SSLCommerz, not only the tests.
 *
 * The client secret is `{intent id}_secret_{HMAC of the id}`: only this server can make one, so a
 * confirmation cannot name an intent it was not handed.
 */
export class OfflinePaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  /**
   * Its refunds, by id. No money moves, so a refund is final the moment it is asked; they are kept
   * while the shop runs, for a retry and a look-up, and the caller records them for good.
   */
  private readonly refunds = new Map<string, ProviderRefund & { intentId: string }>();

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    readonly currency = 'usd',
  ) {}

  async createIntent({ orderId, amountMinor }: CreateIntentInput) {
    // One open intent per order and amount, as Stripe's idempotency key per order gives.
    const [open] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.provider, 'test'),
          eq(payments.amountMinor, amountMinor),
          eq(payments.status, 'requires_payment_method'),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    const row =
      open ??
      (
        await this.db
          .insert(payments)
          .values({
            orderId,
            provider: 'test',
            intentId: newIntentId(),
            amountMinor: amountMinor,
            status: 'requires_payment_method',
          })
          .returning()
      )[0]!;
    return { ...toIntent(row, this.currency), clientSecret: this.clientSecretOf(row.intentId) };
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.intentId, id), eq(payments.provider, 'test')));
    return row ? toIntent(row, this.currency) : null;
  }

  async cancelIntent(id: string): Promise<ProviderIntent | null> {
    // Waits for a card being charged on this intent at the moment (its row is locked meanwhile).
    const [cancelled] = await this.db
      .update(payments)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(
        and(
          eq(payments.intentId, id),
          eq(payments.provider, 'test'),
          eq(payments.status, 'requires_payment_method'),
        ),
      )
      .returning();
    return cancelled ? toIntent(cancelled, this.currency) : this.retrieveIntent(id);
  }

  /**
   * Refunds as Stripe does: only a payment that succeeded, never more than is left of it, and the
   * same key answers the same refund (its id is made from the key, so also after a restart).
   */
  async refund({ intentId, amountMinor, refundKey }: RefundInput): Promise<ProviderRefund> {
    const id = `re_${this.signature(`refund:${intentId}:${refundKey}`)
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 24)}`;
    const known = this.refunds.get(id);
    if (known) return known;
    const intent = await this.retrieveIntent(intentId);
    const refundedBefore = [...this.refunds.values()]
      .filter((refund) => refund.intentId === intentId && refund.status === 'refunded')
      .reduce((sum, refund) => sum + refund.amountMinor, 0);
    const refusal =
      intent?.status !== 'succeeded'
        ? `No payment ${intentId} went through to refund`
        : amountMinor > intent.amountMinor - refundedBefore
          ? `Refund amount (${amountMinor}) is greater than unrefunded amount on charge (${intent.amountMinor - refundedBefore})`
          : null;
    const answer = { id, object: 'refund', payment_intent: intentId, amount: amountMinor };
    const refund = refusal
      ? {
          id: '',
          intentId,
          amountMinor,
          status: 'failed' as const,
          reason: refusal,
          answer: { ...answer, error: refusal },
        }
      : {
          id,
          intentId,
          amountMinor,
          status: 'refunded' as const,
          reason: null,
          answer: { ...answer, status: 'succeeded' },
        };
    if (!refusal) this.refunds.set(id, refund);
    return refund;
  }

  async retrieveRefund(id: string): Promise<ProviderRefund | null> {
    return this.refunds.get(id) ?? null;
  }

  /**
   * Charges a card for the intent of a client secret, as Stripe.js's confirmCardPayment does. The
   * order row stays locked meanwhile, so it cannot be cancelled while its payment goes through.
   * A refused card answers 402 with the card's message; the intent stays open for another card.
   */
  async confirmCard(caller: Identity, card: { clientSecret: string; cardNumber: string }) {
    const intentId = this.intentIdOf(card.clientSecret);
    if (!intentId) throw badRequest(cardMessages.secretInvalid);
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.intentId, intentId), eq(payments.provider, 'test')))
        .for('update');
      const [order] = payment?.orderId
        ? await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update')
        : [];
      if (!payment || !order) throw badRequest(cardMessages.secretInvalid);
      assertOwner(caller, order.userId);
      assertPayableOnline(order);
      // Any payment of the order counts: two payment screens open at once must not charge twice.
      const [settled] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
        .limit(1);
      if (settled || order.paid) throw conflict(paymentMessages.alreadyPaid);
      if (payment.status !== 'requires_payment_method') throw badRequest(cardMessages.secretInvalid);

      const outcome = chargeOutcome(card.cardNumber);
      if (!outcome.succeeded) throw new HttpError(402, outcome.message);
      await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment.id));
      return { status: 'succeeded' as const, transactionId: payment.intentId };
    });
  }

  private signature(intentId: string): string {
    return createHmac('sha256', this.secret).update(`test-payment:${intentId}`).digest('base64url');
  }

  private clientSecretOf(intentId: string): string {
    return `${intentId}_secret_${this.signature(intentId)}`;
  }

  private intentIdOf(clientSecret: string): string | null {
    const [intentId, signature] = clientSecret.split('_secret_');
    if (!intentId || !signature || !INTENT_ID_PATTERN.test(intentId)) return null;
    const expected = Buffer.from(this.signature(intentId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? intentId : null;
  }
}
