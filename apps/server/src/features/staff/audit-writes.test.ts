import { type AuditKind, type EndpointName, isStaffOnly, permissionOfWho } from '@chaka/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { changedTables, shopState } from '../../test/db-state.js';
import { expectedOutcome, ROUTE_TABLE, type RouteRule, routeKey } from '../../test/route-table.js';
import { freshAddress } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

/**
 * The kinds of audit entries each staff write route records (docs/decisions/044). Every route that
 * changes something and needs a staff permission is here, or in NOT_RECORDED with the reason.
 */
const RECORDS: Partial<Record<EndpointName, readonly AuditKind[]>> = {
  makeAdmin: ['staff.role'],
  deleteUser: ['user.delete'],
  setStaffRole: ['staff.role'],
  createProduct: ['product.create'],
  replaceProduct: ['product.update', 'stock.change'],
  editProduct: ['product.update', 'stock.change'],
  deleteProduct: ['product.delete'],
  setFitment: ['product.fitment'],
  createBrand: ['brand.create'],
  updateBrand: ['brand.update'],
  deleteBrand: ['brand.delete'],
  createVehicle: ['vehicle.create'],
  replaceVehicle: ['vehicle.update'],
  deleteVehicle: ['vehicle.delete'],
  importCatalogue: ['catalogue.import'],
  moderateReview: ['review.moderate'],
  deleteReview: ['review.delete'],
  answerPartRequest: ['part-request.answer'],
  cancelOrder: ['order.cancel'],
  changeOrderStatus: ['order.status', 'order.cancel', 'parcel.book'],
  addOrderNote: ['order.note'],
  resendOrderMessage: ['order.resend'],
  bookParcel: ['parcel.book'],
  bookParcels: ['parcel.book'],
  createPromotion: ['promotion.create'],
  updatePromotion: ['promotion.update', 'promotion.end'],
  createCustomerGroup: ['customer-group.create'],
  updateCustomerGroup: ['customer-group.update'],
  addGroupMember: ['customer-group.member'],
  removeGroupMember: ['customer-group.member'],
  openReturn: ['return.open'],
  moveReturn: ['return.decide', 'return.pickup'],
  bookReturnPickup: ['return.pickup'],
  refundReturn: ['refund.issue'],
  sslcommerzDecide: ['payment.review'],
};

/** Staff writes with no entry of their own, and why. */
const NOT_RECORDED: Partial<Record<EndpointName, string>> = {};

/** The routes that change something and need a staff permission (a customer's own are not recorded). */
const STAFF_WRITES = ROUTE_TABLE.filter(
  (rule) => rule.method !== 'GET' && permissionOfWho(rule.who) !== null,
);

const tableRequest = (name: EndpointName) => ROUTE_TABLE.find((rule) => rule.name === name)!.request;

/**
 * Writes of which a part is kept on purpose when the entry fails: booking a parcel claims the order
 * before the courier is called, so a booking whose answer is lost is never made twice (issue 33).
 */
const CLAIMED_FIRST = new Set<EndpointName>(['bookParcel', 'bookParcels']);

/** Kinds that add something new (a note, a return, a message sent again): nothing was there before. */
const ADDS = new Set(['order.note', 'order.resend', 'return.open']);
const adds = (kind: string) => kind.endsWith('.create') || ADDS.has(kind);

/** Routes whose table request changes nothing for good; the test sends its own instead. */
const CHANGING_REQUESTS: Partial<Record<EndpointName, RouteRule['request']>> = {
  // The table's import is a dry run.
  importCatalogue: async (scene, caller) => {
    const { query: _dryRun, ...request } = await tableRequest('importCatalogue')(scene, caller);
    return request;
  },
  // The table's account is in no group: removing it changes nothing. Here it is a member first.
  removeGroupMember: async (scene, caller) => {
    const request = await tableRequest('addGroupMember')(scene, caller);
    const added = await scene.send('PUT', '/api/admin/customer-groups/:id/members/:email', request, 'admin');
    expect(added.statusCode).toBe(200);
    return request;
  },
};

