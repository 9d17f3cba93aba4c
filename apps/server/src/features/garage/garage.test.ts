import { GARAGE_LIMIT, type Garage, garageMessages, type Vehicle, vehicleMessages } from '@chaka/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signIn, signUp, signUpAdmin, TEST_ORIGIN } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('My Garage', () => {
  const shop = useTestShop({ seed: true });
  let axio: Vehicle;
  let premio: Vehicle;
  let civic: Vehicle;
  beforeAll(async () => {
    const byCode = async (code: string) =>
      (await shop.app.inject({ url: `/api/vehicles?chassisCode=${code}` })).json()[0] as Vehicle;
    axio = await byCode('NZE141');
    premio = await byCode('NZT260');
    civic = await byCode('FD1');
  });

  function call(customer: Customer | null, method: InjectOptions['method'], url: string, payload?: unknown) {
    return shop.app.inject({ method, url, headers: customer?.headers ?? {}, payload: payload as object });
  }
  async function garageOf(
    customer: Customer,
    method: InjectOptions['method'] = 'GET',
    url = '/api/garage',
    payload?: unknown,
  ) {
    const response = await call(customer, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Garage;
  }
  const save = (customer: Customer, vehicle: Vehicle, current?: boolean) =>
    garageOf(customer, 'POST', '/api/garage', { vehicleId: vehicle._id, current });
  const cars = (garage: Garage) =>
    garage.map((car) => `${car.vehicle.chassisCode}${car.current ? ' (current)' : ''}`);

  it('keeps the cars a customer saves, the last one chosen as the current car', async () => {
    const customer = await signUp(shop.app);
    expect(await garageOf(customer)).toEqual([]);
    const first = await save(customer, axio);
    expect(first).toEqual([{ vehicle: axio, current: true, savedAt: expect.any(String) }]);
    await save(customer, premio);
    expect(cars(await garageOf(customer))).toEqual(['NZE141', 'NZT260 (current)']);
    // Kept without becoming current, and saving a kept car again adds nothing.
    expect(cars(await save(customer, civic, false))).toEqual(['NZE141', 'NZT260 (current)', 'FD1']);
    expect(cars(await save(customer, axio))).toEqual(['NZE141 (current)', 'NZT260', 'FD1']);
    expect(cars(await save(customer, premio, false))).toEqual(['NZE141 (current)', 'NZT260', 'FD1']);
  });

  it('switches the current car, or leaves none current, among the cars kept', async () => {
    const customer = await signUp(shop.app);
    await save(customer, axio);
    await save(customer, premio);
    const switched = await garageOf(customer, 'PUT', '/api/garage/current', { vehicleId: axio._id });
    expect(cars(switched)).toEqual(['NZE141 (current)', 'NZT260']);
    const cleared = await garageOf(customer, 'PUT', '/api/garage/current', { vehicleId: null });
    expect(cars(cleared)).toEqual(['NZE141', 'NZT260']);

    const notKept = await call(customer, 'PUT', '/api/garage/current', { vehicleId: civic._id });
    expect(notKept.statusCode).toBe(404);
    expect(notKept.json().message).toBe(garageMessages.notInGarage);
    expect(cars(await garageOf(customer))).toEqual(['NZE141', 'NZT260']);
  });

  it('removes a car; removing the current one leaves no car current', async () => {
    const customer = await signUp(shop.app);
    await save(customer, axio);
    await save(customer, premio);
    expect(cars(await garageOf(customer, 'DELETE', `/api/garage/${axio._id}`))).toEqual(['NZT260 (current)']);
    expect(cars(await garageOf(customer, 'DELETE', `/api/garage/${premio._id}`))).toEqual([]);
    for (const id of [premio._id, 'not-an-id']) {
      const again = await call(customer, 'DELETE', `/api/garage/${id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(garageMessages.notInGarage);
    }
  });

  it("is each customer's own: another customer neither sees nor changes it", async () => {
    const owner = await signUp(shop.app);
    const other = await signUp(shop.app);
    await save(owner, axio);
    expect(await garageOf(other)).toEqual([]);
    expect((await call(other, 'DELETE', `/api/garage/${axio._id}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', '/api/garage/current', { vehicleId: axio._id })).statusCode).toBe(404);
    // Saving the same car keeps it in the other garage only.
    await save(other, axio, false);
    expect(cars(await garageOf(owner))).toEqual(['NZE141 (current)']);
    expect(cars(await garageOf(other))).toEqual(['NZE141']);
  });

  it('is for signed-in callers only', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/garage', undefined],
      ['POST', '/api/garage', { vehicleId: axio._id }],
      ['PUT', '/api/garage/current', { vehicleId: null }],
      ['DELETE', `/api/garage/${axio._id}`, undefined],
    ] as const) {
      const response = await call(null, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses unknown vehicles and bad input with a clear message, changing nothing', async () => {
    const customer = await signUp(shop.app);
    await save(customer, axio);
    const unknown = await call(customer, 'POST', '/api/garage', {
      vehicleId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(vehicleMessages.unknownVehicle);
    for (const payload of [{}, { vehicleId: 'NZE141' }, { vehicleId: axio._id, current: 'yes' }]) {
      const invalid = await call(customer, 'POST', '/api/garage', payload);
      expect(invalid.statusCode, JSON.stringify(payload)).toBe(400);
      expect(invalid.json().message).toEqual(expect.any(String));
    }
    const noCar = await call(customer, 'PUT', '/api/garage/current', {});
    expect(noCar.statusCode).toBe(400);
    expect(cars(await garageOf(customer))).toEqual(['NZE141 (current)']);
  });

  it(`holds at most ${GARAGE_LIMIT} cars`, async () => {
    const customer = await signUp(shop.app);
    const all: Vehicle[] = (await call(customer, 'GET', '/api/vehicles?make=Toyota')).json();
    for (const vehicle of all.slice(0, GARAGE_LIMIT)) await save(customer, vehicle, false);
    const full = await call(customer, 'POST', '/api/garage', { vehicleId: all[GARAGE_LIMIT]!._id });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(garageMessages.full);
    // A car already kept can still be made current.
    expect((await save(customer, all[0]!)).length).toBe(GARAGE_LIMIT);
  });

  it("takes a visitor's chosen car into the account at sign-in, as the current car", async () => {
    const customer = await signUp(shop.app);
    await save(customer, premio);
    // Later, on another visit, not signed in, the customer chose an Axio; then signed in with a cookie.
    const browser = await signIn(shop.app, customer.email);
    const merged = await shop.app.inject({
      method: 'POST',
      url: '/api/garage',
      headers: { cookie: browser.cookie, origin: TEST_ORIGIN },
      payload: { vehicleId: axio._id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(cars(merged.json())).toEqual(['NZT260', 'NZE141 (current)']);
    expect(cars(await garageOf(customer))).toEqual(['NZT260', 'NZE141 (current)']);
  });

  it('keeps one current car when the same customer saves several cars at once', async () => {
    const customer = await signUp(shop.app);
    const toyotas: Vehicle[] = (await call(customer, 'GET', '/api/vehicles?make=Toyota')).json();
    const choices = toyotas.slice(0, 6);
    const answers = await Promise.all(
      choices.map((vehicle) => call(customer, 'POST', '/api/garage', { vehicleId: vehicle._id })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(choices.map(() => 200));
    const garage = await garageOf(customer);
    expect(garage).toHaveLength(choices.length);
    expect(garage.filter((car) => car.current)).toHaveLength(1);
  });

  it('lets go of a vehicle an admin removes from the catalogue', async () => {
    const admin = await signUpAdmin(shop.app);
    // A second Axio NZE141 under a code of its own, which no part's fitment names.
    const { _id, ...axioBody } = axio;
    const created = await call(admin, 'POST', '/api/vehicles', { ...axioBody, chassisCode: 'NZE141-GARAGE' });
    expect(created.statusCode, created.body).toBe(200);
    const customer = await signUp(shop.app);
    await save(customer, axio, false);
    await save(customer, created.json());
    expect((await call(admin, 'DELETE', `/api/vehicles/${created.json()._id}`)).statusCode).toBe(200);
    expect(cars(await garageOf(customer))).toEqual(['NZE141']);
  });
});
