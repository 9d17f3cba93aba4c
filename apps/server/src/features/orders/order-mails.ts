import { formatMoney, type Locale } from '@chaka/contract';
import { translate } from '../../lib/i18n.js';
import type { Mail } from '../../lib/mailer.js';
import type { OrderContext } from './order-context.js';
import { deliveryOf, type OrderRecord, orderNumberOf } from './order-queries.js';

/**
 * The mails of an order's life. Every value in them is read from the database after the change
 * (never from the request), and a mail that cannot be sent never undoes the order: it is logged.
 */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A plain-text mail and the same paragraphs as simple HTML. */
function compose(to: string, subject: string, paragraphs: string[]): Mail {
  const html = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { to, subject, text: `${paragraphs.join('\n\n')}\n`, html };
}

function money(context: OrderContext, cents: number, locale: Locale = 'en') {
  return formatMoney(cents, { currency: context.currency, locale });
}

/**
 * The parts, amounts, delivery and payment of an order, as the confirmation and notice list them,
 * in the reader's language. Order numbers and phone numbers keep their Latin digits: they are
 * read out to couriers and typed into searches.
 */
function summary(context: OrderContext, { order, lines }: OrderRecord, locale: Locale = 'en'): string[] {
  const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
  const amount = (cents: number) => money(context, cents, locale);
  const parts = lines.map((line) =>
    t('mail.order.line', {
      quantity: line.quantity,
      product: line.productName,
      size: line.size,
      amount: amount(line.priceCents),
    }),
  );
  const delivery = deliveryOf(order);
  return [
    parts.join('\n'),
    [
      t('mail.order.subtotal', { amount: amount(order.subtotalCents) }),
      t('mail.order.deliveryFee', { amount: amount(order.deliveryFeeCents) }),
      t('mail.order.total', { amount: amount(order.totalCents) }),
      t('mail.order.payment', { method: t(`mail.order.${order.paymentMethod}`) }),
    ].join('\n'),
    delivery
      ? `${t('mail.order.deliveryTo')}\n${delivery.name}\n${delivery.phone}\n${delivery.address}\n${delivery.district}`
      : t('mail.order.deliveryNeeded'),
  ];
}

const orderLink = (context: OrderContext, { order }: OrderRecord) =>
  `${context.publicUrl}/dashboard/orders/${order.id}`;

/** A checkout of several parts says they come together, for one fee and one payment. */
const partsInOneDelivery = ({ lines }: OrderRecord) =>
  lines.length > 1 ? `: ${lines.length} parts in one delivery` : '';

/** The confirmation in the customer's language (their account's), and the shop's notice. */
export function placedMails(context: OrderContext, record: OrderRecord, locale: Locale = 'en'): Mail[] {
  const number = orderNumberOf(record.order);
  const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
  const next = t(record.order.paymentMethod === 'cod' ? 'mail.order.payCash' : 'mail.order.payOnline');
  return [
    compose(record.order.email, t('mail.order.placedSubject', { number }), [
      t('mail.hello', { name: record.order.userName }),
      record.lines.length > 1
        ? t('mail.order.thanksParts', { number, count: record.lines.length })
        : t('mail.order.thanks', { number }),
      ...summary(context, record, locale),
      next,
      t('mail.order.follow', { link: orderLink(context, record) }),
    ]),
    compose(context.shopAddress, `New order ${number}`, [
      `New order ${number}${partsInOneDelivery(record)} from ${record.order.userName} <${record.order.email}>.`,
      ...summary(context, record),
    ]),
  ];
}

export function statusMail(context: OrderContext, record: OrderRecord, note: string | null): Mail | null {
  const { order } = record;
  const number = orderNumberOf(order);
  const hello = `Hello ${order.userName},`;
  const link = `Follow your order: ${orderLink(context, record)}`;
  switch (order.status) {
    case 'confirmed':
      return compose(order.email, `Your order ${number} is confirmed`, [
        hello,
        `We have confirmed your order ${number} and are packing it.`,
        link,
      ]);
    case 'shipped':
      return compose(order.email, `Your order ${number} is on its way`, [
        hello,
        `Your order ${number} has been handed to ${order.courier}.`,
        `Tracking number: ${order.trackingNumber}`,
        order.paymentMethod === 'cod'
          ? `Please have ${money(context, order.totalCents)} ready in cash for the courier.`
          : 'It is paid; nothing is due on delivery.',
        link,
      ]);
    case 'delivered':
      return compose(order.email, `Your order ${number} is delivered`, [
        hello,
        `Your order ${number} has been delivered. Thank you for shopping with us.`,
        link,
      ]);
    case 'cancelled':
      return compose(order.email, `Your order ${number} is cancelled`, [
        hello,
        `Your order ${number} is cancelled${note ? `: ${note}` : ''}.`,
        ...summary(context, record).slice(0, 1),
        link,
      ]);
    default:
      return null;
  }
}

/** Sends the mails; failures are logged, never thrown (the order has happened). */
export async function sendOrderMails(context: OrderContext, mails: Array<Mail | null>): Promise<void> {
  await Promise.all(
    mails.map(async (mail) => {
      if (!mail) return;
      try {
        await context.mailer.send(mail);
      } catch (error) {
        context.log.error({ err: error, subject: mail.subject }, 'an order mail could not be sent');
      }
    }),
  );
}
