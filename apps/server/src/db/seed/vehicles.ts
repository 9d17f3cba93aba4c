import type { Body, FitmentPosition, Fuel } from '@chaka/contract';
import type { vehicles } from '../schema/index.js';

export type SeedVehicle = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  fuel: Fuel;
  body: Body;
};

/** What fitment rules look at, in a seeded vehicle or a stored one. */
export type VehicleFacts = Pick<
  typeof vehicles.$inferSelect,
  'make' | 'model' | 'generation' | 'yearFrom' | 'yearTo' | 'chassisCode' | 'engineCode' | 'fuel'
>;

function vehicle(
  make: string,
  model: string,
  generation: string,
  [yearFrom, yearTo]: [number, number | null],
  chassisCode: string | null,
  [engineCode, engineCc]: [string, number],
  fuel: Fuel,
  body: Body,
): SeedVehicle {
  return { make, model, generation, yearFrom, yearTo, chassisCode, engineCode, engineCc, fuel, body };
}

type VehicleOfMake = (
  ...args: Parameters<typeof vehicle> extends [string, ...infer Rest] ? Rest : never
) => SeedVehicle;
const ofMake =
  (make: string): VehicleOfMake =>
  (...args) =>
    vehicle(make, ...args);
const toyota = ofMake('Toyota');
const honda = ofMake('Honda');
const nissan = ofMake('Nissan');
const suzuki = ofMake('Suzuki');
const mitsubishi = ofMake('Mitsubishi');

/**
 * The cars common on Bangladesh's roads, mostly reconditioned Japanese imports known by chassis
 * code, plus the Indian-built Suzukis sold new there (which the trade names without one). Years
 * are the Japanese (or Indian) production years of the generation; a null end is still built.
 * Only variants we are sure of are listed: fewer correct rows rather than guessed ones.
 */
