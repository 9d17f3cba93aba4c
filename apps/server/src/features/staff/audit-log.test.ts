import { staffMessages } from '@chaka/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { confirmedOrder } from '../../test/confirmed-order.js';
import { signUpStaff } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

/** Issue 38: every staff write is in the audit log, written or rolled back with its change. */
describe('the audit log', () => {
  const shop = useTestShop({ scene: true });

  const entriesFor = (orderId: string) =>
    shop.app.db.select().from(auditLog).where(eq(auditLog.orderId, orderId)).orderBy(asc(auditLog.at));

  it('records a status move with who, before, after and the client address', {
    timeout: 60_000,
  }, async () => {
    const { scene } = shop;
    const order = await confirmedOrder(scene);
    const packer = await signUpStaff(shop.app, 'packer', 'Jamal Packer');
    const moved = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: packer.headers,
      remoteAddress: '203.0.113.9',
      payload: { status: 'shipped', courier: 'Pathao', trackingNumber: 'PT-1' },
    });
    expect(moved.statusCode).toBe(200);
    const entries = await entriesFor(order._id);
    // The owner's confirmation and the packer's move.
    expect(entries.map((entry) => entry.kind)).toEqual(['order.status', 'order.status']);
    expect(entries.at(-1)).toMatchObject({
      actorEmail: packer.email,
      actorName: 'Jamal Packer',
      before: { status: 'confirmed' },
      after: { status: 'shipped', courier: 'Pathao', trackingNumber: 'PT-1' },
      clientAddress: '203.0.113.9',
    });
  });

  it('records a price change by a manager with the price before and after', { timeout: 60_000 }, async () => {
    const { scene } = shop;
    const product = await scene.product({ priceMinor: 1250 });
    const edited = await scene.send(
      'PATCH',
      '/api/service/:id',
      { params: { id: product.id }, payload: { price: 14 } },
      'manager',
    );
    expect(edited.statusCode).toBe(200);
    const entries = await shop.app.db.select().from(auditLog).where(eq(auditLog.productId, product.id));
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'product.update',
        actorEmail: scene.manager.email,
        before: { priceMinor: 1250 },
        after: { priceMinor: 1400 },
      }),
    ]);
  });

  it('leaves no entry when the change is refused or rolled back', { timeout: 60_000 }, async () => {
    const { scene } = shop;
    const order = await scene.order();
    // A placed, unpaid card order cannot be delivered: 409, and nothing written.
    const refused = await scene.send(
      'PATCH',
      '/api/orders/:id/status',
      { params: { id: order._id }, payload: { status: 'delivered' } },
      'admin',
    );
    expect(refused.statusCode).toBe(409);
    const packer = await signUpStaff(shop.app, 'packer');
    const notAllowed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: packer.headers,
      payload: { status: 'cancelled' },
    });
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json().message).toBe(staffMessages.packOnlyMove);
    expect(await entriesFor(order._id)).toEqual([]);
  });

  it('records notes, role changes and user deletions, and lets the owner read and filter them', {
    timeout: 60_000,
  }, async () => {
    const { scene } = shop;
    const order = await scene.order();
    const support = await signUpStaff(shop.app, 'support', 'Mitu Support');
    const note = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/notes`,
      headers: support.headers,
      payload: { text: 'Customer asked to deliver after 5 pm.' },
    });
    expect(note.statusCode).toBe(200);
    expect(note.json()).toMatchObject({
      text: 'Customer asked to deliver after 5 pm.',
      authorName: 'Mitu Support',
    });
    // Never in the customer's own answer.
    const own = await scene.send('GET', '/api/order/:id', { params: { id: order._id } }, 'user');
    expect(own.body).not.toContain('after 5 pm');
    // Staff who read the order read its notes; a packer only once it is theirs to pack.
    const notes = await scene.send('GET', '/api/orders/:id/notes', { params: { id: order._id } }, 'manager');
    expect(notes.json()).toHaveLength(1);
    const packer = await scene.send('GET', '/api/orders/:id/notes', { params: { id: order._id } }, 'packer');
    expect(packer.statusCode).toBe(404);

    const throwaway = await scene.throwawayAccount();
    await scene.send(
      'PUT',
      '/api/admin/staff/:email',
      { params: { email: throwaway.email }, payload: { role: 'support' } },
      'admin',
    );
    await scene.send('DELETE', '/api/user/:email', { params: { email: throwaway.email } }, 'admin');

    const read = (query: Record<string, string>) => scene.send('GET', '/api/admin/audit', { query }, 'admin');
    const byOrder = (await read({ order: order._id })).json();
    expect(byOrder.entries).toEqual([
      expect.objectContaining({
        kind: 'order.note',
        actorEmail: support.email,
        after: { text: 'Customer asked to deliver after 5 pm.' },
      }),
    ]);
    const roles = (await read({ kind: 'staff.role' })).json();
    expect(roles.entries[0]).toMatchObject({
      subject: `user:${throwaway.email}`,
      before: { role: null },
      after: { role: 'support' },
      actorEmail: scene.admin.email,
    });
    const deletions = (await read({ kind: 'user.delete', actor: scene.admin.email })).json();
    expect(deletions.entries[0]).toMatchObject({
      subject: `user:${throwaway.email}`,
      before: { role: 'support' },
      after: null,
    });
    expect((await read({ actor: 'nobody@example.com' })).json().total).toBe(0);

    const csv = await scene.send('GET', '/api/admin/audit.csv', { query: { kind: 'user.delete' } }, 'admin');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`user:${throwaway.email}`);
    expect(csv.body.split('\n')[0]).toContain('at,actor,kind,subject,before,after,client address');

    // Nobody edits or deletes the log through the API; a manager does not even read it.
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      expect((await scene.send(method, '/api/admin/audit', {}, 'admin')).statusCode).toBe(404);
    expect((await read({})).statusCode).toBe(200);
    expect((await scene.send('GET', '/api/admin/audit', {}, 'manager')).statusCode).toBe(403);
  });
});
