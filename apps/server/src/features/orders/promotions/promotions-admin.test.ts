import { type Promotion, promotionMessages } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import type { Customer } from '../../../test/app.js';
import { createProduct } from '../../../test/factories.js';
import { createPromotionAs, freshCode, lineOf, quoteAs } from '../../../test/promotion-requests.js';
import { useTestShop } from '../../../test/use-test-shop.js';

// Issue 37: the admin's promotions: add, list with uses, end now; dates in the shop's time zone.

describe('the admin promotions', () => {
  const shop = useTestShop({ customers: 1, admin: true });
  let app: App;
  let admin: Customer;
  let customer: Customer;

  beforeAll(() => {
    ({ app, admin, customer } = shop);
  });

  const list = async () =>
    (await app.inject({ method: 'GET', url: '/api/admin/promotions', headers: admin.headers })).json<
      Promotion[]
    >();

  it('adds a code, lists it with no uses, and refuses the same code in another letter case', async () => {
    const code = freshCode();
    const added = await createPromotionAs(app, admin, { code, kind: 'amount', value: 2.5, minOrder: 10 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      code,
      kind: 'amount',
      value: 2.5,
      minOrder: 10,
      uses: 0,
      state: 'running',
    });
    expect((await list()).find((p) => p.code === code)).toMatchObject({ uses: 0, discountGiven: 0 });
    const again = await createPromotionAs(app, admin, {
      code: code.toLowerCase(),
      kind: 'percent',
      value: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(promotionMessages.codeTaken);
  });

  it('reads days in the shop time zone (Asia/Dhaka): a start at its midnight, an end day as a whole', async () => {
    const added = await createPromotionAs(app, admin, {
      kind: 'percent',
      value: 10,
      startsAt: '2026-04-01',
      endsAt: '2026-04-10',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      startsAt: '2026-03-31T18:00:00.000Z',
      endsAt: '2026-04-10T18:00:00.000Z',
    });
    const moment = await createPromotionAs(app, admin, {
      kind: 'free_delivery',
      startsAt: '2026-04-01T10:00:00Z',
    });
    expect(moment.json().startsAt).toBe('2026-04-01T10:00:00.000Z');
  });

  it('refuses what cannot be a promotion, with a sentence, and writes nothing', async () => {
    const before = (await list()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'percent', value: 150 }, promotionMessages.percentRange],
      [{ kind: 'amount' }, promotionMessages.valueRequired],
      [
        { kind: 'percent', value: 5, startsAt: '2026-05-02', endsAt: '2026-05-01' },
        promotionMessages.endsBeforeStart,
      ],
      [{ kind: 'percent', value: 5, endsAt: 'soon' }, promotionMessages.badDate],
    ];
    for (const [body, message] of cases) {
      const answer = await createPromotionAs(app, admin, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.body).toContain(message);
    }
    const both = await createPromotionAs(app, admin, {
      code: freshCode(),
      automatic: true,
      kind: 'percent',
      value: 5,
    });
    expect(both.statusCode).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it('ends a promotion now: it is listed as ended and its code is refused as expired', async () => {
    const code = freshCode();
    const added = (
      await createPromotionAs(app, admin, { code, kind: 'percent', value: 10 })
    ).json<Promotion>();
    const ended = await app.inject({
      method: 'PATCH',
      url: `/api/admin/promotions/${added.id}`,
      headers: admin.headers,
      payload: { endNow: true },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ state: 'ended', endedAt: expect.any(String) });
    const part = await createProduct(app.db, { priceMinor: 5000 });
    const answer = await quoteAs(app, customer, { items: [lineOf(part)], code });
    expect(answer.json()).toMatchObject({ discount: 0, code: null, codeRefused: promotionMessages.expired });
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/admin/promotions/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: { endNow: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});
