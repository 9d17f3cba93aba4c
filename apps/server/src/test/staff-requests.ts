import { confirmedOrder } from './confirmed-order.js';
import type { RequestBuilder } from './route-table.js';

/** Requests for the staff routes (issue 38): roles, order notes and the audit log. */
export const STAFF_REQUESTS = {
  myPermissions: { request: async () => ({}) },
  listStaff: { request: async () => ({}) },
  setStaffRole: {
    request: async (scene) => ({
      params: { email: (await scene.throwawayAccount()).email },
      payload: { role: 'support' },
    }),
  },
  auditLog: { request: async () => ({ query: { page: '1' } }) },
  exportAudit: { request: async () => ({ query: { kind: 'order.status' } }) },
  // A packer reads the notes of the orders they pack (issue 38), not of the placed ones.
  orderNotes: {
    request: async (scene, caller) => ({
      params: { id: (caller === 'packer' ? await confirmedOrder(scene) : await scene.order())._id },
    }),
  },
  addOrderNote: {
    request: async (scene) => ({
      params: { id: (await scene.order())._id },
      payload: { text: 'Customer phoned: deliver after 5 pm.' },
    }),
  },
} satisfies Record<string, RequestBuilder>;
