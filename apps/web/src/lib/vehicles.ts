import { routes, type Vehicle } from '@chaka/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';

/**
 * The cars the shop knows (GET /api/vehicles...), shared by the car picker, My Garage, the product
 * screens and the admin's fitment editor. Vehicles change rarely: answers stay fresh for a while.
 */
const STALE_MS = 10 * 60_000;

export const vehicleKeys = {
  all: ['vehicles'] as const,
  makes: () => [...vehicleKeys.all, 'makes'] as const,
  models: (make: string) => [...vehicleKeys.all, 'models', make] as const,
  list: (filter: VehicleFilter) => [...vehicleKeys.all, 'list', filter] as const,
  one: (id: string) => [...vehicleKeys.all, 'one', id] as const,
};

export interface VehicleFilter {
  make?: string;
  model?: string;
  year?: number;
  chassisCode?: string;
}

export const makesQuery = () =>
  queryOptions({
    queryKey: vehicleKeys.makes(),
    queryFn: ({ signal }) => call(routes.listVehicleMakes, {}, { signal }),
    staleTime: STALE_MS,
  });

export const modelsQuery = (make: string) =>
  queryOptions({
    queryKey: vehicleKeys.models(make),
    queryFn: ({ signal }) => call(routes.listVehicleModels, { query: { make } }, { signal }),
    staleTime: STALE_MS,
  });

/** The vehicles of a make, a model, a year or a chassis code. */
export const vehiclesQuery = (filter: VehicleFilter) =>
  queryOptions({
    queryKey: vehicleKeys.list(filter),
    queryFn: ({ signal }) => call(routes.listVehicles, { query: filter }, { signal }),
    staleTime: STALE_MS,
  });

export const vehicleQuery = (id: string) =>
  queryOptions({
    queryKey: vehicleKeys.one(id),
    queryFn: ({ signal }) => call(routes.getVehicle, { params: { id } }, { signal }),
    staleTime: STALE_MS,
  });

/** The years a model was built in, newest first (a model still built runs to this year). */
export function yearsOf(vehicles: Vehicle[], thisYear = new Date().getFullYear()): number[] {
  const years = new Set<number>();
  for (const vehicle of vehicles) {
    for (let year = vehicle.years.from; year <= (vehicle.years.to ?? thisYear); year += 1) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/** "NZE161 · 1NZ-FE 1496 cc · petrol": what tells apart the vehicles of one model and year. */
export function vehicleVersion(vehicle: Vehicle): string {
  return [vehicle.chassisCode, `${vehicle.engine.code} ${vehicle.engine.cc} cc`, vehicle.fuel]
    .filter(Boolean)
    .join(' · ');
}
