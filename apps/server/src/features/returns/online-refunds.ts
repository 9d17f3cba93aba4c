/**
 * What returns need from the payments feature to pay back an order paid online (SSLCommerz's
 * refund API or the card provider's refund). The payments feature implements it; the app hands it
 * to the returns routes. Amounts in minor units.
 */
export interface OnlineRefunds {
  /** The online payment that settled the order, or null when it was not paid online. */
  settledPayment(orderId: string): Promise<{ provider: 'sslcommerz' | 'card'; amountMinor: number } | null>;
  /**
   * Pays back part of the order's payment. `refundKey` (the return's id) makes a retry the same
   * refund at the provider; refusals by the shop's own checks are thrown as HTTP errors.
   */
  refundOrderPayment(request: {
    orderId: string;
    amountMinor: number;
    remarks: string;
    refundKey: string;
    refundedMinor?: number;
  }): Promise<{
    provider: 'sslcommerz' | 'card';
    reference: string | null;
    status: 'refunded' | 'processing' | 'failed';
    reason: string | null;
    answer: unknown;
  }>;
  /** Where a `processing` refund stands now: ask until it is `refunded` or `failed`. */
  refundStatus(refund: { provider: 'sslcommerz' | 'card'; reference: string }): Promise<{
    status: 'refunded' | 'processing' | 'failed';
    reason: string | null;
    answer: unknown;
  }>;
}
