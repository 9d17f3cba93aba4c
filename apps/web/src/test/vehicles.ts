import type { Garage, Vehicle } from '@chaka/contract';
import { HttpResponse, http } from 'msw';
import { server } from './server';

const vehicle = (
  id: string,
  make: string,
  model: string,
  years: [number, number | null],
  chassisCode: string,
  engine: [string, number],
  fuel: Vehicle['fuel'] = 'petrol',
): Vehicle => ({
  _id: id,
  make,
  model,
  generation: 'E140',
  years: { from: years[0], to: years[1] },
  chassisCode,
  engine: { code: engine[0], cc: engine[1] },
  fuel,
  body: 'sedan',
});

/** A few of the seeded cars, with ids as the shop gives them. */
export const cars = {
  axio141: vehicle('0a000000-0000-4000-8000-000000000141', 'Toyota', 'Axio', [2006, 2012], 'NZE141', [
    '1NZ-FE',
    1496,
  ]),
  axio161: vehicle('0a000000-0000-4000-8000-000000000161', 'Toyota', 'Axio', [2012, 2015], 'NZE161', [
    '1NZ-FE',
    1496,
  ]),
  premio: vehicle('0a000000-0000-4000-8000-000000000260', 'Toyota', 'Premio', [2007, 2016], 'ZRT260', [
    '2ZR-FE',
    1797,
  ]),
  allion: vehicle('0a000000-0000-4000-8000-000000000261', 'Toyota', 'Allion', [2007, 2016], 'ZRT260', [
    '2ZR-FE',
    1797,
  ]),
  civic: vehicle('0a000000-0000-4000-8000-0000000000fd', 'Honda', 'Civic', [2006, 2011], 'FD1', [
    'R18A',
    1799,
  ]),
};
const all = Object.values(cars);

/**
 * The vehicles API as the shop answers it (GET /api/vehicles/makes, /models?make=, /vehicles?...,
 * /vehicles/{id}) over `cars`, and a garage kept in `garage.cars` (GET, POST, PUT current, DELETE).
 */
export function serveVehicles() {
  const garage = { cars: [] as Garage };
  const sameText = (a: string, b: string | null) => b === null || a.toLowerCase() === b.toLowerCase();
  const answer = () => HttpResponse.json(garage.cars);
  server.use(
    http.get('/api/vehicles/makes', () => HttpResponse.json([...new Set(all.map((car) => car.make))].sort())),
    http.get('/api/vehicles/models', ({ request }) => {
      const make = new URL(request.url).searchParams.get('make');
      return HttpResponse.json(
        [...new Set(all.filter((car) => sameText(car.make, make)).map((car) => car.model))].sort(),
      );
    }),
    http.get('/api/vehicles', ({ request }) => {
      const search = new URL(request.url).searchParams;
      const year = search.has('year') ? Number(search.get('year')) : null;
      return HttpResponse.json(
        all.filter(
          (car) =>
            sameText(car.make, search.get('make')) &&
            sameText(car.model, search.get('model')) &&
            sameText(car.chassisCode ?? '', search.get('chassisCode')) &&
            (year === null || (car.years.from <= year && (car.years.to ?? year) >= year)),
        ),
      );
    }),
    http.get('/api/vehicles/:id', ({ params }) => {
      const found = all.find((car) => car._id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Vehicle not found' }, { status: 404 });
    }),
    http.get('/api/garage', answer),
    http.post('/api/garage', async ({ request }) => {
      const { vehicleId, current = true } = (await request.json()) as {
        vehicleId: string;
        current?: boolean;
      };
      const found = all.find((car) => car._id === vehicleId)!;
      if (current) garage.cars = garage.cars.map((car) => ({ ...car, current: false }));
      const kept = garage.cars.find((car) => car.vehicle._id === vehicleId);
      if (kept) kept.current ||= current;
      else garage.cars.push({ vehicle: found, current, savedAt: new Date().toISOString() });
      return answer();
    }),
    http.put('/api/garage/current', async ({ request }) => {
      const { vehicleId } = (await request.json()) as { vehicleId: string | null };
      garage.cars = garage.cars.map((car) => ({ ...car, current: car.vehicle._id === vehicleId }));
      return answer();
    }),
    http.delete('/api/garage/:vehicleId', ({ params }) => {
      garage.cars = garage.cars.filter((car) => car.vehicle._id !== params.vehicleId);
      return answer();
    }),
  );
  return garage;
}
