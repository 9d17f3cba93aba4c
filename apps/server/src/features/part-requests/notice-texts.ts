import {
  formatMoney,
  type Locale,
  partRequestNumber,
  SCREENS,
  type ShopCurrency,
  screenHref,
} from '@chaka/contract';
import { translate } from '../../lib/i18n.js';
import { composeMail, type Mail } from '../../lib/mailer.js';

/** What the notices need of the shop. */
export interface NoticeShop {
  siteName: string;
  publicUrl: string;
  currency: ShopCurrency;
}

/** A notice's facts, read when it is sent. */
export interface NoticeFacts {
  kind: 'back_in_stock' | 'part_quote' | 'part_cannot_source';
  locale: Locale;
  name: string | null;
  productId: string | null;
  productName: string | null;
  requestNumber: number | null;
  priceMinor: number | null;
  quantity: number | null;
  note: string | null;
  token: string | null;
}

const links = (shop: NoticeShop, facts: NoticeFacts) => ({
  productLink: `${shop.publicUrl}${screenHref(SCREENS.product, { id: facts.productId ?? '' })}`,
  quoteLink: `${shop.publicUrl}${screenHref(SCREENS.quote, { token: facts.token ?? '' })}`,
});

function values(shop: NoticeShop, facts: NoticeFacts) {
  return {
    site: shop.siteName,
    product: facts.productName ?? '',
    number: facts.requestNumber === null ? '' : partRequestNumber(facts.requestNumber),
    price: formatMoney(facts.priceMinor ?? 0, { currency: shop.currency, locale: facts.locale }),
    quantity: facts.quantity ?? 1,
    ...links(shop, facts),
  };
}

/** The mail of a notice, in its reader's language. */
export function noticeMail(shop: NoticeShop, facts: NoticeFacts, to: string): Mail {
  const t = (id: string) => translate(facts.locale, id, values(shop, facts));
  const hello = facts.name ? [translate(facts.locale, 'mail.hello', { name: facts.name })] : [];
  const note = facts.note ? [facts.note] : [];
  if (facts.kind === 'back_in_stock')
    return composeMail(to, t('mail.backInStock.subject'), [
      ...hello,
      t('mail.backInStock.body'),
      t('mail.backInStock.link'),
      shop.siteName,
    ]);
  if (facts.kind === 'part_quote')
    return composeMail(to, t('mail.partQuote.subject'), [
      ...hello,
      t('mail.partQuote.body'),
      ...note,
      t('mail.partQuote.link'),
      shop.siteName,
    ]);
  return composeMail(to, t('mail.partCannotSource.subject'), [
    ...hello,
    t('mail.partCannotSource.body'),
    ...note,
    shop.siteName,
  ]);
}

/** The SMS of a notice, in its reader's language. */
export function noticeSms(shop: NoticeShop, facts: NoticeFacts): string {
  const key = {
    back_in_stock: 'sms.backInStock',
    part_quote: 'sms.partQuote',
    part_cannot_source: 'sms.partCannotSource',
  }[facts.kind];
  return translate(facts.locale, key, values(shop, facts));
}
