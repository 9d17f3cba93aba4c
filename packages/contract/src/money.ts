// No zod here: the web app loads this formatter apart from its schemas (apps/web/src/lib/money.tsx).

/** The currencies a shop can price in (SHOP_CURRENCY): the spec's dollars, or taka. */
export const SHOP_CURRENCIES = ['USD', 'BDT'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

/** The languages money is shown in. */
export const MONEY_LOCALES = ['en', 'bn'] as const;
export type MoneyLocale = (typeof MONEY_LOCALES)[number];

export interface MoneyFormat {
  currency: ShopCurrency;
  locale: MoneyLocale;
}

const CURRENCY_SIGNS: Record<ShopCurrency, string> = { USD: '$', BDT: '৳' };

/**
 * Which Intl locale groups the digits. Taka is grouped in lakhs and crores (1,23,45,678), dollars
 * in thousands as the spec's screens show them; Bangla text always uses Bangla digits and lakhs.
 * Only the number comes from Intl: the sign is placed here, because Intl's currency style gives
 * "BDT 1,23,456" in en-IN and "১,২৩,৪৫৬৳" (sign after) in bn-BD, and such symbols change with the
 * CLDR version a Node release ships.
 */
const GROUPING_LOCALES: Record<MoneyLocale, Record<ShopCurrency, string>> = {
  en: { USD: 'en-US', BDT: 'en-IN' },
  bn: { USD: 'bn-BD', BDT: 'bn-BD' },
};

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(format: MoneyFormat, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${format.locale}:${format.currency}:${fractionDigits}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(GROUPING_LOCALES[format.locale][format.currency], {
      numberingSystem: format.locale === 'bn' ? 'beng' : 'latn',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: true,
    });
    numberFormats.set(key, found);
  }
  return found;
}

/**
 * An amount of integer minor units (cents or poisha) as a customer reads it: `$44`, `$18.50`,
 * `৳1,23,456`, `৳১,২৩,৪৫৬.৫০`. Whole amounts show no decimals and any other amount shows two, the
 * way the spec's screens show dollars; a negative amount (a refund) gets a leading minus.
 */
export function formatMoney(minorUnits: number, format: MoneyFormat): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`Money is counted in whole minor units, not ${minorUnits}`);
  }
  const absolute = Math.abs(minorUnits);
  const fraction = absolute % 100;
  const whole = (absolute - fraction) / 100;
  // A decimal string keeps every digit exact, where dividing a large amount by 100 could not.
  const number =
    fraction === 0
      ? numberFormat(format, 0).format(`${whole}`)
      : numberFormat(format, 2).format(`${whole}.${String(fraction).padStart(2, '0')}` as `${number}`);
  return `${minorUnits < 0 ? '-' : ''}${CURRENCY_SIGNS[format.currency]}${number}`;
}

/** The API's amounts are major units (dollars, taka) with at most two decimals. */
export function toMinorUnits(majorUnits: number): number {
  return Math.round(majorUnits * 100);
}
