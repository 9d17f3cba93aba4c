import { describe, expect, it } from 'vitest';
import { useTestShop } from '../test/use-test-shop.js';
import { runSeedCommand, SEED_USAGE } from './seed-command.js';

describe('npm run seed -- --products <count>', () => {
  const shop = useTestShop();

  const list = async (query = '') => {
    const response = await shop.app.inject(`/api/services${query}`);
    return {
      total: Number(response.headers['x-total-count']),
      items: response.json() as Array<{ productName: string; category: string }>,
    };
  };

  it('fills the catalogue up to the count, after the demo catalogue, and the shop pages through it', async () => {
    const result = await runSeedCommand(['--products', '300'], shop.database);
    expect(result).toEqual({ exitCode: 0, message: 'Added 300 products: the catalogue holds 300.' });

    const firstPage = await list('?page=1&limit=24');
    expect(firstPage.total).toBe(300);
    // The demo catalogue keeps its place at the start (the home page's first three).
    expect(firstPage.items[0]?.productName).toBe('Ceramic Front Brake Pads for Toyota Corolla / Axio');
    const lastPage = await list('?page=13&limit=24');
    expect(lastPage.items).toHaveLength(300 - 12 * 24);

    const found = await list('?q=corolla%20brake&page=1&limit=24');
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((p) => /corolla/i.test(p.productName) && /brake/i.test(p.productName))).toBe(
      true,
    );
    const oils = await list('?category=motor-oil&page=1&limit=5');
    expect(oils.total).toBeGreaterThanOrEqual(60);
    expect(oils.items.every((p) => p.category === 'motor-oil')).toBe(true);
  });

  it('gives generated parts the fitment their names say, and T10 bulbs fit every car', async () => {
    const [axio] = (await shop.app.inject('/api/vehicles?chassisCode=NZE141')).json() as Array<{
      _id: string;
    }>;
    const names = (await list(`?vehicle=${axio!._id}`)).items.map((product) => product.productName);
    // The Axio NZE141 was built 2006-2012: generated parts for the Axio of overlapping years fit it.
    expect(names.some((name) => /for Toyota Axio (2004-2008|2008-2012|2012-2016)$/.test(name))).toBe(true);
    expect(names.some((name) => /T10 LED Parking Bulbs \(10-pack\)$/.test(name))).toBe(true);
    const forOtherCars = names.filter(
      (name) =>
        / for /.test(name) &&
        !/for Toyota Axio (2004-2008|2008-2012|2012-2016)$|Corolla \/ Axio$|Premio \/ Allion \(1NZ, 2NZ\)$/.test(
          name,
        ),
    );
    expect(forOtherCars).toEqual([]);
  });

  it('adds nothing when the catalogue is already that large, and tops it up when asked for more', async () => {
    expect(await runSeedCommand(['--products', '300'], shop.database)).toEqual({
      exitCode: 0,
      message: 'The catalogue already holds 300 products: nothing added.',
    });
    expect((await runSeedCommand(['--products', '350'], shop.database)).message).toBe(
      'Added 50 products: the catalogue holds 350.',
    );
    expect((await list('?page=1&limit=1')).total).toBe(350);
  });

  it.each([
    [[]],
    [['--products']],
    [['--products', 'many']],
    [['--products', '0']],
    [['--products', '10', 'x']],
  ])('explains its usage for %j and changes nothing', async (args) => {
    const before = (await list('?page=1&limit=1')).total;
    expect(await runSeedCommand(args, shop.database)).toEqual({ exitCode: 2, message: SEED_USAGE });
    expect((await list('?page=1&limit=1')).total).toBe(before);
  });
});
