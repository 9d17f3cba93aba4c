import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { CachedJson } from '../../lib/cached-body.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { sendCachedJson } from '../../plugins/performance.js';
import {
  createVehicle,
  deleteVehicle,
  findVehicle,
  listMakes,
  listModels,
  listVehicles,
  updateVehicle,
} from './vehicles-service.js';

export const vehicleRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);
  // Reads are public and cached until a vehicle is written.
  const cached = <T>(key: string, load: () => Promise<T>) =>
    app.caches.vehicles.get(key, async () => new CachedJson(await load()));
  // A vehicle's details show in every product answer whose fitment names it.
  const vehicleWrites = { invalidates: ['vehicles', 'products'] } as const;

  route(endpoints.listVehicleMakes, async (request, reply) =>
    sendCachedJson(request, reply, await cached('makes', () => listMakes(app.db))),
  );

  route(endpoints.listVehicleModels, async (request, reply) => {
    const { make } = request.query;
    const answer = await cached(`models|${make.toLowerCase()}`, () => listModels(app.db, make));
    return sendCachedJson(request, reply, answer);
  });

  route(endpoints.listVehicles, async (request, reply) => {
    const { make, model, year, chassisCode } = request.query;
    const key = ['list', make, model, year, chassisCode].map((part) => String(part ?? '').toLowerCase());
    const answer = await cached(key.join('|'), () => listVehicles(app.db, request.query));
    return sendCachedJson(request, reply, answer);
  });

  route(endpoints.getVehicle, async (request, reply) => {
    const { id } = request.params;
    return sendCachedJson(request, reply, await cached(`one|${id}`, () => findVehicle(app.db, id)));
  });

  route(
    endpoints.createVehicle,
    (request) => createVehicle(app.db, request.body, currentUser(request)),
    vehicleWrites,
  );

  route(
    endpoints.replaceVehicle,
    (request) => updateVehicle(app.db, request.params.id, request.body, currentUser(request)),
    vehicleWrites,
  );

  route(
    endpoints.deleteVehicle,
    async (request) => {
      await deleteVehicle(app.db, request.params.id, currentUser(request));
      return { deletedCount: 1 };
    },
    vehicleWrites,
  );
};
