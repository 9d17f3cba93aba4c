import type { Order, OrderSearchPage } from '@chaka/contract';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Customer } from '../../test/app.js';
import { createOrderRecord } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { CSV_BATCH_ORDERS } from './orders-csv.js';

describe('the admin order search and its CSV export', () => {
  const shop = useTestShop({ customers: ['Rahim Uddin', 'Karim Sheikh'], admin: true });
  let app: App;
  let admin: Customer;
  let rahim: Customer;
  let karim: Customer;
  let bangla: Awaited<ReturnType<typeof createOrderRecord>>;
  let quoted: Awaited<ReturnType<typeof createOrderRecord>>;

  beforeAll(async () => {
    ({ app, admin, customer: rahim, other: karim } = shop);
    bangla = await createOrderRecord(
      app.db,
      rahim,
      { productName: 'ব্রেক প্যাড', quantity: 3, priceMinor: 4500 },
      {
        createdAt: new Date('2025-05-01T10:00:00Z'),
        paymentMethod: 'cod',
        deliveryName: 'রহিম উদ্দিন',
        deliveryPhone: '+8801712345678',
        deliveryDistrict: 'Dhaka',
        deliveryAddress: 'ধানমন্ডি, ঢাকা',
        subtotalMinor: 4500,
        deliveryFeeMinor: 6000,
        totalMinor: 10_500,
      },
    );
    quoted = await createOrderRecord(
      app.db,
      karim,
      { productName: 'Spark Plug, "Iridium" 4-pack', priceMinor: 1999 },
      {
        createdAt: new Date('2025-05-03T10:00:00Z'),
        status: 'cancelled',
        deliveryName: '=HYPERLINK("http://evil.example")',
        deliveryPhone: '+8801898765432',
        deliveryDistrict: 'Sylhet',
        deliveryAddress: 'House 7, Road "B", Zindabazar',
      },
    );
    // Enough more to page through and to fill more than one batch of the export.
    for (let index = 0; index < CSV_BATCH_ORDERS + 30; index += 1)
      await createOrderRecord(app.db, karim, {}, { createdAt: new Date(Date.UTC(2025, 3, 1, 0, index)) });
  });

  const search = async (query: string): Promise<OrderSearchPage> => {
    const response = await app.inject({ url: `/api/admin/orders?${query}`, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const numbersOf = (page: OrderSearchPage) => [...new Set(page.items.map((item) => item.orderNumber))];

  it('finds an order by its number, written CP-10001 or 10001', async () => {
    for (const q of [`CP-${bangla.orderNumber}`, `cp${bangla.orderNumber}`, String(bangla.orderNumber)]) {
      const page = await search(`q=${encodeURIComponent(q)}`);
      expect(numbersOf(page), q).toEqual([`CP-${bangla.orderNumber}`]);
      expect(page.total).toBe(1);
    }
  });

  it('finds orders by part of the e-mail address and by the phone as people type it', async () => {
    expect((await search(`q=${encodeURIComponent(rahim.email.slice(0, 12))}`)).total).toBe(1);
    for (const phone of ['01712-345678', '+880 1712 345678', '1712345678'])
      expect(numbersOf(await search(`q=${encodeURIComponent(phone)}`)), phone).toEqual([
        `CP-${bangla.orderNumber}`,
      ]);
  });

  it('filters by status, payment method and days, cancelled orders included unless a status is chosen', async () => {
    expect(numbersOf(await search('status=cancelled'))).toEqual([`CP-${quoted.orderNumber}`]);
    expect((await search('status=active')).total).toBe(CSV_BATCH_ORDERS + 31);
    expect(numbersOf(await search('paymentMethod=cod'))).toEqual([`CP-${bangla.orderNumber}`]);
    expect((await search('from=2025-05-01&to=2025-05-31')).total).toBe(2);
    expect((await search('from=2025-05-02&to=2025-05-31&status=all')).total).toBe(1);
  });

  it('answers pages of orders, newest first, with the total that match', async () => {
    const first = await search('limit=100');
    const total = CSV_BATCH_ORDERS + 32;
    expect(first.total).toBe(total);
    expect(numbersOf(first).slice(0, 2)).toEqual([`CP-${quoted.orderNumber}`, `CP-${bangla.orderNumber}`]);
    const last = await search(`limit=100&page=${Math.ceil(total / 100)}`);
    expect(last.items).toHaveLength(total % 100);
    expect(await search('page=999')).toMatchObject({ items: [], total });
  });

  it("keeps the spec's GET /api/orders an array of live orders", async () => {
    const response = await app.inject({ url: '/api/orders', headers: admin.headers });
    const list: Order[] = response.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((order) => order.status)).not.toContain('cancelled');
  });

  it('exports every order as CSV with a BOM, quotes and Bangla text kept, formulas made text', async () => {
    const response = await app.inject({ url: '/api/admin/orders.csv', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toContain('"ধানমন্ডি, ঢাকা"');
    expect(response.body).toContain('"Spark Plug, ""Iridium"" 4-pack"');
    const rows: Record<string, string>[] = parse(response.rawPayload, { bom: true, columns: true });
    expect(rows).toHaveLength(CSV_BATCH_ORDERS + 32);
    expect(new Set(rows.map((row) => row['Order number'])).size).toBe(rows.length);
    expect(rows.find((row) => row['Order number'] === `CP-${bangla.orderNumber}`)).toEqual({
      'Order number': `CP-${bangla.orderNumber}`,
      Date: '2025-05-01 16:00',
      Customer: 'রহিম উদ্দিন',
      Email: rahim.email,
      // Any cell starting with =, +, - or @ gets a leading ' so a spreadsheet keeps it as text.
      Phone: "'+8801712345678",
      District: 'Dhaka',
      Address: 'ধানমন্ডি, ঢাকা',
      Part: 'ব্রেক প্যাড',
      Quantity: '3',
      Size: 'M',
      Price: '45.00',
      'Delivery fee': '60.00',
      Total: '105.00',
      'Payment method': 'Cash on delivery',
      Paid: 'No',
      Status: 'Placed',
      Courier: '',
      'Tracking number': '',
      Refunded: '0.00',
      Discount: '0.00',
    });
    const evil = rows.find((row) => row['Order number'] === `CP-${quoted.orderNumber}`)!;
    expect(evil.Customer).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(evil.Address).toBe('House 7, Road "B", Zindabazar');
  });

  it('exports only what the filters keep', async () => {
    const response = await app.inject({
      url: '/api/admin/orders.csv?status=cancelled',
      headers: admin.headers,
    });
    const rows: Record<string, string>[] = parse(response.rawPayload, { bom: true, columns: true });
    expect(rows.map((row) => row['Order number'])).toEqual([`CP-${quoted.orderNumber}`]);
  });

  it('is for admins only', async () => {
    for (const url of ['/api/admin/orders', '/api/admin/orders.csv']) {
      const response = await app.inject({ url, headers: rahim.headers });
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('ধানমন্ডি');
    }
  });
});
