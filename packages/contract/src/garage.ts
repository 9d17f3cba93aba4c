import { z } from 'zod';
import { VehicleIdSchema, VehicleSchema } from './vehicles.js';

/** Cars one account may keep: a family's cars, a mechanic's regulars; more is not a garage. */
export const GARAGE_LIMIT = 10;

export const garageMessages = {
  notInGarage: 'This car is not in your garage',
  full: `My Garage holds at most ${GARAGE_LIMIT} cars: remove one first`,
} as const;

/** One car of My Garage. */
export const GarageCarSchema = z.object({
  vehicle: VehicleSchema,
  /** The car the shop is filtered by; at most one car of a garage is current. */
  current: z.boolean(),
  savedAt: z.string(),
});
export type GarageCar = z.infer<typeof GarageCarSchema>;

/** My Garage, the cars in the order they were saved: what every garage call answers. */
export const GarageSchema = z.array(GarageCarSchema);
export type Garage = z.infer<typeof GarageSchema>;

/**
 * POST /api/garage: keep a car (again, harmlessly, if it is already kept). A visitor's chosen car is
 * sent this way at sign-in, as the current car, so it joins the account's garage.
 */
export const SaveGarageCarBodySchema = z.object({
  vehicleId: VehicleIdSchema,
  /** Make it the current car (the default: the car just chosen is the one parts are wanted for). */
  current: z.boolean({ error: 'current must be true or false' }).default(true),
});
export type SaveGarageCarBody = z.infer<typeof SaveGarageCarBodySchema>;
export type SaveGarageCarInput = z.input<typeof SaveGarageCarBodySchema>;

/** PUT /api/garage/current: the car of the garage the shop is filtered by, or null for none. */
export const SetCurrentCarBodySchema = z.object({
  vehicleId: VehicleIdSchema.nullable(),
});

/** `/api/garage/{vehicleId}` */
export const GarageCarParamsSchema = z.object({ vehicleId: z.string().max(100) });
