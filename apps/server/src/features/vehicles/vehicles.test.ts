import { randomUUID } from 'node:crypto';
import { type Product, type Vehicle, vehicleMessages } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';

const AXIO_PADS = 'Ceramic Front Brake Pads for Toyota Corolla / Axio';
const CIVIC_PADS = 'Semi-Metallic Brake Pads for Honda Civic';
const T10_BULBS = 'T10 W5W LED Parking Bulbs (10-pack)';
const H11_BULBS = 'LED H11 Fog Light Bulbs 6000K (pair)';

describe('vehicles and the parts that fit them', () => {
  const shop = useTestShop({ seed: true });
  let axio: Vehicle;
  let civic: Vehicle;
  beforeAll(async () => {
    axio = (await vehicles('?chassisCode=NZE141'))[0]!;
    civic = (await vehicles('?chassisCode=FD1'))[0]!;
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers });
  async function vehicles(query = ''): Promise<Vehicle[]> {
    const response = await get(`/api/vehicles${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function parts(query: string): Promise<{ items: Product[]; total: number }> {
    const response = await get(`/api/services${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { items: response.json(), total: Number(response.headers['x-total-count']) };
  }
  const names = (items: Product[]) => items.map((product) => product.productName);

  describe('choosing a car', () => {
    it('lists the makes, then the models of a make in any letter case', async () => {
      const makes = await get('/api/vehicles/makes');
      expect(makes.json()).toEqual(['Honda', 'Mitsubishi', 'Nissan', 'Suzuki', 'Toyota']);
      const models = (await get('/api/vehicles/models?make=toyota')).json();
      expect(models).toEqual([
        'Allion',
        'Axio',
        'Corolla',
        'Fielder',
        'Hiace',
        'Land Cruiser Prado',
        'Noah',
        'Premio',
        'Probox',
      ]);
      expect((await get('/api/vehicles/models?make=Honda')).json()).toEqual([
        'Civic',
        'Fit',
        'Grace',
        'Vezel',
      ]);
      expect((await get('/api/vehicles/models?make=Tata')).json()).toEqual([]);
      const missing = await get('/api/vehicles/models');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Make is required');
    });

    it('lists the vehicles of a model with chassis code, years and engine', async () => {
      const axios = await vehicles('?make=Toyota&model=Axio');
      expect(axios.map((vehicle) => vehicle.chassisCode)).toEqual(['NZE141', 'NZE161', 'NKE165', 'NRE161']);
      expect(axios[0]).toEqual({
        _id: expect.any(String),
        make: 'Toyota',
        model: 'Axio',
        generation: 'E140',
        years: { from: 2006, to: 2012 },
        chassisCode: 'NZE141',
        engine: { code: '1NZ-FE', cc: 1496 },
        fuel: 'petrol',
        body: 'sedan',
      });
      expect(axios[2]).toMatchObject({
        chassisCode: 'NKE165',
        years: { from: 2013, to: null },
        fuel: 'hybrid',
      });
    });

    it('keeps the vehicles built in a year, and finds one by chassis code', async () => {
      const in2012 = await vehicles('?make=toyota&model=axio&year=2012');
      expect(in2012.map((vehicle) => vehicle.chassisCode)).toEqual(['NZE141', 'NZE161']);
      const in2014 = await vehicles('?make=Toyota&model=Axio&year=2014');
      expect(in2014.map((vehicle) => vehicle.chassisCode)).toEqual(['NZE161', 'NKE165']);
      const byCode = await vehicles('?chassisCode=zrr70g');
      expect(byCode).toEqual([expect.objectContaining({ make: 'Toyota', model: 'Noah', generation: 'R70' })]);
      expect((await get('/api/vehicles?year=1900')).statusCode).toBe(400);
    });

    it('answers one vehicle by id, 404 for an unknown one', async () => {
      expect((await get(`/api/vehicles/${axio._id}`)).json()).toEqual(axio);
      for (const id of [randomUUID(), 'not-an-id']) {
        const response = await get(`/api/vehicles/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: vehicleMessages.notFound });
      }
    });

    it('is public and cacheable: an ETag, and 304 when the browser has the answer', async () => {
      const first = await get('/api/vehicles?make=Toyota&model=Axio');
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get('/api/vehicles?make=Toyota&model=Axio', {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('the shop filtered by a car', () => {
    it('shows the parts that fit an Axio and the universal ones, never Civic parts or unknown fitment', async () => {
      const { items, total } = await parts(`?vehicle=${axio._id}`);
      expect(names(items)).toEqual(expect.arrayContaining([AXIO_PADS, T10_BULBS]));
      expect(names(items)).not.toContain(CIVIC_PADS);
      expect(names(items)).not.toContain(H11_BULBS);
      expect(total).toBe(items.length);
      // The list says only whether a part fits every car; each part's own answer says which cars.
      const customer = await signUp(shop.app);
      const detail = async (product: Product) =>
        (await get(`/api/service/${product._id}`, customer.headers)).json() as Product;
      for (const product of items) {
        expect(product, product.productName).not.toHaveProperty('fitment');
        const fits = (await detail(product)).fitment?.some((fitment) => fitment.vehicle._id === axio._id);
        expect(product.fitsAllVehicles || fits, product.productName).toBe(true);
      }
      const pads = await detail(items.find((product) => product.productName === AXIO_PADS)!);
      expect(pads.fitment).toContainEqual({ vehicle: axio, position: 'front', quantity: 1, note: null });
      const civicParts = await parts(`?vehicle=${civic._id}`);
      expect(names(civicParts.items)).toContain(CIVIC_PADS);
      expect(names(civicParts.items)).not.toContain(AXIO_PADS);
    });

    it('pages, counts and combines with category and search', async () => {
      const all = (await parts(`?vehicle=${axio._id}`)).items;
      const pages = [];
      for (let page = 1; page <= Math.ceil(all.length / 2); page += 1) {
        const { items, total } = await parts(`?vehicle=${axio._id}&page=${page}&limit=2`);
        expect(total).toBe(all.length);
        pages.push(...items);
      }
      expect(pages).toEqual(all);
      const pads = await parts(`?vehicle=${axio._id}&category=brake-pads&page=1&limit=24`);
      expect(names(pads.items)).toEqual([AXIO_PADS]);
      expect(pads.total).toBe(1);
      const oil = await parts(`?vehicle=${axio._id}&q=synthetic&page=1&limit=24`);
      expect(names(oil.items)).toEqual([
        'Fully Synthetic 5W-30 Engine Oil, 4 L',
        'Semi-Synthetic 10W-40 Engine Oil, 4 L',
      ]);
      expect(oil.total).toBe(2);
    });

    it('refuses an unknown or malformed vehicle with a clear message', async () => {
      const unknown = await get(`/api/services?vehicle=${randomUUID()}`);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(vehicleMessages.unknownVehicle);
      const malformed = await get('/api/services?vehicle=axio');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('Not a valid vehicle id');
    });
  });

  describe('searching by chassis and engine code', () => {
    it('finds the parts that fit a chassis code, in any letter case', async () => {
      for (const code of ['NZE141', 'nze141']) {
        const found = names((await parts(`?q=${code}`)).items);
        expect(found).toEqual(
          expect.arrayContaining([AXIO_PADS, 'Engine Air Filter for Toyota Premio / Allion (1NZ, 2NZ)']),
        );
        expect(found).not.toContain(CIVIC_PADS);
      }
      expect(names((await parts('?q=FD1')).items)).toContain(CIVIC_PADS);
    });

    it('finds the parts that fit an engine code, and combines codes with words of the name', async () => {
      expect(names((await parts('?q=1NZ-FE')).items)).toEqual(
        expect.arrayContaining([AXIO_PADS, 'Iridium Spark Plugs (set of 4)']),
      );
      expect(names((await parts('?q=R18A')).items)).toContain(CIVIC_PADS);
      const narrowed = await parts('?q=brake%20nze141&page=1&limit=24');
      expect(names(narrowed.items)).toEqual([AXIO_PADS]);
      expect(narrowed.total).toBe(1);
      // A code matches the start of a code only: "NZE" alone is too short a word to be a code.
      expect(names((await parts('?q=ZE1')).items)).toEqual([]);
    });
  });
});
