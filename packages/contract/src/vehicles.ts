import { z } from 'zod';
import { queryText, requiredText } from './common.js';

/**
 * The fuel a vehicle left the factory with. CNG conversions, common in Bangladesh, are kits fitted
 * to petrol cars: a converted car is still a petrol vehicle here, and parts where CNG matters (spark
 * plugs, oil) say so in their description or fitment note.
 */
export const FUELS = ['petrol', 'diesel', 'hybrid'] as const;
export type Fuel = (typeof FUELS)[number];

export const BODIES = ['sedan', 'hatchback', 'wagon', 'suv', 'minivan', 'van'] as const;
export type Body = (typeof BODIES)[number];

/** Where on the vehicle a part goes, for parts where it matters (pads, shoes, lamps). */
export const FITMENT_POSITIONS = [
  'front',
  'rear',
  'left',
  'right',
  'front-left',
  'front-right',
  'rear-left',
  'rear-right',
] as const;
export type FitmentPosition = (typeof FITMENT_POSITIONS)[number];

export const VEHICLE_LIMITS = {
  nameLength: 40,
  codeLength: 20,
  yearMin: 1950,
  yearMax: 2100,
  engineCcMin: 50,
  engineCcMax: 10_000,
  fitmentNoteLength: 200,
  fitmentQuantityMax: 100,
  /** Vehicles one product's fitment may list. */
  fitmentEntriesMax: 500,
} as const;

export const vehicleMessages = {
  notFound: 'Vehicle not found',
  duplicate: 'This vehicle is already listed',
  inUse: (products: number) =>
    `This vehicle is in the fitment of ${products} ${products === 1 ? 'product' : 'products'}: remove it there first`,
  unknownVehicle: 'Unknown vehicle: choose the car again',
  unknownVehicleIds: (ids: string[]) => `Unknown vehicles: ${ids.join(', ')}`,
  unknownChassisCodes: (codes: string[]) => `Unknown chassis codes: ${codes.join(', ')}`,
  listedTwice: (vehicle: string) => `${vehicle} is listed more than once`,
} as const;

// Chassis and engine codes as written on the car and in catalogues: NZE141, ZRT260, 1NZ-FE.
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]*$/;

function code(label: string) {
  return requiredText(`${label} is required`, VEHICLE_LIMITS.codeLength)
    .transform((value) => value.toUpperCase())
    .refine(
      (value) => CODE_PATTERN.test(value),
      `${label} may hold only letters, digits and hyphens (e.g. NZE141, 1NZ-FE)`,
    );
}
export const ChassisCodeSchema = code('Chassis code');
export const EngineCodeSchema = code('Engine code');

const year = (label: string) =>
  z
    .number({ error: `${label} must be a year` })
    .int(`${label} must be a year`)
    .min(VEHICLE_LIMITS.yearMin, `${label} must be ${VEHICLE_LIMITS.yearMin} or later`)
    .max(VEHICLE_LIMITS.yearMax, `${label} must be ${VEHICLE_LIMITS.yearMax} or earlier`);

// Makes, models and generations as the trade writes them: Land Cruiser Prado, X-Trail, WagonR (India).
const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .()/-]*$/u;
const nameIssue = (label: string) => `${label} may hold only letters, digits, spaces and . - / ( )`;

const name = (label: string) =>
  requiredText(`${label} is required`, VEHICLE_LIMITS.nameLength).refine(
    (value) => NAME_PATTERN.test(value),
    nameIssue(label),
  );

/** A name in a query string: the same characters as a stored name, so anything else is refused. */
const nameQuery = (label: string) =>
  queryText(label, VEHICLE_LIMITS.nameLength).refine(
    (value) => value === '' || NAME_PATTERN.test(value),
    nameIssue(label),
  );

export const FuelSchema = z.enum(FUELS, { error: `Fuel must be one of ${FUELS.join(', ')}` });
export const BodySchema = z.enum(BODIES, { error: `Body must be one of ${BODIES.join(', ')}` });
export const FitmentPositionSchema = z.enum(FITMENT_POSITIONS, {
  error: `Position must be one of ${FITMENT_POSITIONS.join(', ')}`,
});
export const VehicleIdSchema = z.uuid({ error: 'Not a valid vehicle id' });

