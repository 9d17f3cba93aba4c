import { parseQuickOrder, type QuickOrderAnswer } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { partNumbers } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 37: a garage pastes lines of "part number or SKU, quantity"; each resolves to a part by
// its number in any typed form, or says why it cannot go to the cart.

describe('quick order', () => {
  const shop = useTestShop({ customers: 1 });
  let app: App;
  let customer: Customer;
  beforeAll(() => {
    ({ app, customer } = shop);
  });

  const resolve = (lines: string, headers: Record<string, string> = customer.headers) =>
    app.inject({ method: 'POST', url: '/api/quick-order/resolve', headers, payload: { lines } });

  it('reads a number and a quantity however they are separated', () => {
    const parsed = parseQuickOrder(
      '04465-12592, 2\n0446512592\t3\n\n04465 12592 4\n04465 12592\nbosch.0986;x',
    );
    expect(parsed.map(({ line, number, quantity }) => [line, number, quantity])).toEqual([
      [1, '04465-12592', 2],
      [2, '0446512592', 3],
      [4, '04465 12592', 4],
      [5, '04465 12592', 1],
      [6, 'bosch.0986', null],
    ]);
  });

  it('finds each part by its number or SKU in any typed form, and flags what cannot be ordered', async () => {
    const pads = await createProduct(app.db, { availableQty: 5, minOrderQty: 1, sku: 'QO-PADS-77' });
    const plug = await createProduct(app.db, { availableQty: 50, minOrderQty: 4 });
    const number = `04465-${String(Date.now()).slice(-5)}`;
    await app.db.insert(partNumbers).values([
      { productId: pads.id, kind: 'oem', maker: 'Toyota', number, normal: number.replace('-', '') },
      {
        productId: plug.id,
        kind: 'aftermarket',
        maker: 'NGK',
        number: 'BKR6E-11',
        normal: `BKR6E11${pads.sku}`,
      },
    ]);
    const spaced = number.replace('-', ' ');
    const dotted = number.replace('-', '.').toLowerCase();
    const text = [
      `${spaced}, 2`,
      `${dotted}\t1`,
      'qo pads 77 3',
      `${plug.sku.toLowerCase()}; 2`,
      `${plug.sku}, 8`,
      'NO-SUCH-PART 1',
      `${number}, 9`,
      `${number}, two`,
    ].join('\n');
    const response = await resolve(text);
    expect(response.statusCode, response.body).toBe(200);
    const { lines } = response.json<QuickOrderAnswer>();
    expect(lines.map((l) => [l.line, l.status, l.product?.id ?? null, l.quantity])).toEqual([
      [1, 'ok', pads.id, 2],
      [2, 'ok', pads.id, 1],
      [3, 'ok', pads.id, 3],
      [4, 'belowMinimum', plug.id, 2],
      [5, 'ok', plug.id, 8],
      [6, 'unknown', null, 1],
      [7, 'short', pads.id, 9],
      [8, 'badQuantity', pads.id, null],
    ]);
    expect(lines[0]!.match).toEqual({ kind: 'oem', number });
    expect(lines[2]!.match).toEqual({ kind: 'sku', number: 'QO-PADS-77' });
    expect(lines.map((l) => l.message)).toEqual([
      null,
      null,
      null,
      'The minimum order is 4',
      null,
      'No part has this number',
      'Only 5 left',
      'The quantity must be a whole number from 1',
    ]);
  });

  it('refuses an empty list and a visitor', async () => {
    expect((await resolve('  \n ')).statusCode).toBe(400);
    expect((await resolve('x, 1', {})).statusCode).toBe(401);
  });
});
