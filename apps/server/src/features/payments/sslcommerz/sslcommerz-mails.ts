import { formatMoney, type Locale, type ShopCurrency } from '@chaka/contract';
import type { FastifyBaseLogger } from 'fastify';
import { translate } from '../../../lib/i18n.js';
import { composeText, type Mailer } from '../../../lib/mailer.js';

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

const money = (payment: { amountMinor: number; currency: ShopCurrency }, locale: Locale = 'en') =>
  formatMoney(payment.amountMinor, { currency: payment.currency, locale });

/** A mail that cannot be sent never undoes the payment: it is logged. */
async function send(deps: PaymentMailDeps, mail: Parameters<Mailer['send']>[0], tranId: string) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, tranId }, 'payment recorded but its mail not sent');
  }
}

/** The customer's receipt once the payment counts, in the language of their account. */
export function mailPaymentReceived(deps: PaymentMailDeps, payment: PaidPayment, locale: Locale = 'en') {
  const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
  const values = { amount: money(payment, locale), number: payment.orderNumber };
  // The gateway's name of the way paid ("BKASH-BKash"): its first part, as the gateway writes it.
  const method = payment.method?.split('-')[0];
  return send(
    deps,
    composeText(payment.email, t('mail.payment.receivedSubject', { number: payment.orderNumber }), [
      [
        method ? t('mail.payment.receivedBy', { ...values, method }) : t('mail.payment.received', values),
        t('mail.payment.transaction', { id: payment.tranId }),
      ].join('\n'),
      t('mail.payment.thanks', { site: deps.siteName }),
    ]),
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
