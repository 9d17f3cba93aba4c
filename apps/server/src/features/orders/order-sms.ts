import { formatMoney, type Locale, SCREENS, screenHref } from '@chaka/contract';
import type { OrderSmsKind } from '../../config.js';
import { translate } from '../../lib/i18n.js';
import { smsParts } from '../../lib/sms.js';
import type { OrderContext } from './order-context.js';
import { type OrderRow, orderNumberOf } from './order-queries.js';

/**
 * The texts of an order's SMS (issue 34), in the customer's language. Each stays within two SMS
 * parts (lib/sms.ts smsParts): a Bangla text is Unicode, 134 characters in two parts, so they say
 * only what the customer acts on, and a courier's name is cut to fit. Order numbers keep their
 * Latin digits, as in the mails: they are read out to couriers and typed into searches.
 */

/** The longest courier name a text carries (the admin types it when shipping by hand). */
const COURIER_CHARS = 20;

type SmsContext = Pick<OrderContext, 'currency' | 'publicUrl'>;

/**
 * The shipped text with the courier's name (at most COURIER_CHARS) cut further until the text fits
 * in two parts beside the link, whose length is the shop's address.
 */
function shippedText(
  t: (id: string, values: Record<string, unknown>) => string,
  number: string,
  courier: string,
  link: string,
) {
  const render = (letters: string[]) =>
    t('sms.order.shipped', { number, courier: letters.join('').trim(), link });
  let letters = [...courier.trim()].slice(0, COURIER_CHARS);
  while (letters.length > 0 && smsParts(render(letters)) > 2) letters = letters.slice(0, -1);
  return render(letters);
}

/** The text of the SMS of `kind` for the order as it is now. */
export function orderSmsText(
  context: SmsContext,
  kind: OrderSmsKind,
  order: OrderRow,
  locale: Locale,
): string {
  const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
  const number = orderNumberOf(order);
  switch (kind) {
    case 'placed':
      // Issue 34 (COD_ADVANCE): a cash order that owes its delivery fee online says so, and the rest.
      if (order.paymentMethod === 'cod' && order.advanceMinor > 0 && !order.advancePaid)
        return t('sms.order.placedAdvance', {
          number,
          advance: formatMoney(order.advanceMinor, { currency: context.currency, locale }),
          due: formatMoney(order.totalMinor - order.advanceMinor, { currency: context.currency, locale }),
        });
      return t('sms.order.placed', {
        number,
        total: formatMoney(order.totalMinor, { currency: context.currency, locale }),
        payment: t(`sms.order.${order.paymentMethod}`),
      });
    case 'shipped':
      // The tracking page with the number filled in: whoever holds the phone follows the parcel.
      return shippedText(
        t,
        number,
        order.courier ?? '',
        `${context.publicUrl}${screenHref(SCREENS.track, { order: number })}`,
      );
    default:
      return t(`sms.order.${kind}`, { number });
  }
}
