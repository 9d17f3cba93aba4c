import type { Category, Fuel } from '@chaka/contract';
import { byChassis, byEngine, byGeneration, type FitmentRule, type VehicleFacts } from './vehicles.js';

export interface SeedProduct {
  name: string;
  category: Category;
  priceMinor: number;
  availableQty: number;
  minOrderQty: number;
  /** One unit packed, in grams: what the courier weighs (issue 33). */
  weightGrams: number;
  /** Months a warranty claim may be made after delivery (issue 35); none unless given. */
  warrantyMonths?: number;
  image: string;
  description: string;
  /** Universal: only where that is honest. */
  fitsAllVehicles?: boolean;
  /** No rules and not universal: unknown fitment, never offered for a chosen car. */
  fits?: FitmentRule[];
}

const builtSince = (year: number) => (vehicle: VehicleFacts) =>
  vehicle.yearTo == null || vehicle.yearTo >= year;
const fuelIs =
  (...fuels: Fuel[]) =>
  (vehicle: VehicleFacts) =>
    (fuels as string[]).includes(vehicle.fuel);

/** The demo catalogue: parts a car owner in Bangladesh actually buys, with believable prices and stock. */
export const seedProducts: SeedProduct[] = [
  {
    name: 'Ceramic Front Brake Pads for Toyota Corolla / Axio',
    weightGrams: 1_200,
    category: 'brake-pads',
    priceMinor: 2800,
    availableQty: 60,
    minOrderQty: 1,
    image: '/images/parts/brake-pads-ceramic.svg',
    description:
      'A full front axle set of ceramic pads for the Corolla and Axio (2007 to 2019). Quiet, low-dust and gentle on the discs, they keep their bite in Dhaka stop-and-go traffic and on wet monsoon roads. Shims and wear clips included.',
    fits: [{ vehicles: byChassis('NZE141', 'NZE161', 'NKE165', 'NRE161'), position: 'front' }],
  },
  {
    name: 'Semi-Metallic Brake Pads for Honda Civic',
    weightGrams: 1_300,
    category: 'brake-pads',
    priceMinor: 2400,
    availableQty: 45,
    minOrderQty: 1,
    image: '/images/parts/brake-pads-semi-metallic.svg',
    description:
      'Semi-metallic front pads for the Civic (2006 to 2015) with an audible wear indicator. Strong heat resistance for highway driving and hill roads to Sylhet or Bandarban; slightly more dust than ceramic pads.',
    fits: [{ vehicles: byChassis('FD1', 'FB2'), position: 'front' }],
  },
  {
    name: 'Rear Brake Shoes for Suzuki Alto / WagonR',
    weightGrams: 1_100,
    category: 'brake-pads',
    priceMinor: 1500,
    availableQty: 0,
    minOrderQty: 1,
    image: '/images/parts/brake-shoes-rear.svg',
    description:
      'A pair of rear drum brake shoes for the Alto 800, Alto K10 and WagonR. Bonded lining, pre-fitted springs and an exact fit, so a mechanic can change them in under an hour.',
    fits: [
      {
        vehicles: (vehicle) =>
          byGeneration('Alto', 'Alto 800', 'Alto K10')(vehicle) ||
          byGeneration('WagonR', 'WagonR (India)')(vehicle),
        position: 'rear',
      },
    ],
  },
  {
    name: 'H4 Halogen Headlight Bulbs 60/55W (pair)',
    weightGrams: 150,
    category: 'car-bulbs',
    priceMinor: 900,
    availableQty: 120,
    minOrderQty: 2,
    image: '/images/parts/bulb-h4-halogen.svg',
    description:
      'Standard 12 V H4 dual-filament bulbs, high beam 60 W and low beam 55 W. Fits most Toyota, Suzuki, Nissan and Mitsubishi models of the last twenty years. Sold as a pair so both sides shine alike.',
    fits: [
      {
        vehicles: (vehicle) =>
          byChassis('NCP51V')(vehicle) ||
          byGeneration('Alto', 'Alto 800', 'Alto K10')(vehicle) ||
          byGeneration('WagonR', 'WagonR (India)')(vehicle),
        position: 'front',
      },
      { vehicles: byChassis('TRH200V'), position: 'front', note: 'Halogen headlamps only, not the HID ones' },
    ],
  },
  {
    name: 'LED H11 Fog Light Bulbs 6000K (pair)',
    weightGrams: 200,
    warrantyMonths: 12,
    category: 'car-bulbs',
    priceMinor: 3200,
    availableQty: 40,
    minOrderQty: 1,
    image: '/images/parts/bulb-led-h11.svg',
    description:
      'Plug-and-play H11 LED fog bulbs with an aluminium heat sink and a built-in fan. Bright white 6000K light that cuts through winter fog on the Dhaka-Chattogram highway, at a third of the power of halogen.',
  },
  {
    name: 'T10 W5W LED Parking Bulbs (10-pack)',
    weightGrams: 80,
    category: 'car-bulbs',
    priceMinor: 600,
    availableQty: 200,
    minOrderQty: 1,
    image: '/images/parts/bulb-t10-led.svg',
    description:
      'Ten wedge-base T10 (W5W, 194) LED bulbs for parking lights, number plates, interior and boot lights. Cool white, low heat and they last for years.',
    fitsAllVehicles: true,
  },
  {
    name: 'Engine Air Filter for Toyota Premio / Allion (1NZ, 2NZ)',
    weightGrams: 400,
    category: 'air-filters',
    priceMinor: 1200,
    availableQty: 80,
    minOrderQty: 1,
    image: '/images/parts/air-filter-panel.svg',
    description:
      'A pleated paper panel filter for the 1NZ-FE and 2NZ-FE engines of the Premio, Allion, Axio and Fielder. Dusty city roads clog filters fast: change it every 10,000 km to keep fuel use and power where they should be.',
    fits: [{ vehicles: byChassis('NZT240', 'NZT260', 'NZE141', 'NZE141G') }],
  },
  {
    name: 'Cabin Air Filter with Activated Carbon for Honda Vezel',
    weightGrams: 250,
    category: 'air-filters',
    priceMinor: 1400,
    availableQty: 35,
    minOrderQty: 1,
    image: '/images/parts/air-filter-cabin.svg',
    description:
      'Keeps dust, pollen and traffic fumes out of the cabin. The activated carbon layer traps exhaust smells; fits the Vezel, Grace and Fit of 2013 onwards. Change it once a year or when the AC smells musty.',
    fits: [{ vehicles: byChassis('RU1', 'RU3', 'GM4', 'GM6', 'GK3', 'GP5') }],
  },
  {
    name: 'Heavy-Duty Air Filter for Mitsubishi Pajero',
    weightGrams: 650,
    category: 'air-filters',
    priceMinor: 2200,
    availableQty: 20,
    minOrderQty: 1,
    image: '/images/parts/air-filter-heavy-duty.svg',
    description:
      'A cylindrical heavy-duty filter for the Pajero 3.2 DI-D and 3.0 petrol. Extra filter area for construction sites, char lands and village roads, with a rubber seal that stays tight in the heat.',
    fits: [{ vehicles: byChassis('V93W', 'V98W') }],
  },
  {
    name: 'Fully Synthetic 5W-30 Engine Oil, 4 L',
    weightGrams: 3_800,
    category: 'motor-oil',
    priceMinor: 3800,
    availableQty: 50,
    minOrderQty: 1,
    image: '/images/parts/oil-5w30-synthetic.svg',
    description:
      'API SP / ILSAC GF-6 fully synthetic oil for modern petrol engines, hybrids and turbo engines. Flows at once on a cold start and protects for up to 10,000 km. Check your manual: most Japanese cars since 2010 ask for 5W-30 or 0W-20.',
    fits: [
      {
        vehicles: (vehicle) => fuelIs('petrol', 'hybrid')(vehicle) && builtSince(2006)(vehicle),
        note: "Where the owner's manual allows 5W-30: hybrids and many newer engines prefer 0W-20",
      },
    ],
  },
  {
    name: 'Semi-Synthetic 10W-40 Engine Oil, 4 L',
    weightGrams: 3_800,
    category: 'motor-oil',
    priceMinor: 2600,
    availableQty: 70,
    minOrderQty: 1,
    image: '/images/parts/oil-10w40-semi.svg',
    description:
      'A semi-synthetic API SN oil for engines with some years on them and for CNG-converted cars that run hot. Change every 5,000 to 7,000 km.',
    fits: [
      {
        vehicles: (vehicle) => fuelIs('petrol')(vehicle) && vehicle.yearFrom < 2010,
        note: 'For engines with high mileage or a CNG conversion',
      },
    ],
  },
  {
    name: 'Mineral 20W-50 Engine Oil, 4 L',
    weightGrams: 3_850,
    category: 'motor-oil',
    priceMinor: 1900,
    availableQty: 90,
    minOrderQty: 2,
    image: '/images/parts/oil-20w50-mineral.svg',
    description:
      'A thick mineral oil for older, high-mileage engines that burn or leak thinner oil. Not for modern engines that call for 5W-30 or thinner. Change every 3,000 to 5,000 km.',
    fits: [
      {
        vehicles: (vehicle) => fuelIs('petrol')(vehicle) && !builtSince(2008)(vehicle),
        note: 'Only for high-mileage engines that burn or leak thinner oil',
      },
    ],
  },
  {
    name: 'Iridium Spark Plugs (set of 4)',
    weightGrams: 260,
    warrantyMonths: 6,
    category: 'spark-plugs',
    priceMinor: 3400,
    availableQty: 30,
    minOrderQty: 1,
    image: '/images/parts/spark-plugs-iridium.svg',
    description:
      'Fine-wire iridium plugs for a steady spark, smoother idle and easier starts, especially on CNG. They last around 60,000 km, three times as long as copper plugs. Pre-gapped at 1.1 mm.',
    fits: [{ vehicles: byEngine('1NZ-FE', '1NZ-FXE') }],
  },
  {
    name: 'Platinum Spark Plugs (set of 4)',
    weightGrams: 250,
    category: 'spark-plugs',
    priceMinor: 2200,
    availableQty: 40,
    minOrderQty: 1,
    image: '/images/parts/spark-plugs-platinum.svg',
    description:
      'Platinum-tipped plugs that keep their gap for around 40,000 km. A good middle ground between price and life for everyday petrol cars.',
  },
  {
    name: 'Copper Core Spark Plug (single)',
    weightGrams: 60,
    category: 'spark-plugs',
    priceMinor: 300,
    availableQty: 300,
    minOrderQty: 4,
    image: '/images/parts/spark-plug-copper.svg',
    description:
      'The classic copper-core plug for older carburettor and early injection engines. Cheap and reliable; replace every 15,000 to 20,000 km. Sold singly, four at the least, one for each cylinder.',
    fits: [{ vehicles: byEngine('5A-FE'), quantity: 4 }],
  },
];
