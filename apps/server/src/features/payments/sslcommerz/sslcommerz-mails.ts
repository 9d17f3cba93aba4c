import { formatMoney, type ShopCurrency } from '@chaka/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../../lib/mailer.js';

export interface PaymentMailDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  siteName: string;
  /** Where notices for the shop go (MAIL_FROM). */
  shopAddress: string;
}

interface PaidPayment {
  email: string;
  orderNumber: string;
  tranId: string;
  amountMinor: number;
  currency: ShopCurrency;
  /** How the customer paid, as the gateway names it (BKASH-BKash, VISA-Dutch Bangla...). */
  method: string | null;
}

const money = (payment: { amountMinor: number; currency: ShopCurrency }) =>
  formatMoney(payment.amountMinor, { currency: payment.currency, locale: 'en' });

/** A mail that cannot be sent never undoes the payment: it is logged. */
async function send(deps: PaymentMailDeps, mail: Parameters<Mailer['send']>[0], tranId: string) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, tranId }, 'payment recorded but its mail not sent');
  }
}

/** The customer's receipt once the payment counts. */
export function mailPaymentReceived(deps: PaymentMailDeps, payment: PaidPayment) {
  const amount = money(payment);
  const method = payment.method ? ` (${payment.method.split('-')[0]})` : '';
  return send(
    deps,
    {
      to: payment.email,
      subject: `Payment received for order ${payment.orderNumber}`,
      text: [
        `We received your payment of ${amount} for order ${payment.orderNumber} through SSLCommerz${method}.`,
        `Transaction: ${payment.tranId}`,
        '',
        `Thank you for shopping at ${deps.siteName}.`,
      ].join('\n'),
    },
    payment.tranId,
  );
}

/** The shop's notice of money it has to give back. */
export function mailPaymentToRefund(
  deps: PaymentMailDeps,
  payment: Omit<PaidPayment, 'email' | 'method'> & { cause: string; valId: string | null },
) {
  return send(
    deps,
    {
      to: deps.shopAddress,
      subject: `Refund needed: ${money(payment)} for order ${payment.orderNumber}`,
      text: [
        `SSLCommerz took ${money(payment)} for order ${payment.orderNumber}, which cannot take it: ${payment.cause}.`,
        `Refund it from the SSLCommerz merchant panel. Transaction: ${payment.tranId}, val_id: ${payment.valId ?? 'none'}.`,
      ].join('\n'),
    },
    payment.tranId,
  );
}
