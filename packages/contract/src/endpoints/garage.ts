import { defineEndpoint } from '../endpoint.js';
import {
  GarageCarParamsSchema,
  GarageSchema,
  SaveGarageCarBodySchema,
  SetCurrentCarBodySchema,
} from '../garage.js';
import { routes } from '../routes.js';

const tag = 'garage';

/** My Garage: the signed-in caller's own cars, one of them current. Every change answers the garage. */
export const garageEndpoints = {
  myGarage: defineEndpoint({
    ...routes.myGarage,
    tag,
    summary: 'Your garage: the cars you keep, in the order you saved them, and which one is current',
    response: GarageSchema,
  }),
  saveGarageCar: defineEndpoint({
    ...routes.saveGarageCar,
    tag,
    summary: 'Keep a car in your garage, by default as the current car',
    description:
      'Saving a car that is already kept changes nothing but, with current, which car is current. ' +
      'The web app sends a visitor’s chosen car this way when they sign in. An unknown vehicle ' +
      'answers 400; a full garage 409.',
    body: SaveGarageCarBodySchema,
    response: GarageSchema,
    errors: [409],
  }),
  setCurrentCar: defineEndpoint({
    ...routes.setCurrentCar,
    tag,
    summary: 'Choose the current car among the cars you keep, or none (vehicleId null)',
    body: SetCurrentCarBodySchema,
    response: GarageSchema,
    errors: [404],
  }),
  removeGarageCar: defineEndpoint({
    ...routes.removeGarageCar,
    tag,
    summary: 'Take a car out of your garage',
    params: GarageCarParamsSchema,
    response: GarageSchema,
    errors: [404],
  }),
};