/** A vehicle as an admin enters it (POST /api/vehicles, PUT /api/vehicles/{id}). */
export const VehicleBodySchema = z.object({
  make: name('Make'),
  model: name('Model'),
  /** The generation as the trade names it: E140, T260, Alto 800. */
  generation: name('Generation'),
  years: z
    .object(
      {
        from: year('First year'),
        /** Null while the vehicle is still built. */
        to: year('Last year').nullable().default(null),
      },
      { error: 'Years are required' },
    )
    .refine((years) => years.to === null || years.to >= years.from, {
      message: 'The last year must not be before the first',
      path: ['to'],
    }),
  /** Null where the trade does not use one (cars built for India, e.g. the Alto 800). */
  chassisCode: ChassisCodeSchema.nullable().default(null),
  engine: z.object(
    {
      code: EngineCodeSchema,
      cc: z
        .number({ error: 'Engine size must be a number of cc' })
        .int('Engine size must be a whole number of cc')
        .min(VEHICLE_LIMITS.engineCcMin, `Engine size must be at least ${VEHICLE_LIMITS.engineCcMin} cc`)
        .max(VEHICLE_LIMITS.engineCcMax, `Engine size must be at most ${VEHICLE_LIMITS.engineCcMax} cc`),
    },
    { error: 'Engine is required' },
  ),
  fuel: FuelSchema,
  body: BodySchema,
});
export type VehicleBody = z.infer<typeof VehicleBodySchema>;

export const VehicleSchema = z.object({
  _id: z.string(),
  make: z.string(),
  model: z.string(),
  generation: z.string(),
  years: z.object({ from: z.number().int(), to: z.number().int().nullable() }),
  chassisCode: z.string().nullable(),
  engine: z.object({ code: z.string(), cc: z.number().int() }),
  fuel: FuelSchema,
  body: BodySchema,
});
export type Vehicle = z.infer<typeof VehicleSchema>;
export const VehicleListSchema = z.array(VehicleSchema);
export const NameListSchema = z.array(z.string());

export const VehicleModelsQuerySchema = z.object({
  make: z.string({ error: 'Make is required' }).trim().min(1, 'Make is required').pipe(nameQuery('Make')),
});

/** GET /api/vehicles: every filter is optional; year keeps the vehicles built in that year. */
export const VehicleListQuerySchema = z.object({
  make: nameQuery('Make').optional(),
  model: nameQuery('Model').optional(),
  year: z.coerce
    .number({ error: 'Year must be a year' })
    .int('Year must be a year')
    .min(VEHICLE_LIMITS.yearMin, `Year must be ${VEHICLE_LIMITS.yearMin} or later`)
    .max(VEHICLE_LIMITS.yearMax, `Year must be ${VEHICLE_LIMITS.yearMax} or earlier`)
    .optional(),
  chassisCode: queryText('Chassis code', VEHICLE_LIMITS.codeLength)
    .refine(
      (value) => value === '' || CODE_PATTERN.test(value.toUpperCase()),
      'Chassis code may hold only letters, digits and hyphens',
    )
    .optional(),
});
export type VehicleListQuery = z.infer<typeof VehicleListQuerySchema>;

/** One vehicle a product fits, as product answers carry it. */
export const ProductFitmentSchema = z.object({
  vehicle: VehicleSchema,
  position: FitmentPositionSchema.nullable(),
  /** How many of the product one vehicle takes (4 single spark plugs; 1 set of pads). */
  quantity: z.number().int(),
  note: z.string().nullable(),
});
export type ProductFitment = z.infer<typeof ProductFitmentSchema>;

/**
 * A product's fitment: universal (fits every vehicle), or the vehicles it is known to fit. A
 * product that is neither has unknown fitment and is not offered for any chosen car.
 */
export const FitmentStateSchema = z.object({
  fitsAllVehicles: z.boolean(),
  fitment: z.array(ProductFitmentSchema),
});
export type FitmentState = z.infer<typeof FitmentStateSchema>;

/** One vehicle of PUT /api/services/{id}/fitment: by id, or by chassis code (every vehicle with it). */
export const FitmentEntrySchema = z
  .object({
    vehicleId: VehicleIdSchema.optional(),
    chassisCode: ChassisCodeSchema.optional(),
    position: FitmentPositionSchema.nullable().default(null),
    quantity: z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(VEHICLE_LIMITS.fitmentQuantityMax, `Quantity must be at most ${VEHICLE_LIMITS.fitmentQuantityMax}`)
      .default(1),
    note: requiredText('A note must not be empty', VEHICLE_LIMITS.fitmentNoteLength).nullable().default(null),
  })
  .refine((entry) => (entry.vehicleId === undefined) !== (entry.chassisCode === undefined), {
    message: 'Name each vehicle by vehicleId or by chassisCode (one of the two)',
  });

/** PUT /api/services/{id}/fitment replaces the product's whole fitment. */
export const SetFitmentBodySchema = z.object({
  fitsAllVehicles: z.boolean({ error: 'fitsAllVehicles must be true or false' }),
  fitment: z
    .array(FitmentEntrySchema, { error: 'fitment must be a list of vehicles' })
    .max(
      VEHICLE_LIMITS.fitmentEntriesMax,
      `A product may list at most ${VEHICLE_LIMITS.fitmentEntriesMax} vehicles`,
    ),
});
export type SetFitmentBody = z.infer<typeof SetFitmentBodySchema>;
