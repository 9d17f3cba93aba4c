import type { AuditEntry, EndpointName } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { csvOf, newRow } from '../../test/catalogue-io-kit.js';
import { ROUTE_TABLE } from '../../test/route-table.js';
import { type CallerName, freshAddress, type RouteRequest } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

/**
 * Issue 38: what the audit log keeps of the catalogue, pricing, return and payment writes (their
 * values before and after), and that a refused write leaves no entry.
 */
describe('the audit entries of staff writes', () => {
  const shop = useTestShop({ scene: true });
  const tableRequest = (name: EndpointName) =>
    ROUTE_TABLE.find((rule) => rule.name === name)!.request(shop.scene, 'manager');

  /** Sends a request from an address of its own; answers the response and the entries it left. */
  async function write(
    method: string,
    url: string,
    request: RouteRequest,
    caller: Exclude<CallerName, 'anonymous'> = 'manager',
  ) {
    const address = freshAddress();
    const response = await shop.scene.send(method, url, { ...request, remoteAddress: address }, caller);
    const all = await shop.scene.send(
      'GET',
      '/api/admin/audit',
      { query: { actor: shop.scene.customer(caller).email } },
      'admin',
    );
    const entries = (all.json().entries as AuditEntry[]).filter((entry) => entry.clientAddress === address);
    return { response, entries };
  }

  it('keeps a deleted product, a renamed brand and a changed vehicle as they were', {
    timeout: 60_000,
  }, async () => {
    const product = await shop.scene.product({ priceMinor: 990, name: 'Wiper blade 22"' });
    const deleted = await write('DELETE', '/api/services/:id', { params: { id: product.id } });
    expect(deleted.response.statusCode).toBe(200);
    expect(deleted.entries).toEqual([
      expect.objectContaining({
        kind: 'product.delete',
        subject: `product:${product.id}`,
        before: expect.objectContaining({ name: 'Wiper blade 22"', priceMinor: 990 }),
        after: null,
      }),
    ]);
    const byProduct = await shop.scene.send(
      'GET',
      '/api/admin/audit',
      { query: { product: product.id } },
      'admin',
    );
    expect(byProduct.json().entries.map((entry: AuditEntry) => entry.kind)).toContain('product.delete');

    const brand = await tableRequest('updateBrand');
    const name = `Aisin ${crypto.randomUUID().slice(0, 8)}`;
    const renamed = await write('PATCH', '/api/admin/brands/:id', { ...brand, payload: { name } });
    expect(renamed.entries).toEqual([
      expect.objectContaining({
        kind: 'brand.update',
        before: { name: expect.any(String) },
        after: { name },
      }),
    ]);

    const vehicle = await tableRequest('replaceVehicle');
    const body = vehicle.payload as { generation?: string };
    const changed = await write('PUT', '/api/vehicles/:id', {
      ...vehicle,
      payload: { ...body, generation: 'E160 facelift' },
    });
    expect(changed.response.statusCode, changed.response.body).toBe(200);
    expect(changed.entries).toEqual([
      expect.objectContaining({
        kind: 'vehicle.update',
        before: expect.objectContaining({ generation: expect.not.stringMatching('E160 facelift') }),
        after: expect.objectContaining({ generation: 'E160 facelift' }),
      }),
    ]);
  });

  it('records the fitment and the import of a product, and none of a refused one', {
    timeout: 60_000,
  }, async () => {
    const product = await shop.scene.product();
    const vehicle = await shop.scene.vehicle();
    const fits = await write('PUT', '/api/services/:id/fitment', {
      params: { id: product.id },
      payload: { fitsAllVehicles: false, fitment: [{ vehicleId: vehicle.id, position: 'front' }] },
    });
    expect(fits.response.statusCode, fits.response.body).toBe(200);
    expect(fits.entries).toEqual([
      expect.objectContaining({
        kind: 'product.fitment',
        before: { fitsAllVehicles: false, fitment: [] },
        after: {
          fitsAllVehicles: false,
          fitment: [{ vehicleId: vehicle.id, position: 'front', quantity: 1, note: null }],
        },
      }),
    ]);
    const unknown = await write('PUT', '/api/services/:id/fitment', {
      params: { id: product.id },
      payload: { fitsAllVehicles: false, fitment: [{ vehicleId: crypto.randomUUID() }] },
    });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.entries).toEqual([]);

    const csv = { 'content-type': 'text/csv' };
    const sku = `AUDIT-${crypto.randomUUID().slice(0, 6)}`;
    const created = await write('POST', '/api/admin/catalogue/import', {
      headers: csv,
      payload: csvOf([newRow(sku)]),
    });
    expect(created.response.json()).toMatchObject({ created: 1, applied: true });
    expect(created.entries).toEqual([
      expect.objectContaining({
        kind: 'catalogue.import',
        before: null,
        after: expect.objectContaining({ sku, priceMinor: 125_000, availableQty: 10 }),
      }),
    ]);
    const repriced = await write('POST', '/api/admin/catalogue/import', {
      headers: csv,
      payload: csvOf([newRow(sku, { price: '1300.00' })]),
    });
    expect(repriced.entries).toEqual([
      expect.objectContaining({ before: { priceMinor: 125_000 }, after: { priceMinor: 130_000 } }),
    ]);
    // All or nothing with a bad row: nothing written, no entry.
    const refused = await write('POST', '/api/admin/catalogue/import', {
      query: { atomic: '1' },
      headers: csv,
      payload: csvOf([newRow(sku, { price: '1400.00' }), newRow(`${sku}-2`, { brand: 'No Such Brand' })]),
    });
    expect(refused.response.json()).toMatchObject({ applied: false });
    expect(refused.entries).toEqual([]);
  });

  it('records promotions and customer groups with their values, and no refused change', {
    timeout: 60_000,
  }, async () => {
    const promotion = await tableRequest('updatePromotion');
    const ended = await write('PATCH', '/api/admin/promotions/:id', promotion);
    expect(ended.entries).toEqual([
      expect.objectContaining({
        kind: 'promotion.end',
        before: { endedAt: null },
        after: { endedAt: expect.any(String) },
      }),
    ]);
    const group = await tableRequest('updateCustomerGroup');
    const discounted = await write('PATCH', '/api/admin/customer-groups/:id', {
      ...group,
      payload: { discountPercent: 7.5 },
    });
    expect(discounted.entries).toEqual([
      expect.objectContaining({
        kind: 'customer-group.update',
        before: { discountPercent: 0 },
        after: { discountPercent: 7.5 },
      }),
    ]);
    const member = await tableRequest('addGroupMember');
    const joined = await write('PUT', '/api/admin/customer-groups/:id/members/:email', member);
    expect(joined.entries).toEqual([
      expect.objectContaining({
        kind: 'customer-group.member',
        before: { email: member.params!.email, groupId: null },
        after: { email: member.params!.email, groupId: member.params!.id },
      }),
    ]);
    // A price list naming a product the shop does not have: the group is not created.
    const unknown = await write('POST', '/api/admin/customer-groups', {
      payload: {
        name: `Garage ${crypto.randomUUID()}`,
        prices: [{ productId: crypto.randomUUID(), price: 5 }],
      },
    });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.entries).toEqual([]);
  });

  it('records return decisions, refunds and payment reviews, and none refused', {
    timeout: 120_000,
  }, async () => {
    const requested = await tableRequest('moveReturn');
    const url = '/api/returns/:id';
    const early = await write('POST', `${url}/refund`, {
      params: requested.params,
      payload: { method: 'manual' },
    });
    expect(early.response.statusCode).toBe(409);
    expect(early.entries).toEqual([]);
    const approved = await write('PATCH', url, { params: requested.params, payload: { status: 'approved' } });
    expect(approved.entries).toEqual([
      expect.objectContaining({
        kind: 'return.decide',
        before: { status: 'requested' },
        after: { status: 'approved' },
      }),
    ]);
    const received = await write('PATCH', url, {
      params: requested.params,
      payload: { status: 'received', shopAtFault: true },
    });
    expect(received.entries).toEqual([
      expect.objectContaining({
        before: { status: 'approved', damaged: null, shopAtFault: false },
        after: { status: 'received', damaged: false, shopAtFault: true },
      }),
    ]);
    const refund = await write('POST', `${url}/refund`, {
      params: requested.params,
      payload: { method: 'manual', reference: 'bKash TrxID 9X8Y7Z' },
    });
    expect(refund.response.statusCode, refund.response.body).toBe(200);
    expect(refund.entries).toEqual([
      expect.objectContaining({
        kind: 'refund.issue',
        subject: expect.stringMatching(/^return:RT-/),
        before: expect.objectContaining({ status: 'received', refundMinor: null }),
        after: expect.objectContaining({
          status: 'refunded',
          refundMinor: expect.any(Number),
          refundMethod: 'manual',
          refundReference: 'bKash TrxID 9X8Y7Z',
        }),
      }),
    ]);

    const held = await tableRequest('sslcommerzDecide');
    const decision = `/api/payments/sslcommerz/:tranId/decision`;
    const approve = await write('POST', decision, held);
    expect(approve.entries).toEqual([
      expect.objectContaining({
        kind: 'payment.review',
        before: expect.objectContaining({ status: 'requires_capture' }),
        after: expect.objectContaining({ decision: 'approve', status: 'succeeded' }),
      }),
    ]);
    const again = await write('POST', decision, held);
    expect(again.response.statusCode).toBe(409);
    expect(again.entries).toEqual([]);
  });
});
