import { z } from 'zod';
import { deliveryMessages } from './delivery.js';

/** How a customer pays: cash on delivery, or online (an online order is confirmed once paid). */
export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  online: 'Pay online',
};
/** `online` when absent: the spec's flow, an unpaid order with a Pay link. */
export const PaymentMethodSchema = z
  .enum(PAYMENT_METHODS, { error: deliveryMessages.paymentMethod })
  .default('online');
