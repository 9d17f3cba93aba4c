import { z } from 'zod';

/**
 * SSLCommerz's refund API (developer.sslcommerz.com/doc/v4, "Refund Process"): both calls are GETs
 * of {gateway}/validator/api/merchantTransIDvalidationAPI.php. Initiating one sends bank_tran_id,
 * refund_trans_id (the shop's own id of the refund), refund_amount, refund_remarks; asking about one
 * sends refund_ref_id, the gateway's id of it. APIConnect says whether the call itself got through:
 * INVALID_REQUEST, FAILED (wrong store credentials), INACTIVE (store not active) or DONE.
 */
const text = z.union([z.string(), z.number()]).transform(String).nullish();

/** The answer of initiating a refund: success, failed (with errorReason), or processing (asked before). */
export const RefundAnswerSchema = z.object({
  APIConnect: z.string(),
  bank_tran_id: text,
  trans_id: text,
  refund_ref_id: text,
  status: text,
  errorReason: text,
});

/** The answer of asking about a refund: refunded, processing or cancelled. */
export const RefundStatusAnswerSchema = z.object({
  APIConnect: z.string(),
  bank_tran_id: text,
  tran_id: text,
  refund_ref_id: text,
  initiated_on: text,
  refunded_on: text,
  status: text,
  errorReason: text,
});

/** Where a refund stands at the gateway, in the shop's words, with the gateway's whole answer. */
export type SslcommerzRefundResult =
  | {
      status: 'refunded' | 'processing' | 'failed';
      /** The gateway's id of the refund; null when it refused to start one. */
      refundRefId: string | null;
      reason: string | null;
      answer: unknown;
    }
  /** No usable answer: unreachable, too slow, or not the documented form. Asking again is safe. */
  | { status: 'ERROR'; refundRefId: null; reason: string; answer: unknown };

const failedCall = (apiConnect: string, errorReason: string | null | undefined, answer: unknown) => ({
  status: 'failed' as const,
  refundRefId: null,
  reason: errorReason?.trim() || `The gateway refused the call (APIConnect ${apiConnect})`,
  answer,
});

/** The shop's reading of the answer to initiating a refund. */
export function judgeRefundAnswer(json: unknown): SslcommerzRefundResult {
  const parsed = RefundAnswerSchema.safeParse(json);
  if (!parsed.success) return unknownForm(json);
  const { APIConnect, status, refund_ref_id: refId, errorReason } = parsed.data;
  if (APIConnect !== 'DONE') return failedCall(APIConnect, errorReason, json);
  const state = status?.toLowerCase();
  if (state === 'failed') return failedCall(APIConnect, errorReason, json);
  // success: started now; processing: started before with this refund_trans_id. Either has an id.
  if ((state === 'success' || state === 'processing') && refId) {
    return { status: 'processing', refundRefId: refId, reason: null, answer: json };
  }
  return unknownForm(json);
}

/** The shop's reading of the answer to asking about a refund. */
export function judgeRefundStatusAnswer(refundRefId: string, json: unknown): SslcommerzRefundResult {
  const parsed = RefundStatusAnswerSchema.safeParse(json);
  if (!parsed.success) return unknownForm(json);
  const { APIConnect, status, errorReason } = parsed.data;
  if (APIConnect !== 'DONE') {
    return { status: 'ERROR', refundRefId: null, reason: `APIConnect ${APIConnect}`, answer: json };
  }
  const state = status?.toLowerCase();
  if (state === 'refunded') return { status: 'refunded', refundRefId, reason: null, answer: json };
  if (state === 'processing') return { status: 'processing', refundRefId, reason: null, answer: json };
  if (state === 'cancelled' || state === 'failed') {
    return {
      status: 'failed',
      refundRefId,
      reason: errorReason?.trim() || `The refund was ${state}`,
      answer: json,
    };
  }
  return unknownForm(json);
}

const unknownForm = (answer: unknown): SslcommerzRefundResult => ({
  status: 'ERROR',
  refundRefId: null,
  reason: 'The gateway answered a refund call in an unknown form',
  answer,
});
