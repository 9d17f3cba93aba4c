import { randomUUID } from 'node:crypto';
import { type FitmentState, type Product, type Vehicle, vehicleMessages } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/app.js';
import { changedTables, shopState } from '../../test/db-state.js';
import { useTestShop } from '../../test/use-test-shop.js';

const fielder = {
  make: 'Toyota',
  model: 'Fielder',
  generation: 'E160',
  years: { from: 2012, to: 2015 },
  chassisCode: 'NZE164G',
  engine: { code: '1NZ-FE', cc: 1496 },
  fuel: 'petrol',
  body: 'wagon',
};

describe('admins maintain vehicles and fitment', () => {
  const shop = useTestShop({ seed: true, customers: 1, admin: true });
  let admin: Customer;
  let customer: Customer;
  let product: Product;
  beforeAll(async () => {
    ({ admin, customer } = shop);
    const created = await send(admin, 'POST', '/api/services', {
      productName: 'Rear Brake Pads for Toyota Fielder',
      availableQty: 12,
      orderQty: 1,
      price: 21,
      productDescription: 'Rear disc pads for the Fielder.',
      image: '/images/parts/brake-pads-ceramic.svg',
      category: 'brake-pads',
    });
    product = created.json();
  });

  function send(
    caller: Customer | undefined,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    return shop.app.inject({ method, url, headers: caller?.headers ?? {}, payload });
  }
  const fitmentUrl = () => `/api/services/${product._id}/fitment`;
  const vehiclesWith = async (code: string) =>
    (await shop.app.inject(`/api/vehicles?chassisCode=${code}`)).json() as Vehicle[];
  /** The product's own answer (with its fitment), when the list filtered by the vehicle holds it. */
  const listed = async (vehicle: Vehicle) => {
    const list = (await shop.app.inject(`/api/services?vehicle=${vehicle._id}`)).json() as Product[];
    if (!list.some((item) => item._id === product._id)) return undefined;
    const detail = await shop.app.inject({ url: `/api/service/${product._id}`, headers: admin.headers });
    return detail.json() as Product;
  };

  /** Sends a refused request and checks its answer and that no table changed. */
  async function expectRefused(request: () => ReturnType<typeof send>, status: number, message?: string) {
    const before = await shopState(shop.app);
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(response.json().message).toBe(message);
    expect(changedTables(before, await shopState(shop.app))).toEqual([]);
  }

  describe('vehicles', () => {
    it('adds a vehicle, which the car picker then offers', async () => {
      const response = await send(admin, 'POST', '/api/vehicles', {
        ...fielder,
        make: 'toyota',
        model: 'FIELDER',
      });
      expect(response.statusCode, response.body).toBe(200);
      // The stored spelling of a make and model is kept.
      expect(response.json()).toEqual({ _id: expect.any(String), ...fielder });
      expect(await vehiclesWith('NZE164G')).toEqual([response.json()]);
    });

    it('refuses a duplicate, invalid details, customers and visitors, changing nothing', async () => {
      await expectRefused(
        () => send(admin, 'POST', '/api/vehicles', fielder),
        409,
        vehicleMessages.duplicate,
      );
      await expectRefused(
        () => send(admin, 'POST', '/api/vehicles', { ...fielder, chassisCode: 'NZE 141' }),
        400,
        'Chassis code may hold only letters, digits and hyphens (e.g. NZE141, 1NZ-FE)',
      );
      await expectRefused(
        () => send(admin, 'POST', '/api/vehicles', { ...fielder, years: { from: 2012, to: 2006 } }),
        400,
        'The last year must not be before the first',
      );
      await expectRefused(
        () => send(customer, 'POST', '/api/vehicles', { ...fielder, chassisCode: 'X1' }),
        403,
      );
      await expectRefused(
        () => send(undefined, 'POST', '/api/vehicles', { ...fielder, chassisCode: 'X1' }),
        401,
      );
    });

    it('edits a vehicle, and the parts that fit it show the new details', async () => {
      const [vehicle] = await vehiclesWith('NZE164G');
      await send(admin, 'PUT', fitmentUrl(), {
        fitsAllVehicles: false,
        fitment: [{ vehicleId: vehicle!._id }],
      });
      expect((await listed(vehicle!))?.fitment?.[0]?.vehicle.years).toEqual({ from: 2012, to: 2015 });
      const edited = await send(admin, 'PUT', `/api/vehicles/${vehicle!._id}`, {
        ...fielder,
        years: { from: 2012, to: null },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await listed(vehicle!))?.fitment?.[0]?.vehicle.years).toEqual({ from: 2012, to: null });
      await expectRefused(() => send(customer, 'PUT', `/api/vehicles/${vehicle!._id}`, fielder), 403);
      await expectRefused(() => send(admin, 'PUT', `/api/vehicles/${randomUUID()}`, fielder), 404);
    });

    it('deletes a vehicle no part fits; one that parts fit is refused until its fitment is removed', async () => {
      const [vehicle] = await vehiclesWith('NZE164G');
      const url = `/api/vehicles/${vehicle!._id}`;
      await expectRefused(() => send(admin, 'DELETE', url), 409, vehicleMessages.inUse(1));
      await expectRefused(() => send(customer, 'DELETE', url), 403);
      await send(admin, 'PUT', fitmentUrl(), { fitsAllVehicles: false, fitment: [] });
      const deleted = await send(admin, 'DELETE', url);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ deletedCount: 1 });
      expect(await vehiclesWith('NZE164G')).toEqual([]);
      await expectRefused(() => send(admin, 'DELETE', url), 404, vehicleMessages.notFound);
    });
  });

  describe("a product's fitment", () => {
    it('is set by vehicle ids or pasted chassis codes, and the filtered shop shows it at once', async () => {
      const [axio] = await vehiclesWith('NZE141');
      const premios = await vehiclesWith('ZRT260');
      expect(await listed(axio!)).toBeUndefined();
      const response = await send(admin, 'PUT', fitmentUrl(), {
        fitsAllVehicles: false,
        fitment: [
          {
            vehicleId: axio!._id,
            position: 'rear',
            quantity: 1,
            note: 'Not for models with rear drum brakes',
          },
          { chassisCode: 'zrt260', position: 'rear' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const state = response.json() as FitmentState;
      expect(state.fitsAllVehicles).toBe(false);
      // ZRT260 names the Premio and the Allion, each with two engines.
      expect(premios).toHaveLength(4);
      expect(state.fitment.map((fitment) => fitment.vehicle._id).sort()).toEqual(
        [axio!._id, ...premios.map((vehicle) => vehicle._id)].sort(),
      );
      expect(state.fitment).toContainEqual({
        vehicle: axio,
        position: 'rear',
        quantity: 1,
        note: 'Not for models with rear drum brakes',
      });
      expect((await listed(axio!))?.fitment).toEqual(state.fitment);
      const [civic] = await vehiclesWith('FD1');
      expect(await listed(civic!)).toBeUndefined();
    });

    it('can make a product universal, and clearing it leaves the fitment unknown', async () => {
      const [civic] = await vehiclesWith('FD1');
      await send(admin, 'PUT', fitmentUrl(), { fitsAllVehicles: true, fitment: [] });
      expect(await listed(civic!)).toMatchObject({ fitsAllVehicles: true, fitment: [] });
      await send(admin, 'PUT', fitmentUrl(), { fitsAllVehicles: false, fitment: [] });
      expect(await listed(civic!)).toBeUndefined();
    });

    it('refuses unknown vehicles and chassis codes by name, changing nothing', async () => {
      const ghost = randomUUID();
      await expectRefused(
        () =>
          send(admin, 'PUT', fitmentUrl(), {
            fitsAllVehicles: false,
            fitment: [{ vehicleId: ghost }, { chassisCode: 'NZE141' }, { chassisCode: 'XYZ999' }],
          }),
        400,
        `${vehicleMessages.unknownVehicleIds([ghost])}. ${vehicleMessages.unknownChassisCodes(['XYZ999'])}`,
      );
      const [axio] = await vehiclesWith('NZE141');
      await expectRefused(
        () =>
          send(admin, 'PUT', fitmentUrl(), {
            fitsAllVehicles: false,
            fitment: [{ vehicleId: axio!._id }, { chassisCode: 'NZE141' }],
          }),
        400,
        vehicleMessages.listedTwice('Toyota Axio (NZE141, 2006-2012)'),
      );
      await expectRefused(
        () => send(admin, 'PUT', fitmentUrl(), { fitsAllVehicles: false, fitment: [{ position: 'front' }] }),
        400,
        'Name each vehicle by vehicleId or by chassisCode (one of the two)',
      );
    });

    it('is for admins only: 403 for customers, 401 for visitors; 404 for an unknown product', async () => {
      const body = { fitsAllVehicles: true, fitment: [] };
      await expectRefused(() => send(customer, 'PUT', fitmentUrl(), body), 403);
      await expectRefused(() => send(undefined, 'PUT', fitmentUrl(), body), 401);
      await expectRefused(
        () => send(admin, 'PUT', `/api/services/${randomUUID()}/fitment`, body),
        404,
        'Product not found',
      );
    });
  });
});
