import { deliveryMessages, PART_REQUESTS_PER_HOUR, partRequestMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partRequests } from '../../db/schema/index.js';
import { TEST_ORIGIN } from '../../test/app.js';
import { createProduct, createVehicle } from '../../test/factories.js';
import { freshAddress } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('part requests', () => {
  const shop = useTestShop({ customers: 2, admin: true });

  const ask = (payload: object, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/part-requests',
      headers,
      payload,
      remoteAddress: freshAddress(),
    });
  const stored = () => shop.app.db.select().from(partRequests);

  it('keeps a visitor’s request and answers it with its number', async () => {
    const response = await ask({
      name: 'Jamal Hossain',
      phone: '017 1234-5678',
      vehicleText: 'Toyota Axio 2012',
      chassisCode: 'NZE141',
      partNumber: '04465-12592',
    });
    expect(response.statusCode, response.body).toBe(200);
    const request = response.json();
    expect(request).toMatchObject({
      number: expect.stringMatching(/^PR-1\d{4}$/),
      status: 'open',
      phone: '+8801712345678',
      vehicle: 'Toyota Axio 2012',
      chassisCode: 'NZE141',
      partNumber: '04465-12592',
      signedIn: false,
      quote: null,
    });
    const [row] = await shop.app.db.select().from(partRequests).where(eq(partRequests.id, request.id));
    expect(row).toMatchObject({ userId: null, language: 'en', status: 'open' });
  });

  it.each([
    [{ partNumber: '04465-12592' }, partRequestMessages.contactRequired],
    [{ phone: '01712345678' }, partRequestMessages.partRequired],
    [{ phone: '01712345678', partNumber: '   ', description: '' }, partRequestMessages.partRequired],
    [{ phone: '12345', partNumber: 'X1' }, deliveryMessages.phoneInvalid],
    [{ email: 'nobody', partNumber: 'X1' }, 'Email is not a valid email address'],
    [
      { phone: '01712345678', partNumber: 'X1', photo: '/uploads/abc.webp' },
      partRequestMessages.photoNeedsAccount,
    ],
    [
      { phone: '01712345678', partNumber: 'X1', photo: 'javascript:alert(1)' },
      partRequestMessages.photoInvalid,
    ],
    [{ phone: '01712345678', description: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
  ])('refuses a visitor’s %j: %s, and keeps nothing', async (payload, message) => {
    const before = (await stored()).length;
    const response = await ask(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await stored()).length).toBe(before);
  });

  it('answers a customer at their account, with their car from the list and a photo', async () => {
    const vehicle = await createVehicle(shop.app.db);
    const response = await ask(
      {
        vehicleId: vehicle.id,
        description: 'Front left door mirror, folding',
        photo: '/uploads/mirror.webp',
      },
      shop.customer.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: shop.customer.email,
      name: shop.customer.name,
      vehicleId: vehicle.id,
      vehicle: expect.stringContaining(vehicle.make),
      photo: '/uploads/mirror.webp',
      signedIn: true,
    });
    const unknown = await ask(
      { vehicleId: '00000000-0000-4000-8000-000000000000', partNumber: 'X1' },
      shop.customer.headers,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(partRequestMessages.unknownVehicle);
  });

  it('shows a customer their own requests only', async () => {
    await ask({ partNumber: 'MINE-1' }, shop.customer.headers);
    await ask({ partNumber: 'THEIRS-1' }, shop.other.headers);
    const mine = await shop.app.inject({ url: '/api/part-requests', headers: shop.customer.headers });
    expect(mine.statusCode).toBe(200);
    const numbers = mine.json().items.map((item: { partNumber: string | null }) => item.partNumber);
    expect(numbers).toContain('MINE-1');
    expect(numbers).not.toContain('THEIRS-1');
    expect((await shop.app.inject({ url: '/api/part-requests' })).statusCode).toBe(401);
  });

  it('lets only an admin list and answer requests', async () => {
    const { id } = (await ask({ phone: '01812345678', partNumber: 'ADM-1' })).json();
    const list = (headers: Record<string, string>, query = '') =>
      shop.app.inject({ url: `/api/admin/part-requests${query}`, headers });
    const answer = (headers: Record<string, string>, payload: object, requestId = id) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/admin/part-requests/${requestId}`,
        headers: { origin: TEST_ORIGIN, ...headers },
        payload,
      });
    expect((await list({})).statusCode).toBe(401);
    expect((await list(shop.customer.headers)).statusCode).toBe(403);
    expect((await answer({}, { status: 'closed' })).statusCode).toBe(401);
    expect((await answer(shop.customer.headers, { status: 'closed' })).statusCode).toBe(403);

    const open = await list(shop.admin.headers, '?status=open&limit=200');
    expect(open.statusCode).toBe(200);
    expect(open.json().items.map((item: { id: string }) => item.id)).toContain(id);
    expect((await list(shop.admin.headers, '?status=lost')).statusCode).toBe(400);

    const noNote = await answer(shop.admin.headers, { status: 'cannot_source' });
    expect(noNote.json().message).toBe(partRequestMessages.quoteNoteRequired);
    const gone = await answer(shop.admin.headers, {
      status: 'quoted',
      productId: '00000000-0000-4000-8000-000000000000',
      price: 10,
    });
    expect(gone.json().message).toBe(partRequestMessages.quoteProductGone);
    const badPrice = await answer(shop.admin.headers, {
      status: 'quoted',
      productId: (await createProduct(shop.app.db)).id,
      price: -1,
    });
    expect(badPrice.json().message).toBe(partRequestMessages.priceInvalid);
    const unknown = await answer(
      shop.admin.headers,
      { status: 'closed' },
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    const [unchanged] = await shop.app.db.select().from(partRequests).where(eq(partRequests.id, id));
    expect(unchanged!.status).toBe('open');

    const refused = await answer(shop.admin.headers, { status: 'cannot_source', note: 'No longer made' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'cannot_source', note: 'No longer made', quote: null });
    const refusedList = await list(shop.admin.headers, '?status=cannot_source&limit=200');
    expect(refusedList.json().items.map((item: { id: string }) => item.id)).toContain(id);
  });
});

describe('part requests from one address', () => {
  const shop = useTestShop();

  it(`accepts ${PART_REQUESTS_PER_HOUR} an hour, then asks to wait and keeps nothing more`, async () => {
    const send = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/part-requests',
        payload: { phone: '01712345678', description: 'Radiator for a 2010 Allion' },
        remoteAddress: '10.200.0.1',
      });
    for (let i = 0; i < PART_REQUESTS_PER_HOUR; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toBe(partRequestMessages.tooMany);
    expect(await shop.app.db.select().from(partRequests)).toHaveLength(PART_REQUESTS_PER_HOUR);
  });
});
