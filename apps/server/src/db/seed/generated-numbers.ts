import type { Category } from '@chaka/contract';
import type { SeedNumber } from './brands.js';

/** A small deterministic generator (mulberry32): the same catalogue on every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Draw = () => number;
const digits = (next: Draw, count: number) =>
  Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
const letters = (next: Draw, count: number) =>
  Array.from({ length: count }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(next() * 23)]).join('');
const pick = <T>(next: Draw, list: readonly T[]) => list[Math.floor(next() * list.length)]!;

/**
 * How each car maker numbers its parts: the group of the part (brake pads are 04465-... at Toyota)
 * and the shape of the rest, as printed in their catalogues.
 */
const CAR_MAKERS: Record<
  string,
  { groups: Record<Category, string>; number: (group: string, next: Draw) => string }
> = {
  Toyota: {
    groups: {
      'brake-pads': '04465',
      'car-bulbs': '90981',
      'air-filters': '17801',
      'motor-oil': '08880',
      'spark-plugs': '90919',
    },
    number: (group, next) => `${group}-${digits(next, 5)}`,
  },
  Honda: {
    groups: {
      'brake-pads': '45022',
      'car-bulbs': '33115',
      'air-filters': '17220',
      'motor-oil': '08232',
      'spark-plugs': '98079',
    },
    number: (group, next) => `${group}-${letters(next, 3)}-${letters(next, 1)}${digits(next, 2)}`,
  },
  Suzuki: {
    groups: {
      'brake-pads': '55810',
      'car-bulbs': '35121',
      'air-filters': '13780',
      'motor-oil': '99000',
      'spark-plugs': '09482',
    },
    number: (group, next) =>
      `${group}-${letters(next, 1)}${digits(next, 2)}${letters(next, 1)}${digits(next, 2)}`,
  },
  Nissan: {
    groups: {
      'brake-pads': 'D1060',
      'car-bulbs': '26296',
      'air-filters': '16546',
      'motor-oil': 'KE900',
      'spark-plugs': '22401',
    },
    number: (group, next) =>
      `${group}-${digits(next, 1)}${letters(next, 2)}${digits(next, 1)}${letters(next, 1)}`,
  },
  Mitsubishi: {
    groups: {
      'brake-pads': 'MR',
      'car-bulbs': 'MB',
      'air-filters': 'MR',
      'motor-oil': 'MZ',
      'spark-plugs': 'MS',
    },
    number: (group, next) => `${group}${digits(next, 6)}`,
  },
  Hyundai: {
    groups: {
      'brake-pads': '58101',
      'car-bulbs': '18647',
      'air-filters': '28113',
      'motor-oil': '05100',
      'spark-plugs': '18846',
    },
    number: (group, next) => `${group}-${digits(next, 1)}${letters(next, 1)}${digits(next, 3)}`,
  },
  Mazda: {
    groups: { 'brake-pads': 'B', 'car-bulbs': 'G', 'air-filters': 'Z', 'motor-oil': '0', 'spark-plugs': 'L' },
    number: (group, next) =>
      `${group}${digits(next, 1)}${letters(next, 2)}-${digits(next, 2)}-${digits(next, 2)}${letters(next, 1)}`,
  },
};

/** How each parts maker prints its own numbers (Bosch 0 986 494 512, NGK BKR6EP-11, ...). */
const MAKER_NUMBERS: Record<string, (next: Draw) => string> = {
  Bosch: (next) => `0 986 ${digits(next, 3)} ${digits(next, 3)}`,
  Denso: (next) => `${digits(next, 6)}-${digits(next, 4)}`,
  NGK: (next) =>
    `${pick(next, ['BKR', 'BPR', 'LKR', 'IFR', 'ILZKR'])}${digits(next, 1)}${pick(next, ['E', 'EP', 'EIX', 'ES'])}-${digits(next, 2)}`,
  Brembo: (next) => `P ${digits(next, 2)} ${digits(next, 3)}`,
  Philips: (next) => `${digits(next, 5)}${pick(next, ['PRC1', 'C1', 'B1', 'XVS2'])}`,
  Osram: (next) => `${digits(next, 4)}${pick(next, ['', 'NBS', 'CW', 'ULT'])}`,
  Mann: (next) => `${pick(next, ['C', 'CU', 'W', 'HU'])} ${digits(next, 2)} ${digits(next, 3)}`,
  Mobil: (next) => digits(next, 6),
  Castrol: (next) => `${digits(next, 5)}${letters(next, 1)}`,
  Akebono: (next) => `AN-${digits(next, 3)}WK`,
  Valeo: (next) => `${digits(next, 6)}`,
  Mahle: (next) => `${pick(next, ['LX', 'LA', 'OC'])} ${digits(next, 4)}`,
};

/**
 * The numbers of the n-th generated part (a `brand` part for the `car`): its maker's own number,
 * the car maker's number and, for about half, a second one of the car maker's and an old number
 * it replaces. Three a part on average; from a stream of its own, so the rest of the part is the
 * same as before parts had numbers.
 */
export function generatedNumbers(
  n: number,
  brand: string,
  car: string | null,
  category: Category,
): SeedNumber[] {
  const next = random(n + 7_919_713);
  const makerNumber = MAKER_NUMBERS[brand] ?? ((draw: Draw) => `${letters(draw, 2)}-${digits(draw, 5)}`);
  const numbers: SeedNumber[] = [{ kind: 'aftermarket', maker: brand, number: makerNumber(next) }];
  const carMaker = car ? car.split(' ')[0]! : 'Toyota';
  const scheme = CAR_MAKERS[carMaker];
  if (!scheme) return numbers;
  const oemNumber = () => scheme.number(scheme.groups[category], next);
  numbers.push({ kind: 'oem', maker: carMaker, number: oemNumber() });
  if (next() < 0.5) numbers.push({ kind: 'oem', maker: carMaker, number: oemNumber() });
  if (next() < 0.5) numbers.push({ kind: 'replaces', maker: null, number: oemNumber() });
  return numbers;
}
