import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { DeleteCountSchema } from '../products.js';
import { routes } from '../routes.js';
import {
  FitmentStateSchema,
  NameListSchema,
  SetFitmentBodySchema,
  VehicleBodySchema,
  VehicleListQuerySchema,
  VehicleListSchema,
  VehicleModelsQuerySchema,
  VehicleSchema,
} from '../vehicles.js';

const tag = 'vehicles';

/** Vehicles, for the shop filtered by a car, and which vehicles a product fits. */
export const vehicleEndpoints = {
  listVehicleMakes: defineEndpoint({
    ...routes.listVehicleMakes,
    tag,
    summary: 'Every make, A to Z',
    response: NameListSchema,
  }),
  listVehicleModels: defineEndpoint({
    ...routes.listVehicleModels,
    tag,
    summary: 'The models of a make, A to Z (the make in any letter case)',
    querystring: VehicleModelsQuerySchema,
    response: NameListSchema,
  }),
  listVehicles: defineEndpoint({
    ...routes.listVehicles,
    tag,
    summary: 'Vehicles by make, model, a year they were built in or chassis code (all when none is given)',
    querystring: VehicleListQuerySchema,
    response: VehicleListSchema,
  }),
  getVehicle: defineEndpoint({
    ...routes.getVehicle,
    tag,
    summary: 'One vehicle',
    params: IdParamsSchema,
    response: VehicleSchema,
    errors: [404],
  }),
  createVehicle: defineEndpoint({
    ...routes.createVehicle,
    tag,
    summary: 'Add a vehicle (admin)',
    body: VehicleBodySchema,
    response: VehicleSchema,
    errors: [409],
  }),
  replaceVehicle: defineEndpoint({
    ...routes.replaceVehicle,
    tag,
    summary: "Replace a vehicle's details (admin); the products that fit it keep fitting it",
    params: IdParamsSchema,
    body: VehicleBodySchema,
    response: VehicleSchema,
    errors: [404, 409],
  }),
  deleteVehicle: defineEndpoint({
    ...routes.deleteVehicle,
    tag,
    summary: 'Delete a vehicle (admin); refused (409) while a product fitment names it',
    params: IdParamsSchema,
    response: DeleteCountSchema,
    errors: [404, 409],
  }),
  setFitment: defineEndpoint({
    ...routes.setFitment,
    tag,
    summary: "Replace a product's fitment (admin): universal, and the vehicles it fits",
    description:
      'Each vehicle is named by vehicleId, or by chassisCode (then every vehicle with that code). ' +
      'Unknown vehicles or chassis codes, or a vehicle named twice, answer 400 and change nothing.',
    params: IdParamsSchema,
    body: SetFitmentBodySchema,
    response: FitmentStateSchema,
    errors: [404],
  }),
};
