import { multipart, pngImage } from './files.js';
import type { RequestBuilder } from './route-table.js';

const productBody = {
  productName: 'Iridium Spark Plug Set',
  availableQty: 40,
  orderQty: 1,
  price: 18.5,
  productDescription: 'Four iridium plugs for 1.3 to 1.8 litre engines.',
  image: '/images/parts/spark-plugs.svg',
};

/** The requests of the catalogue, vehicle and My Garage routes for test/route-table.ts. */
export const CATALOGUE_REQUESTS = {
  listProducts: { request: async () => ({}) },
  getProduct: {
    request: async (scene) => ({ params: { id: (await scene.product()).id } }),
  },
  createProduct: {
    request: async () => ({ payload: productBody }),
  },
  replaceProduct: {
    request: async (scene) => ({ params: { id: (await scene.product()).id }, payload: { availableQty: 7 } }),
  },
  editProduct: {
    request: async (scene) => ({ params: { id: (await scene.product()).id }, payload: { availableQty: 9 } }),
  },
  deleteProduct: {
    request: async (scene) => ({ params: { id: (await scene.product()).id } }),
  },
  setFitment: {
    request: async (scene) => ({
      params: { id: (await scene.product()).id },
      payload: {
        fitsAllVehicles: false,
        fitment: [{ vehicleId: (await scene.vehicle()).id, position: 'front', quantity: 1 }],
      },
    }),
  },
  uploadImage: {
    request: async () => {
      const body = multipart([
        { field: 'image', filename: 'pads.png', type: 'image/png', content: await pngImage() },
      ]);
      return { payload: body.payload, headers: body.headers };
    },
  },

  // Vehicles
  listVehicleMakes: { request: async () => ({}) },
  listVehicleModels: { request: async () => ({ query: { make: 'Toyota' } }) },
  listVehicles: { request: async () => ({ query: { make: 'Toyota', model: 'Axio', year: '2010' } }) },
  getVehicle: {
    request: async (scene) => ({ params: { id: (await scene.vehicle()).id } }),
  },
  createVehicle: {
    request: async (scene) => ({ payload: scene.vehicleBody() }),
  },
  replaceVehicle: {
    request: async (scene) => ({ params: { id: (await scene.vehicle()).id }, payload: scene.vehicleBody() }),
  },
  deleteVehicle: {
    request: async (scene) => ({ params: { id: (await scene.vehicle()).id } }),
  },

  // My Garage: always the caller's own, as no address names an account.
  myGarage: { request: async () => ({}) },
  saveGarageCar: {
    request: async (scene) => ({ payload: { vehicleId: (await scene.vehicle()).id, current: true } }),
  },
  setCurrentCar: {
    request: async (scene, caller) => ({ payload: { vehicleId: (await scene.garageCar(caller)).id } }),
  },
  removeGarageCar: {
    request: async (scene, caller) => ({ params: { vehicleId: (await scene.garageCar(caller)).id } }),
  },
} satisfies Record<string, RequestBuilder>;
