import { randomUUID } from 'node:crypto';
import type { App } from '../app.js';
import { customerGroupMembers, customerGroups } from '../db/schema/index.js';
import type { Customer } from './app.js';
import type { RequestBuilder } from './route-table.js';
import type { CallerName, Scene } from './scene.js';

/** A group name no other test of the run uses. */
export const freshGroupName = (prefix = 'Garage') => `${prefix} ${randomUUID().slice(0, 8)}`;

/** A customer group straight in the table (no discount), optionally keeping monthly statements. */
export async function storedGroup(app: App, fields: Partial<typeof customerGroups.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(customerGroups)
    .values({ name: freshGroupName(), ...fields })
    .returning();
  return row!;
}

/** The caller in a group that keeps monthly statements and changes no price (a visitor: nobody). */
async function inStatementGroup(scene: Scene, caller: CallerName) {
  if (caller === 'anonymous') return;
  const group = await storedGroup(scene.app, { monthlyStatement: true });
  await scene.app.db
    .insert(customerGroupMembers)
    .values({ userId: scene.customer(caller).id, groupId: group.id })
    .onConflictDoUpdate({ target: customerGroupMembers.userId, set: { groupId: group.id } });
}

/** The requests of the garages' routes (issue 37) for test/route-table.ts. */
export const CUSTOMER_GROUP_REQUESTS = {
  listCustomerGroups: { request: async () => ({}) },
  createCustomerGroup: {
    request: async () => ({ payload: { name: freshGroupName(), discountPercent: 5 } }),
  },
  updateCustomerGroup: {
    request: async (scene) => ({
      params: { id: (await storedGroup(scene.app)).id },
      payload: { discountPercent: 7.5 },
    }),
  },
  addGroupMember: {
    request: async (scene) => ({
      params: { id: (await storedGroup(scene.app)).id, email: (await scene.throwawayAccount()).email },
    }),
  },
  removeGroupMember: {
    request: async (scene) => ({
      params: { id: (await storedGroup(scene.app)).id, email: (await scene.throwawayAccount()).email },
    }),
  },
  myPrices: {
    request: async (scene) => ({ query: { ids: (await scene.product()).id } }),
  },
  resolveQuickOrder: {
    request: async (scene) => ({ payload: { lines: `${(await scene.product()).sku}, 2` } }),
  },
  monthlyStatement: {
    request: async (scene, caller) => {
      await inStatementGroup(scene, caller);
      return { params: { month: '2026-11' } };
    },
  },
} satisfies Record<string, RequestBuilder>;

/** A request of the admin's customer groups API. */
export function groupsAs(
  admin: Customer,
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path = '',
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/admin/customer-groups${path}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
}
