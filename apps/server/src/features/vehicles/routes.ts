import {
  apiPaths,
  ErrorResponseSchema,
  FitmentStateSchema,
  IdParamsSchema,
  NameListSchema,
  SetFitmentBodySchema,
  VehicleBodySchema,
  VehicleListQuerySchema,
  VehicleListSchema,
  VehicleModelsQuerySchema,
  VehicleSchema,
} from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CachedJson } from '../../lib/read-cache.js';
import { sendCachedJson } from '../../plugins/performance.js';
import { setFitment } from './fitment-service.js';
import {
  createVehicle,
  deleteVehicle,
  findVehicle,
  listMakes,
  listModels,
  listVehicles,
  updateVehicle,
} from './vehicles-service.js';

const refusals = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const tags = ['vehicles'];

export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reads are public and cached until a vehicle is written.
  const cached = <T>(key: string, load: () => Promise<T>) =>
    app.caches.vehicles.get(key, async () => new CachedJson(await load()));

  app.get(
    apiPaths.vehicleMakes,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Every make, A to Z', response: { 200: NameListSchema } },
    },
    async (request, reply) => sendCachedJson(request, reply, await cached('makes', () => listMakes(app.db))),
  );

  app.get(
    apiPaths.vehicleModels,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The models of a make, A to Z (the make in any letter case)',
        querystring: VehicleModelsQuerySchema,
        response: { 200: NameListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { make } = request.query;
      const answer = await cached(`models|${make.toLowerCase()}`, () => listModels(app.db, make));
      return sendCachedJson(request, reply, answer);
    },
  );

  app.get(
    apiPaths.vehicles,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Vehicles by make, model, a year they were built in or chassis code (all when none is given)',
        querystring: VehicleListQuerySchema,
        response: { 200: VehicleListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { make, model, year, chassisCode } = request.query;
      const key = ['list', make, model, year, chassisCode].map((part) => String(part ?? '').toLowerCase());
      const answer = await cached(key.join('|'), () => listVehicles(app.db, request.query));
      return sendCachedJson(request, reply, answer);
    },
  );

  app.get(
    '/api/vehicles/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One vehicle',
        params: IdParamsSchema,
        response: { 200: VehicleSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendCachedJson(request, reply, await cached(`one|${id}`, () => findVehicle(app.db, id)));
    },
  );

  // A vehicle's details show in every product answer whose fitment names it.
  const vehiclesWritten = () => {
    app.caches.invalidate('vehicles');
    app.caches.invalidate('products');
  };

  app.post(
    apiPaths.vehicles,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a vehicle (admin)',
        body: VehicleBodySchema,
        response: { 200: VehicleSchema, ...refusals, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const vehicle = await createVehicle(app.db, request.body);
      vehiclesWritten();
      return vehicle;
    },
  );

  app.put(
    '/api/vehicles/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Replace a vehicle's details (admin); the products that fit it keep fitting it",
        params: IdParamsSchema,
        body: VehicleBodySchema,
        response: { 200: VehicleSchema, ...refusals, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const vehicle = await updateVehicle(app.db, request.params.id, request.body);
      vehiclesWritten();
      return vehicle;
    },
  );

  app.delete(
    '/api/vehicles/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a vehicle (admin); refused (409) while a product fitment names it',
        params: IdParamsSchema,
        response: {
          200: z.object({ deletedCount: z.number().int() }),
          ...refusals,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await deleteVehicle(app.db, request.params.id);
      vehiclesWritten();
      return { deletedCount: 1 };
    },
  );

  app.put(
    '/api/services/:id/fitment',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['vehicles', 'products'],
        summary: "Replace a product's fitment (admin): universal, and the vehicles it fits",
        description:
          'Each vehicle is named by vehicleId, or by chassisCode (then every vehicle with that code). ' +
          'Unknown vehicles or chassis codes, or a vehicle named twice, answer 400 and change nothing.',
        params: IdParamsSchema,
        body: SetFitmentBodySchema,
        response: { 200: FitmentStateSchema, ...refusals, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const state = await setFitment(app.db, request.params.id, request.body);
      app.caches.invalidate('products');
      return state;
    },
  );
};
