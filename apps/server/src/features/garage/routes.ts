import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { listGarage, removeCar, saveCar, setCurrentCar } from './garage-service.js';

/**
 * My Garage: the signed-in caller's own cars. No address names an account, so a caller can only
 * ever read or change their own garage.
 */
export const garageRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);

  route(endpoints.myGarage, (request) => listGarage(app.db, currentUser(request).id));

  route(endpoints.saveGarageCar, (request) => saveCar(app.db, currentUser(request).id, request.body));

  route(endpoints.setCurrentCar, (request) =>
    setCurrentCar(app.db, currentUser(request).id, request.body.vehicleId),
  );

  route(endpoints.removeGarageCar, (request) =>
    removeCar(app.db, currentUser(request).id, request.params.vehicleId),
  );
};
