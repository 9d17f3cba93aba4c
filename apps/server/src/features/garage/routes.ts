import {
  apiPaths,
  ErrorResponseSchema,
  GarageCarParamsSchema,
  GarageSchema,
  SaveGarageCarBodySchema,
  SetCurrentCarBodySchema,
} from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { listGarage, removeCar, saveCar, setCurrentCar } from './garage-service.js';

const tags = ['garage'];
const refusals = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/**
 * My Garage: the signed-in caller's own cars. No address names an account, so a caller can only
 * ever read or change their own garage. Every change answers the whole garage.
 */
export const garageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.garage,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your garage: the cars you keep, in the order you saved them, and which one is current',
        response: { 200: GarageSchema, 401: ErrorResponseSchema },
      },
    },
    (request) => listGarage(app.db, currentUser(request).id),
  );

  app.post(
    apiPaths.garage,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Keep a car in your garage, by default as the current car',
        description:
          'Saving a car that is already kept changes nothing but, with current, which car is current. ' +
          'The web app sends a visitor’s chosen car this way when they sign in. An unknown vehicle ' +
          'answers 400; a full garage 409.',
        body: SaveGarageCarBodySchema,
        response: { 200: GarageSchema, ...refusals, 409: ErrorResponseSchema },
      },
    },
    (request) => saveCar(app.db, currentUser(request).id, request.body),
  );

  app.put(
    apiPaths.garageCurrent,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Choose the current car among the cars you keep, or none (vehicleId null)',
        body: SetCurrentCarBodySchema,
        response: { 200: GarageSchema, ...refusals, 404: ErrorResponseSchema },
      },
    },
    (request) => setCurrentCar(app.db, currentUser(request).id, request.body.vehicleId),
  );

  app.delete(
    '/api/garage/:vehicleId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Take a car out of your garage',
        params: GarageCarParamsSchema,
        response: { 200: GarageSchema, ...refusals, 404: ErrorResponseSchema },
      },
    },
    (request) => removeCar(app.db, currentUser(request).id, request.params.vehicleId),
  );
};
