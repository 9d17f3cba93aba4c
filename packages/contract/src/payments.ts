import { z } from 'zod';
import { EmailSchema, IdSchema, requiredText } from './common.js';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** POST /create-payment-intent: the amount always comes from the order. */
export const CreatePaymentIntentBodySchema = z.object({ orderId: IdSchema });
export const CreatePaymentIntentResponseSchema = z.object({ clientSecret: z.string() });

/** PATCH /api/order/{id}: the payment confirmation of SPEC §3. */
export const ConfirmPaymentBodySchema = z.object({
  transactionId: requiredText('Transaction id is required', 255),
  appointmentId: IdSchema,
  email: EmailSchema,
});
export type ConfirmPaymentBody = z.infer<typeof ConfirmPaymentBodySchema>;
export const ConfirmPaymentResponseSchema = z.object({ modifiedCount: z.number().int() });