export const seedVehicles: SeedVehicle[] = [
  toyota('Axio', 'E140', [2006, 2012], 'NZE141', ['1NZ-FE', 1496], 'petrol', 'sedan'),
  toyota('Axio', 'E160', [2012, 2015], 'NZE161', ['1NZ-FE', 1496], 'petrol', 'sedan'),
  toyota('Axio', 'E160', [2013, null], 'NKE165', ['1NZ-FXE', 1496], 'hybrid', 'sedan'),
  toyota('Axio', 'E160', [2015, null], 'NRE161', ['2NR-FKE', 1496], 'petrol', 'sedan'),
  toyota('Fielder', 'E140', [2006, 2012], 'NZE141G', ['1NZ-FE', 1496], 'petrol', 'wagon'),
  toyota('Fielder', 'E160', [2012, 2015], 'NZE161G', ['1NZ-FE', 1496], 'petrol', 'wagon'),
  toyota('Fielder', 'E160', [2013, null], 'NKE165G', ['1NZ-FXE', 1496], 'hybrid', 'wagon'),
  toyota('Fielder', 'E160', [2015, null], 'NRE161G', ['2NR-FKE', 1496], 'petrol', 'wagon'),
  ...['Premio', 'Allion'].flatMap((model) => [
    toyota(model, 'T240', [2001, 2007], 'NZT240', ['1NZ-FE', 1496], 'petrol', 'sedan'),
    toyota(model, 'T240', [2001, 2007], 'ZZT240', ['1ZZ-FE', 1794], 'petrol', 'sedan'),
    toyota(model, 'T260', [2007, 2016], 'NZT260', ['1NZ-FE', 1496], 'petrol', 'sedan'),
    toyota(model, 'T260', [2016, 2021], 'NRT260', ['2NR-FKE', 1496], 'petrol', 'sedan'),
    toyota(model, 'T260', [2007, 2010], 'ZRT260', ['2ZR-FE', 1797], 'petrol', 'sedan'),
    toyota(model, 'T260', [2010, 2021], 'ZRT260', ['2ZR-FAE', 1797], 'petrol', 'sedan'),
    toyota(model, 'T260', [2007, 2021], 'ZRT261', ['3ZR-FAE', 1986], 'petrol', 'sedan'),
  ]),
  toyota('Corolla', 'E100', [1991, 1995], 'AE100', ['5A-FE', 1498], 'petrol', 'sedan'),
  toyota('Corolla', 'E110', [1995, 2000], 'AE110', ['5A-FE', 1498], 'petrol', 'sedan'),
  toyota('Corolla', 'E120', [2000, 2006], 'NZE121', ['1NZ-FE', 1496], 'petrol', 'sedan'),
  toyota('Noah', 'R60', [2001, 2007], 'AZR60G', ['1AZ-FSE', 1998], 'petrol', 'minivan'),
  toyota('Noah', 'R70', [2007, 2014], 'ZRR70G', ['3ZR-FAE', 1986], 'petrol', 'minivan'),
  toyota('Noah', 'R80', [2014, 2021], 'ZRR80G', ['3ZR-FAE', 1986], 'petrol', 'minivan'),
  toyota('Noah', 'R80', [2014, 2021], 'ZWR80G', ['2ZR-FXE', 1797], 'hybrid', 'minivan'),
  toyota('Hiace', 'H200', [2004, null], 'TRH200V', ['1TR-FE', 1998], 'petrol', 'van'),
  toyota('Probox', 'XP50', [2002, 2014], 'NCP51V', ['1NZ-FE', 1496], 'petrol', 'van'),
  toyota('Probox', 'XP160', [2014, null], 'NCP160V', ['1NZ-FE', 1496], 'petrol', 'van'),
  toyota('Land Cruiser Prado', 'J120', [2002, 2009], 'TRJ120W', ['2TR-FE', 2694], 'petrol', 'suv'),
  toyota('Land Cruiser Prado', 'J150', [2009, 2023], 'TRJ150W', ['2TR-FE', 2694], 'petrol', 'suv'),
  toyota('Land Cruiser Prado', 'J150', [2015, 2023], 'GDJ150W', ['1GD-FTV', 2755], 'diesel', 'suv'),

  honda('Civic', 'FD', [2005, 2011], 'FD1', ['R18A', 1799], 'petrol', 'sedan'),
  honda('Civic', 'FB', [2011, 2015], 'FB2', ['R18Z1', 1798], 'petrol', 'sedan'),
  honda('Grace', 'GM', [2014, 2020], 'GM4', ['LEB', 1496], 'hybrid', 'sedan'),
  honda('Grace', 'GM', [2015, 2020], 'GM6', ['L15B', 1496], 'petrol', 'sedan'),
  honda('Vezel', 'RU', [2013, 2021], 'RU1', ['L15B', 1496], 'petrol', 'suv'),
  honda('Vezel', 'RU', [2013, 2021], 'RU3', ['LEB', 1496], 'hybrid', 'suv'),
  honda('Fit', 'GD', [2001, 2007], 'GD1', ['L13A', 1339], 'petrol', 'hatchback'),
  honda('Fit', 'GE', [2007, 2013], 'GE6', ['L13A', 1339], 'petrol', 'hatchback'),
  honda('Fit', 'GE', [2010, 2013], 'GP1', ['LDA', 1339], 'hybrid', 'hatchback'),
  honda('Fit', 'GK', [2013, 2020], 'GK3', ['L13B', 1317], 'petrol', 'hatchback'),
  honda('Fit', 'GK', [2013, 2020], 'GP5', ['LEB', 1496], 'hybrid', 'hatchback'),

  nissan('Sunny', 'B15', [1998, 2004], 'FB15', ['QG15DE', 1497], 'petrol', 'sedan'),
  nissan('Sunny', 'N17', [2011, 2019], 'N17', ['HR15DE', 1498], 'petrol', 'sedan'),
  nissan('X-Trail', 'T30', [2000, 2007], 'NT30', ['QR20DE', 1998], 'petrol', 'suv'),
  nissan('X-Trail', 'T31', [2007, 2013], 'NT31', ['MR20DE', 1997], 'petrol', 'suv'),
  nissan('X-Trail', 'T32', [2013, 2022], 'NT32', ['MR20DD', 1997], 'petrol', 'suv'),
  nissan('X-Trail', 'T32', [2015, 2022], 'HNT32', ['MR20DD', 1997], 'hybrid', 'suv'),
  nissan('Bluebird Sylphy', 'G10', [2000, 2005], 'FG10', ['QG15DE', 1497], 'petrol', 'sedan'),
  nissan('Bluebird Sylphy', 'G10', [2000, 2005], 'QG10', ['QG18DE', 1769], 'petrol', 'sedan'),
  nissan('Bluebird Sylphy', 'G11', [2005, 2012], 'NG11', ['HR15DE', 1498], 'petrol', 'sedan'),
  nissan('Bluebird Sylphy', 'G11', [2005, 2012], 'KG11', ['MR20DE', 1997], 'petrol', 'sedan'),

  suzuki('Alto', 'Alto 800', [2012, 2023], null, ['F8D', 796], 'petrol', 'hatchback'),
  suzuki('Alto', 'Alto K10', [2010, 2020], null, ['K10B', 998], 'petrol', 'hatchback'),
  suzuki('Alto', 'HA36', [2014, 2021], 'HA36S', ['R06A', 658], 'petrol', 'hatchback'),
  suzuki('WagonR', 'WagonR (India)', [2010, 2019], null, ['K10B', 998], 'petrol', 'hatchback'),
  suzuki('WagonR', 'MH34', [2012, 2017], 'MH34S', ['R06A', 658], 'petrol', 'hatchback'),
  suzuki('Swift', 'ZC72', [2010, 2016], 'ZC72S', ['K12B', 1242], 'petrol', 'hatchback'),
  suzuki('Swift', 'ZC83', [2017, null], 'ZC83S', ['K12C', 1242], 'petrol', 'hatchback'),

  mitsubishi('Lancer', 'CK', [1995, 2000], 'CK2A', ['4G15', 1468], 'petrol', 'sedan'),
  mitsubishi('Lancer', 'CS', [2000, 2007], 'CS2A', ['4G15', 1468], 'petrol', 'sedan'),
  mitsubishi('Pajero', 'V60', [1999, 2006], 'V75W', ['6G74', 3497], 'petrol', 'suv'),
  mitsubishi('Pajero', 'V60', [1999, 2006], 'V78W', ['4M41', 3200], 'diesel', 'suv'),
  mitsubishi('Pajero', 'V80', [2006, 2019], 'V93W', ['6G72', 2972], 'petrol', 'suv'),
  mitsubishi('Pajero', 'V80', [2006, 2019], 'V97W', ['6G75', 3828], 'petrol', 'suv'),
  mitsubishi('Pajero', 'V80', [2006, 2019], 'V98W', ['4M41', 3200], 'diesel', 'suv'),
];

/** Which vehicles a product fits, and how. */
export interface FitmentRule {
  vehicles: (vehicle: VehicleFacts) => boolean;
  position?: FitmentPosition;
  quantity?: number;
  note?: string;
}

/** Selectors for fitment rules: vehicles by chassis code, engine code or model and generation. */
export const byChassis =
  (...codes: string[]) =>
  (vehicle: VehicleFacts) =>
    vehicle.chassisCode !== null && codes.includes(vehicle.chassisCode);
export const byEngine =
  (...codes: string[]) =>
  (vehicle: VehicleFacts) =>
    codes.includes(vehicle.engineCode);
export const byGeneration =
  (model: string, ...generations: string[]) =>
  (vehicle: VehicleFacts) =>
    vehicle.model === model && generations.includes(vehicle.generation);
