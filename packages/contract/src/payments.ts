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

/** Answers of the payment API that SPEC §8 leaves open. */
export const paymentMessages = {
  orderNotFound: 'This order does not exist',
  otherAppointment: 'appointmentId must be the id of this order',
  alreadyPaid: 'This order is already paid',
  free: 'This order is free and needs no payment',
  notVerified: 'This payment could not be verified for this order',
  notSucceeded: 'This payment has not succeeded',
  otherOrder: 'The transaction belongs to another order',
  providerDown: 'The payment service cannot be reached. Please try again in a moment.',
  badSignature: 'The webhook signature is not valid',
  stripeOnly: 'Card payments through Stripe are not enabled on this shop',
  testOnly: 'The test card service is not enabled on this shop',
  refundNoPayment: 'No online payment of this order went through: there is nothing to refund online',
  refundAbovePaid: 'A refund cannot be more than what is left of the online payment',
  refundAmountInvalid: 'A refund is a positive whole amount in the smallest unit of the currency',
  refundProviderOff:
    'The payment service that took this payment is not set up on this shop: refund it at the provider',
  refundUnknown: 'The payment service knows no such refund',
} as const;

/** The Stripe webhook's answer once an event is taken. */
export const StripeWebhookResponseSchema = z.object({ received: z.literal(true) });

/** Card errors worded like Stripe's, so both providers speak alike to the customer. */
export const cardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  notATestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  secretInvalid: 'This payment is not known. Please reload the page and try again.',
} as const;

/** Digits only: customers type card numbers with spaces or dashes between the groups. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY as typed (also MM / YY or MMYY); null when it is not a month and a year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = value.trim().match(/^(\d{2})\s*\/?\s*(\d{2})$/);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** True when a card with this expiry can no longer be used in the given month. */
export function isExpired(expiry: { month: number; year: number }, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** The card details the test provider's form sends. Format problems are card errors, worded as such. */
export const TestCardConfirmBodySchema = z
  .object({
    clientSecret: z.string().trim().min(1, cardMessages.secretInvalid).max(200, cardMessages.secretInvalid),
    cardNumber: z
      .string({ error: cardMessages.numberIncomplete })
      .max(40, cardMessages.numberInvalid)
      .transform(cardDigits)
      .pipe(
        z
          .string()
          .min(1, cardMessages.numberIncomplete)
          .regex(/^\d+$/, cardMessages.numberInvalid)
          .min(13, cardMessages.numberIncomplete)
          .max(19, cardMessages.numberInvalid)
          .refine(passesLuhn, cardMessages.numberInvalid),
      ),
    expiry: z
      .string({ error: cardMessages.expiryIncomplete })
      .max(10, cardMessages.expiryInvalid)
      .superRefine((value, ctx) => {
        if (value.replace(/\D/g, '').length < 4) {
          ctx.addIssue({ code: 'custom', message: cardMessages.expiryIncomplete });
          return;
        }
        const expiry = parseExpiry(value);
        if (!expiry) ctx.addIssue({ code: 'custom', message: cardMessages.expiryInvalid });
        else if (isExpired(expiry)) ctx.addIssue({ code: 'custom', message: cardMessages.expired });
      }),
    cvc: z
      .string({ error: cardMessages.cvcIncomplete })
      .trim()
      .max(10, cardMessages.cvcInvalid)
      .regex(/^\d*$/, cardMessages.cvcInvalid),
  })
  .superRefine((body, ctx) => {
    const length = isAmex(body.cardNumber) ? 4 : 3;
    if (body.cvc.length < length)
      ctx.addIssue({ code: 'custom', path: ['cvc'], message: cardMessages.cvcIncomplete });
    else if (body.cvc.length > length)
      ctx.addIssue({ code: 'custom', path: ['cvc'], message: cardMessages.cvcInvalid });
  });
export type TestCardConfirmBody = z.input<typeof TestCardConfirmBodySchema>;

/** A card payment that went through: the provider's id of the payment (`pi_...`). */
export const TestCardConfirmResponseSchema = z.object({
  status: z.literal('succeeded'),
  transactionId: z.string(),
});
