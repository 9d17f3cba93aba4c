import { promotionMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { products, promotions, promotionUses } from '../../../db/schema/index.js';
import type { Customer } from '../../../test/app.js';
import { checkout } from '../../../test/cart-requests.js';
import { createProduct } from '../../../test/factories.js';
import { createPromotionAs, lineOf } from '../../../test/promotion-requests.js';
import { useTestShop } from '../../../test/use-test-shop.js';

// Real connections race only on the PostgreSQL server (PGlite runs one transaction at a time).
describe.runIf(process.env.TEST_DB === 'postgres')('a code under a race (PostgreSQL)', () => {
  const shop = useTestShop({
    customers: Array.from({ length: 20 }, (_, index) => `Racer ${String.fromCharCode(65 + index)}`),
    admin: true,
  });
  let app: App;
  let customers: readonly Customer[];

  beforeAll(() => {
    ({ app, customers } = shop);
  });

  it('gives a code with 5 uses left to exactly 5 of 20 racing orders, and refuses the rest cleanly', async () => {
    const part = await createProduct(app.db, { priceMinor: 2000, availableQty: 1000 });
    const answer = await createPromotionAs(app, shop.admin, { kind: 'percent', value: 10, maxUses: 8 });
    const { id, code } = answer.json<{ id: string; code: string }>();
    await app.db.update(promotions).set({ usedCount: 3 }).where(eq(promotions.id, id));
    const answers = await Promise.all(
      customers.map((buyer) => checkout(app, buyer, { items: [lineOf(part, 2)], code })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toBe(promotionMessages.usedUp);
    for (const placed of answers.filter((a) => a.statusCode === 200))
      expect(placed.json()).toMatchObject({ subtotal: 40, discount: 4, promotionCode: code });
    const [row] = await app.db.select().from(promotions).where(eq(promotions.id, id));
    expect(row!.usedCount).toBe(8);
    expect(await app.db.select().from(promotionUses).where(eq(promotionUses.promotionId, id))).toHaveLength(
      5,
    );
    const [stock] = await app.db.select().from(products).where(eq(products.id, part.id));
    expect(stock!.availableQty).toBe(1000 - 10);
  });
});
