import { describe, expect, it } from 'vitest';
import { CurrencySchema } from './currency.js';
import { formatMoney, type MoneyFormat, toMinorUnits } from './money.js';

const usd: MoneyFormat = { currency: 'USD', locale: 'en' };
const bdt: MoneyFormat = { currency: 'BDT', locale: 'en' };
const bdtBangla: MoneyFormat = { currency: 'BDT', locale: 'bn' };
const usdBangla: MoneyFormat = { currency: 'USD', locale: 'bn' };

describe('formatMoney', () => {
  it.each([
    // Dollars as the spec's screens show them today: whole amounts bare, others with cents.
    [0, usd, '$0'],
    [1, usd, '$0.01'],
    [1400, usd, '$14'],
    [1850, usd, '$18.50'],
    [2855, usd, '$28.55'],
    [10_000, usd, '$100'],
    [123_456_78, usd, '$123,456.78'],
    [99_999_999, usd, '$999,999.99'],
    [100_000_000, usd, '$1,000,000'],
    // Taka in English: lakh and crore grouping.
    [0, bdt, '৳0'],
    [50, bdt, '৳0.50'],
    [6000, bdt, '৳60'],
    [500_000, bdt, '৳5,000'],
    [12_345_600, bdt, '৳1,23,456'],
    [1_234_567_800, bdt, '৳1,23,45,678'],
    [1_234_567_899, bdt, '৳1,23,45,678.99'],
    [100_000_000_000, bdt, '৳1,00,00,00,000'],
    // Taka in Bangla: Bangla digits, the same grouping, the sign in front.
    [0, bdtBangla, '৳০'],
    [12_345_600, bdtBangla, '৳১,২৩,৪৫৬'],
    [1_234_567_800, bdtBangla, '৳১,২৩,৪৫,৬৭৮'],
    [12_050, bdtBangla, '৳১২০.৫০'],
    // Dollars to a Bangla reader.
    [1_234_567_805, usdBangla, '$১,২৩,৪৫,৬৭৮.০৫'],
    // A refund.
    [-1850, usd, '-$18.50'],
    [-12_345_600, bdt, '-৳1,23,456'],
  ])('%d minor units as %o is %s', (minorUnits, format, expected) => {
    expect(formatMoney(minorUnits, format)).toBe(expected);
  });

  it('keeps every digit of the largest amount it can be given', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, bdt)).toBe('৳9,00,71,99,25,47,409.91');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, usd)).toBe('$90,071,992,547,409.91');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %d, which is not whole minor units',
    (value) => {
      expect(() => formatMoney(value, usd)).toThrow(RangeError);
    },
  );
});

describe('toMinorUnits', () => {
  it.each([
    [0, 0],
    [14, 1400],
    [18.5, 1850],
    [0.1 + 0.2, 30],
    [28.55, 2855],
    [1_000_000, 100_000_000],
  ])('%d is %d minor units', (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor);
  });
});

describe('CurrencySchema', () => {
  it.each([
    ['USD', 'USD'],
    ['BDT', 'BDT'],
    [' bdt ', 'BDT'],
    ['usd', 'USD'],
  ])('reads %j as %s', (input, currency) => {
    expect(CurrencySchema.parse(input)).toBe(currency);
  });
  it.each(['EUR', 'TK', '৳', '', 5])('refuses %j', (input) => {
    const result = CurrencySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Currency must be one of USD, BDT');
  });
});
