import { randomBytes } from 'node:crypto';

/** How the stand-in gateway treats refunds from now on; a test turns these. */
export interface RefundKnobs {
  /**
   * refunded: the refund is done by the first question about it; processing: it stays processing
   * until `settleRefund`; cancelled: the bank gives it back; failed: the gateway refuses to start it.
   */
  refundOutcome: 'refunded' | 'processing' | 'cancelled' | 'failed';
  /** The gateway's errorReason of a refused refund. */
  refundErrorReason: string;
}

export const defaultRefundKnobs = (): RefundKnobs => ({
  refundOutcome: 'refunded',
  refundErrorReason: 'The bank declined the refund',
});

export interface GatewayRefund {
  refundRefId: string;
  refundTransId: string;
  bankTranId: string;
  amountMinor: number;
  remarks: string;
  status: 'processing' | 'refunded' | 'cancelled';
  initiatedOn: string;
  refundedOn: string;
}

const toMinor = (amount: string) => Math.round(Number(amount) * 100);
const gatewayDate = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const REQUIRED = ['bank_tran_id', 'refund_trans_id', 'refund_amount', 'refund_remarks'] as const;

/**
 * The refund API of SSLCommerz's v4 documentation ("Refund Process"), both on
 * GET /validator/api/merchantTransIDvalidationAPI.php: initiating a refund of a payment by its
 * bank_tran_id (never more than is left of what was charged; the same refund_trans_id again is the
 * same refund, answered `processing`), and asking about one by its refund_ref_id.
 */
export class GatewayRefunds {
  readonly knobs = defaultRefundKnobs();
  readonly refunds = new Map<string, GatewayRefund>();

  constructor(
    /** What the gateway charged for the payment of a bank_tran_id, in poisha; null for none. */
    private readonly chargedFor: (bankTranId: string) => number | null,
  ) {}

  /** The answer to initiating a refund (the store's credentials are checked before). */
  initiate(query: URLSearchParams) {
    if (REQUIRED.some((name) => !query.get(name)?.trim())) return { APIConnect: 'INVALID_REQUEST' };
    const bankTranId = query.get('bank_tran_id')!;
    const refundTransId = query.get('refund_trans_id')!;
    const answer = (status: string, refund: GatewayRefund | null, errorReason = '') => ({
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      trans_id: refundTransId,
      refund_ref_id: refund?.refundRefId ?? '',
      status,
      errorReason,
    });
    const before = [...this.refunds.values()].find(
      (refund) => refund.refundTransId === refundTransId && refund.bankTranId === bankTranId,
    );
    if (before) return answer('processing', before);
    const charged = this.chargedFor(bankTranId);
    if (charged === null) return answer('failed', null, 'Invalid bank_tran_id');
    const amountMinor = toMinor(query.get('refund_amount')!);
    if (!(amountMinor > 0)) return answer('failed', null, 'Invalid refund_amount');
    const refundedBefore = [...this.refunds.values()]
      .filter((refund) => refund.bankTranId === bankTranId && refund.status !== 'cancelled')
      .reduce((sum, refund) => sum + refund.amountMinor, 0);
    if (amountMinor > charged - refundedBefore) {
      return answer('failed', null, 'Refund amount is greater than the refundable amount of the transaction');
    }
    if (this.knobs.refundOutcome === 'failed') return answer('failed', null, this.knobs.refundErrorReason);
    const refund: GatewayRefund = {
      refundRefId: randomBytes(8).toString('hex'),
      refundTransId,
      bankTranId,
      amountMinor,
      remarks: query.get('refund_remarks')!,
      status: 'processing',
      initiatedOn: gatewayDate(),
      refundedOn: '',
    };
    this.refunds.set(refund.refundRefId, refund);
    if (this.knobs.refundOutcome === 'refunded') this.settle(refund.refundRefId);
    if (this.knobs.refundOutcome === 'cancelled') refund.status = 'cancelled';
    return answer('success', refund);
  }

  /** The answer to asking about a refund by its refund_ref_id. */
  status(query: URLSearchParams) {
    const refund = this.refunds.get(query.get('refund_ref_id') ?? '');
    if (!refund) return { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' };
    return {
      APIConnect: 'DONE',
      bank_tran_id: refund.bankTranId,
      tran_id: refund.refundTransId,
      refund_ref_id: refund.refundRefId,
      initiated_on: refund.initiatedOn,
      refunded_on: refund.refundedOn,
      status: refund.status,
      errorReason: refund.status === 'cancelled' ? this.knobs.refundErrorReason : '',
    };
  }

  /** The bank pays a processing refund back. */
  settle(refundRefId: string) {
    const refund = this.refunds.get(refundRefId);
    if (!refund) throw new Error(`No refund ${refundRefId}`);
    refund.status = 'refunded';
    refund.refundedOn = gatewayDate();
  }
}
