import { formatMoney, type Locale, SCREENS, screenHref } from '@chaka/contract';
import { accountLocale, translate, translateMessage } from '../../lib/i18n.js';
import { composeMail as compose, type Mail } from '../../lib/mailer.js';
import { dueOnDeliveryMinor } from './cod-advance.js';
import type { OrderContext } from './order-context.js';
import { deliveryOf, type OrderRecord, orderNumberOf } from './order-queries.js';

/**
 * The mails of an order's life. Every value in them is read from the database after the change
 * (never from the request), and a mail that cannot be sent never undoes the order: it is logged.
 */

function money(context: OrderContext, minor: number, locale: Locale = 'en') {
  return formatMoney(minor, { currency: context.currency, locale });
}

/**
 * The parts, amounts, delivery and payment of an order, as the confirmation and notice list them,
 * in the reader's language. Order numbers and phone numbers keep their Latin digits: they are
 * read out to couriers and typed into searches.
 */
function summary(context: OrderContext, { order, lines }: OrderRecord, locale: Locale = 'en'): string[] {
  const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
  const amount = (minor: number) => money(context, minor, locale);
  const parts = lines.map((line) =>
    t('mail.order.line', {
      quantity: line.quantity,
      product: line.productName,
      size: line.size,
      amount: amount(line.priceMinor),
    }),
  );
  const delivery = deliveryOf(order);
  return [
    parts.join('\n'),
    [
      t('mail.order.subtotal', { amount: amount(order.subtotalMinor) }),
      // Issue 37: what the order's promotions took off, with its code.
      ...(order.discountMinor > 0
        ? [t('mail.order.discount', { amount: amount(order.discountMinor), code: order.promotionCode ?? '' })]
        : []),
      t('mail.order.deliveryFee', { amount: amount(order.deliveryFeeMinor) }),
      t('mail.order.total', { amount: amount(order.totalMinor) }),
      t('mail.order.payment', { method: t(`mail.order.${order.paymentMethod}`) }),
      ...advanceLines(order, amount, t),
    ].join('\n'),
    delivery
      ? `${t('mail.order.deliveryTo')}\n${delivery.name}\n${delivery.phone}\n${delivery.address}\n${delivery.district}`
      : t('mail.order.deliveryNeeded'),
  ];
}

/** Issue 34 (COD_ADVANCE): a cash order's delivery fee paid online, or still to pay, and the rest. */
function advanceLines(
  order: OrderRecord['order'],
  amount: (minor: number) => string,
  t: (id: string, values?: Record<string, unknown>) => string,
): string[] {
  if (order.paymentMethod !== 'cod' || order.advanceMinor === 0) return [];
  const fee = amount(order.advanceMinor);
  return [
    order.advancePaid
      ? t('mail.order.advancePaid', { amount: fee })
      : t('mail.order.advanceDue', { amount: fee }),
    t('mail.order.dueOnDelivery', { amount: amount(dueOnDeliveryMinor(order)) }),
  ];
}

const orderLink = (context: OrderContext, { order }: OrderRecord) =>
  `${context.publicUrl}${screenHref(SCREENS.dashboard.order, { id: order.id })}`;

/** The tracking page with the order number filled in: whoever receives the parcel follows it, no sign-in. */
const trackLink = (context: OrderContext, record: OrderRecord) =>
  `${context.publicUrl}${screenHref(SCREENS.track, { order: orderNumberOf(record.order) })}`;

/** A checkout of several parts says they come together, for one fee and one payment. */
const partsInOneDelivery = ({ lines }: OrderRecord) =>
  lines.length > 1 ? `: ${lines.length} parts in one delivery` : '';

/** Who an order's placing mails: the customer a confirmation, the shop a notice (schema's order_mail_queue). */
export type PlacedMailKind = 'confirmation' | 'notice';

/** The customer's confirmation in their language (their account's), or the shop's notice in English. */
export function placedMail(
  context: OrderContext,
  kind: PlacedMailKind,
  record: OrderRecord,
  locale: Locale = 'en',
): Mail {
  const number = orderNumberOf(record.order);
  if (kind === 'notice')
    return compose(context.shopAddress, `New order ${number}`, [
      `New order ${number}${partsInOneDelivery(record)} from ${record.order.userName} <${record.order.email}>.`,
      ...summary(context, record),
    ]);
  const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
  const next = t(
    record.order.paymentMethod === 'online'
      ? 'mail.order.payOnline'
      : // Issue 34 (COD_ADVANCE): the delivery fee online first, the rest at the door.
        record.order.advanceMinor > 0 && !record.order.advancePaid
        ? 'mail.order.payAdvance'
        : 'mail.order.payCash',
  );
  return compose(record.order.email, t('mail.order.placedSubject', { number }), [
    t('mail.hello', { name: record.order.userName }),
    record.lines.length > 1
      ? t('mail.order.thanksParts', { number, count: record.lines.length })
      : t('mail.order.thanks', { number }),
    ...summary(context, record, locale),
    next,
    t('mail.order.follow', { link: orderLink(context, record) }),
  ]);
}

/** Why an order was cancelled, in the reader's language: the shop's own reasons are translated. */
const reasonIn = (locale: Locale, note: string) => translateMessage(locale, note);

/** The customer's mail when an order moves on or is cancelled, in the language of their account. */
export function statusMail(
  context: OrderContext,
  record: OrderRecord,
  note: string | null,
  locale: Locale = 'en',
): Mail | null {
  const { order } = record;
  const number = orderNumberOf(order);
  const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
  const hello = t('mail.hello', { name: order.userName });
  const link = t('mail.order.follow', { link: orderLink(context, record) });
  switch (order.status) {
    case 'confirmed':
      return compose(order.email, t('mail.order.confirmedSubject', { number }), [
        hello,
        t('mail.order.confirmed', { number }),
        link,
      ]);
    case 'shipped':
      return compose(order.email, t('mail.order.shippedSubject', { number }), [
        hello,
        t('mail.order.shipped', { number, courier: order.courier }),
        t('mail.order.tracking', { tracking: order.trackingNumber }),
        t('mail.order.trackPage', { link: trackLink(context, record) }),
        order.paymentMethod === 'cod'
          ? t('mail.order.cashForCourier', {
              amount: money(context, dueOnDeliveryMinor(order), locale),
            })
          : t('mail.order.nothingDue'),
        link,
      ]);
    case 'delivered':
      return compose(order.email, t('mail.order.deliveredSubject', { number }), [
        hello,
        t('mail.order.delivered', { number }),
        link,
      ]);
    case 'returned':
      return compose(order.email, t('mail.order.returnedSubject', { number }), [
        hello,
        t('mail.order.returned', { number }),
        link,
      ]);
    case 'cancelled':
      return compose(order.email, t('mail.order.cancelledSubject', { number }), [
        hello,
        note
          ? t('mail.order.cancelledBecause', { number, reason: reasonIn(locale, note) })
          : t('mail.order.cancelled', { number }),
        ...summary(context, record, locale).slice(0, 1),
        link,
      ]);
    default:
      return null;
  }
}

/** Sends the status mail of an order in the language its customer chose with their account. */
export async function sendStatusMail(context: OrderContext, record: OrderRecord, note: string | null) {
  try {
    const locale = await accountLocale(context.db, record.order.userId);
    await sendOrderMails(context, [statusMail(context, record, note, locale)]);
  } catch (error) {
    context.log.error({ err: error, orderId: record.order.id }, 'an order mail could not be sent');
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
