import { describe, expect, it } from 'vitest';
import { isWholeMinorUnits, toMajorDecimal, toMajorUnits, toMinorUnits } from './money.js';

describe('toMajorUnits', () => {
  it.each([
    [0, 0],
    [1400, 14],
    [1850, 18.5],
    [2855, 28.55],
    [-5, -0.05],
  ])('%d minor units are %d major units', (minor, major) => {
    expect(toMajorUnits(minor)).toBe(major);
  });

  it.each([0, 1, 99, 2855, 99_999_999])('undoes toMinorUnits for %d', (minor) => {
    expect(toMinorUnits(toMajorUnits(minor))).toBe(minor);
  });
});

describe('toMajorDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_450, '1234.50'],
    [-5, '-0.05'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d minor units are %s', (minor, text) => {
    expect(toMajorDecimal(minor)).toBe(text);
  });

  it.each([1.5, Number.NaN])('refuses %d', (minor) => {
    expect(() => toMajorDecimal(minor)).toThrow(RangeError);
  });
});

describe('isWholeMinorUnits', () => {
  it.each([
    [60, true],
    [1.5, true],
    [0.1 + 0.2, true],
    [28.55, true],
    [1.505, false],
    [0.001, false],
  ])('%d: %s', (major, whole) => {
    expect(isWholeMinorUnits(major)).toBe(whole);
  });
});
