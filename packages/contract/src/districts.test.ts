import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DISTRICTS,
  DIVISIONS,
  DistrictSchema,
  districtMessages,
  findDistrict,
  isDhakaDistrict,
} from './districts.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the list of districts', () => {
  it('holds the 64 districts, each once', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS.map((district) => district.name)).size).toBe(64);
    expect(new Set(DISTRICTS.map((district) => district.bangla)).size).toBe(64);
  });

  it.each([
    ['Barishal', 6],
    ['Chattogram', 11],
    ['Dhaka', 13],
    ['Khulna', 10],
    ['Mymensingh', 4],
    ['Rajshahi', 8],
    ['Rangpur', 8],
    ['Sylhet', 4],
  ] as const)('%s division has %d districts', (division, count) => {
    expect(DIVISIONS).toContain(division);
    expect(DISTRICTS.filter((district) => district.division === division)).toHaveLength(count);
  });

  it('names each district in Bangla script', () => {
    for (const district of DISTRICTS) expect(district.bangla).toMatch(/^[\u0980-\u09FF]+$/);
  });

  it('gives no spelling to two districts', () => {
    for (const district of DISTRICTS) {
      for (const spelling of [district.name, district.bangla, ...district.aliases]) {
        expect(findDistrict(spelling)?.name, spelling).toBe(district.name);
      }
    }
  });
});

describe('DistrictSchema', () => {
  it.each(DISTRICTS.map((district) => district.name))('accepts %s as it is stored', (name) => {
    expect(DistrictSchema.parse(name)).toBe(name);
  });

  it.each(DISTRICTS.map((district) => [district.bangla, district.name]))(
    'accepts %s (Bangla) as %s',
    (bangla, name) => {
      expect(DistrictSchema.parse(bangla)).toBe(name);
    },
  );

  it.each([
    ['Chittagong', 'Chattogram'],
    ['chittagong', 'Chattogram'],
    ['CTG', 'Chattogram'],
    ['Comilla', 'Cumilla'],
    ['Jessore', 'Jashore'],
    ['Barisal', 'Barishal'],
    ['Bogra', 'Bogura'],
    ['Chapainawabganj', 'Chapai Nawabganj'],
    ['chapai nawabganj', 'Chapai Nawabganj'],
    ['Chapai-Nawabganj', 'Chapai Nawabganj'],
    ['Coxs Bazar', "Cox's Bazar"],
    ['coxsbazar', "Cox's Bazar"],
    ['Cox’s Bazar', "Cox's Bazar"],
    ['Cox Bazar', "Cox's Bazar"],
    ['Jhalakati', 'Jhalokati'],
    ['Jhalokathi', 'Jhalokati'],
    ['Maulvibazar', 'Moulvibazar'],
    ['Moulvi Bazar', 'Moulvibazar'],
    ['Netrakona', 'Netrokona'],
    ['Brahmanbaria', 'Brahmanbaria'],
    ['B.Baria', 'Brahmanbaria'],
    ['Khagrachari', 'Khagrachhari'],
    ['Laxmipur', 'Lakshmipur'],
    ['Kishorganj', 'Kishoreganj'],
    ['Narayangonj', 'Narayanganj'],
    ['Narsinghdi', 'Narsingdi'],
    ['Jhenaida', 'Jhenaidah'],
    ['Jaipurhat', 'Joypurhat'],
    ['Hobiganj', 'Habiganj'],
    ['Dacca', 'Dhaka'],
    ['  DHAKA  ', 'Dhaka'],
    ['sylhet', 'Sylhet'],
    ['রাঙামাটি', 'Rangamati'],
    ['টাঙাইল', 'Tangail'],
    ['নেত্রকোনা', 'Netrokona'],
    ['কক্স বাজার', "Cox's Bazar"],
    ['চাঁপাই নবাবগঞ্জ', 'Chapai Nawabganj'],
    // য় typed as one code point (U+09DF) instead of য with a nukta.
    ['\u09A8\u09CB\u09DF\u09BE\u0996\u09BE\u09B2\u09C0', 'Noakhali'],
  ])('accepts %j as %s', (spelling, name) => {
    expect(DistrictSchema.parse(spelling)).toBe(name);
  });

  it.each([
    ['Kolkata', districtMessages.unknown],
    ['Dhaka City', districtMessages.unknown],
    ['Mirpur', districtMessages.unknown],
    ['Chattogram Division', districtMessages.unknown],
    ['x'.repeat(61), districtMessages.unknown],
    ['<script>', districtMessages.unknown],
    ['', districtMessages.required],
    ['   ', districtMessages.required],
    [undefined, districtMessages.required],
    [12, districtMessages.required],
  ])('refuses %j with %j', (value, message) => {
    expect(firstMessage(DistrictSchema, value)).toBe(message);
  });
});

describe('isDhakaDistrict', () => {
  it.each([
    ['Dhaka', true],
    ['dhaka', true],
    ['ঢাকা', true],
    ['Gazipur', false],
    ['Narayanganj', false],
    ['Sylhet', false],
    ['Nowhere', false],
  ])('%s: %s', (district, inside) => {
    expect(isDhakaDistrict(district)).toBe(inside);
  });
});
