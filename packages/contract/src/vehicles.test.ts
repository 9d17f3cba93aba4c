import { describe, expect, it } from 'vitest';
import { parseChassisCodes, vehicleLabel } from './vehicle-names.js';
import { FitmentEntrySchema, VehicleBodySchema, VehicleListQuerySchema } from './vehicles.js';

const axio = {
  make: 'Toyota',
  model: 'Axio',
  generation: 'E140',
  years: { from: 2006, to: 2012 },
  chassisCode: 'NZE141',
  engine: { code: '1NZ-FE', cc: 1496 },
  fuel: 'petrol',
  body: 'sedan',
};

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('a vehicle as an admin enters it', () => {
  it('takes codes in any letter case and stores them in capitals', () => {
    const parsed = VehicleBodySchema.parse({
      ...axio,
      chassisCode: ' nze141 ',
      engine: { code: '1nz-fe', cc: 1496 },
    });
    expect(parsed).toMatchObject({ chassisCode: 'NZE141', engine: { code: '1NZ-FE', cc: 1496 } });
  });

  it('lets a vehicle still built have no last year, and one without a chassis code have none', () => {
    const parsed = VehicleBodySchema.parse({ ...axio, years: { from: 2013 }, chassisCode: null });
    expect(parsed).toMatchObject({ years: { from: 2013, to: null }, chassisCode: null });
  });

  it.each([
    [{ make: ' ' }, 'Make is required'],
    [{ model: "Axio'; drop table vehicles" }, 'Model may hold only letters, digits, spaces and . - / ( )'],
    [{ years: { from: 2012, to: 2006 } }, 'The last year must not be before the first'],
    [{ years: { from: 1900, to: 2006 } }, 'First year must be 1950 or later'],
    [
      { chassisCode: 'NZE 141' },
      'Chassis code may hold only letters, digits and hyphens (e.g. NZE141, 1NZ-FE)',
    ],
    [{ engine: { code: '1NZ-FE', cc: 0 } }, 'Engine size must be at least 50 cc'],
    [{ fuel: 'cng' }, 'Fuel must be one of petrol, diesel, hybrid'],
    [{ body: 'truck' }, 'Body must be one of sedan, hatchback, wagon, suv, minivan, van'],
  ])('refuses %j with %j', (change, message) => {
    expect(firstMessage(VehicleBodySchema.safeParse({ ...axio, ...change }))).toBe(message);
  });
});

describe('a fitment entry', () => {
  it('names a vehicle by id or by chassis code, with defaults for the rest', () => {
    expect(FitmentEntrySchema.parse({ chassisCode: 'zrt260' })).toEqual({
      chassisCode: 'ZRT260',
      position: null,
      quantity: 1,
      note: null,
    });
  });

  it.each([
    [{}, 'Name each vehicle by vehicleId or by chassisCode (one of the two)'],
    [
      { vehicleId: '0b0d6b53-6a51-4b3c-9d38-3f7c1f0f2a10', chassisCode: 'NZE141' },
      'Name each vehicle by vehicleId or by chassisCode (one of the two)',
    ],
    [{ chassisCode: 'NZE141', quantity: 0 }, 'Quantity must be at least 1'],
    [
      { chassisCode: 'NZE141', position: 'roof' },
      expect.stringMatching(/^Position must be one of front, rear/),
    ],
  ])('refuses %j', (entry, message) => {
    expect(firstMessage(FitmentEntrySchema.safeParse(entry))).toEqual(message);
  });
});

describe('the vehicle list query', () => {
  it('takes the year from the query string and refuses control characters', () => {
    expect(VehicleListQuerySchema.parse({ make: 'Toyota', year: '2012' })).toEqual({
      make: 'Toyota',
      year: 2012,
    });
    expect(firstMessage(VehicleListQuerySchema.safeParse({ model: "x' or 1=1" }))).toBe(
      'Model may hold only letters, digits, spaces and . - / ( )',
    );
    expect(VehicleListQuerySchema.parse({ model: 'Land Cruiser Prado' })).toEqual({
      model: 'Land Cruiser Prado',
    });
    expect(firstMessage(VehicleListQuerySchema.safeParse({ make: 'To\u0000yota' }))).toBe(
      'Make must not contain control characters',
    );
  });
});

describe('naming vehicles to a driver', () => {
  it('says make, model, chassis code and years', () => {
    expect(
      vehicleLabel({ make: 'Toyota', model: 'Axio', chassisCode: 'NZE141', years: { from: 2006, to: 2012 } }),
    ).toBe('Toyota Axio (NZE141, 2006-2012)');
    expect(
      vehicleLabel({ make: 'Toyota', model: 'Axio', chassisCode: 'NKE165', years: { from: 2013, to: null } }),
    ).toBe('Toyota Axio (NKE165, 2013 onwards)');
    expect(
      vehicleLabel({ make: 'Suzuki', model: 'Alto', chassisCode: null, years: { from: 2012, to: 2023 } }),
    ).toBe('Suzuki Alto (2012-2023)');
  });

  it('reads pasted chassis codes, each once', () => {
    expect(parseChassisCodes(' nze141, NZE161\nnke165 / NZE141; ZRT260 ')).toEqual([
      'NZE141',
      'NZE161',
      'NKE165',
      'ZRT260',
    ]);
    expect(parseChassisCodes('  ')).toEqual([]);
  });
});
