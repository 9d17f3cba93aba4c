// No zod here: the web app loads this formatter apart from its schemas (apps/web/src/lib/money.tsx).

/** The currencies a shop can price in (SHOP_CURRENCY): US dollars (the spec's), or taka. */
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
 * Which Intl locale groups the digits. Taka is grouped in lakhs and crores (1,23,45,678), US dollars
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

/** Minor units in one major unit: 100 poisha in a taka, 100 cents in a dollar. */
export const MINOR_UNITS_PER_MAJOR = 100;

/**
 * Money has two units here. Minor units (poisha, cents) are whole numbers: the database, the
 * payment providers and every sum count in them, and names of such amounts end in `Minor` (the
 * database's columns and the Drizzle schema still say `cents`). Major units
 * (taka, dollars) are what the API and the settings show, with at most two decimals. These two
 * functions are the only way between them.
 */
export function toMinorUnits(majorUnits: number): number {
  return Math.round(majorUnits * MINOR_UNITS_PER_MAJOR);
}

/** Minor units as the API's major units: 1850 is 18.5. */
export function toMajorUnits(minorUnits: number): number {
  return minorUnits / MINOR_UNITS_PER_MAJOR;
}

/** Whether an amount of major units is whole minor units (at most two decimals), within float error. */
export function isWholeMinorUnits(majorUnits: number): boolean {
  const minor = majorUnits * MINOR_UNITS_PER_MAJOR;
  return Math.abs(minor - Math.round(minor)) < 1e-6;
}

/** The whole major units and the rest in minor units of a non-negative amount, exact. */
function splitMinorUnits(minorUnits: number): { whole: number; fraction: number } {
  const fraction = minorUnits % MINOR_UNITS_PER_MAJOR;
  return { whole: (minorUnits - fraction) / MINOR_UNITS_PER_MAJOR, fraction };
}

const fractionText = (fraction: number) => String(fraction).padStart(2, '0');

/**
 * Minor units as the exact decimal text of major units with two decimals: 123450 is "1234.50",
 * -5 is "-0.05" (a decimal string keeps every digit, where dividing a large amount could not).
 */
export function toMajorDecimal(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`Money is counted in whole minor units, not ${minorUnits}`);
  }
  const { whole, fraction } = splitMinorUnits(Math.abs(minorUnits));
  return `${minorUnits < 0 ? '-' : ''}${whole}.${fractionText(fraction)}`;
}

/**
 * An amount of integer minor units (poisha or cents) as a customer reads it: `$44`, `$18.50`,
 * `৳1,23,456`, `৳১,২৩,৪৫৬.৫০`. Whole amounts show no decimals and any other amount shows two, the
 * way the spec's screens show prices; a negative amount (a refund) gets a leading minus.
 */
export function formatMoney(minorUnits: number, format: MoneyFormat): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`Money is counted in whole minor units, not ${minorUnits}`);
  }
  const { whole, fraction } = splitMinorUnits(Math.abs(minorUnits));
  // A decimal string keeps every digit exact, where dividing a large amount could not.
  const number =
    fraction === 0
      ? numberFormat(format, 0).format(`${whole}`)
      : numberFormat(format, 2).format(`${whole}.${fractionText(fraction)}` as `${number}`);
  return `${minorUnits < 0 ? '-' : ''}${CURRENCY_SIGNS[format.currency]}${number}`;
}