/** The staff member who sends a route's request: a manager where a manager may, else the owner. */
const callerOf = (rule: RouteRule) => (expectedOutcome(rule.who, 'manager') === 'ok' ? 'manager' : 'admin');

describe('every staff write in the audit log', () => {
  const shop = useTestShop({ scene: true });
  const requestFor = (rule: RouteRule) =>
    (CHANGING_REQUESTS[rule.name] ?? rule.request)(shop.scene, callerOf(rule));
  const entriesFrom = (address: string) =>
    shop.app.db.select().from(auditLog).where(eq(auditLog.clientAddress, address));

  it('names what each staff write route records, or why it records nothing', () => {
    const named = [...Object.keys(RECORDS), ...Object.keys(NOT_RECORDED)].sort();
    expect(named).toEqual(STAFF_WRITES.map((rule) => rule.name).sort());
    // Staff-only and owner-or-staff routes alike: a customer cancelling their own order is not staff.
    expect(STAFF_WRITES.some((rule) => !isStaffOnly(rule.who))).toBe(true);
  });

  const recorded = STAFF_WRITES.filter((rule) => RECORDS[rule.name]);

  it.each(recorded.map((rule) => [routeKey(rule), rule] as const))(
    '%s records who, when, what, before, after and the client address',
    { timeout: 60_000 },
    async (_name, rule) => {
      const caller = callerOf(rule);
      const request = await requestFor(rule);
      const address = freshAddress();
      const started = new Date(Date.now() - 1000);
      const response = await shop.scene.send(
        rule.method,
        rule.url,
        { ...request, remoteAddress: address },
        caller,
      );
      const what = `${routeKey(rule)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, what).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, what).toBeLessThan(300);
      const entries = await entriesFrom(address);
      expect(entries.length, what).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(RECORDS[rule.name], what).toContain(entry.kind);
        expect(entry, what).toMatchObject({
          actorEmail: shop.scene.customer(caller).email,
          actorName: shop.scene.customer(caller).name,
          clientAddress: address,
        });
        expect(entry.at.getTime(), what).toBeGreaterThanOrEqual(started.getTime());
        expect(entry.subject, what).toMatch(/^[a-z-]+:\S+$/);
        // A creation has nothing before it, a deletion nothing after; a change has both (an
        // import's entry of a product it creates has only what it is).
        if (adds(entry.kind)) expect(entry.before, what).toBeNull();
        else if (entry.kind !== 'catalogue.import') expect(entry.before, what).toEqual(expect.anything());
        if (entry.kind.endsWith('.delete')) expect(entry.after, what).toBeNull();
        else expect(entry.after, what).toEqual(expect.anything());
      }
    },
  );

  // An entry the database refuses undoes the change itself: the entry is written in its transaction.
  it.each(recorded.map((rule) => [routeKey(rule), rule] as const))(
    '%s changes nothing when its entry cannot be written',
    { timeout: 60_000 },
    async (_name, rule) => {
      const request = await requestFor(rule);
      const refuse = sql.raw(
        'alter table audit_log add constraint audit_log_refused check (false) not valid',
      );
      const allow = sql.raw('alter table audit_log drop constraint audit_log_refused');
      const before = await shopState(shop.app);
      await shop.app.db.execute(refuse);
      try {
        const response = await shop.scene.send(rule.method, rule.url, request, callerOf(rule));
        expect(response.statusCode, routeKey(rule)).toBeGreaterThanOrEqual(500);
      } finally {
        await shop.app.db.execute(allow);
      }
      const changed = changedTables(before, await shopState(shop.app));
      expect(changed, routeKey(rule)).toEqual(CLAIMED_FIRST.has(rule.name) ? ['orders'] : []);
    },
  );
});
