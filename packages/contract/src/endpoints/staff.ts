import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { routes } from '../routes.js';
import {
  AUDIT_CSV_COLUMNS,
  AuditCsvSchema,
  AuditPageSchema,
  AuditQuerySchema,
  MyPermissionsSchema,
  OrderNoteBodySchema,
  OrderNoteListSchema,
  OrderNoteSchema,
  SetStaffRoleBodySchema,
  SetStaffRoleParamsSchema,
  StaffListSchema,
  StaffMemberSchema,
} from '../staff.js';

const tag = 'staff';

/** Issue 38: staff roles and their permissions, order notes and the audit log. */
export const staffEndpoints = {
  myPermissions: defineEndpoint({
    ...routes.myPermissions,
    tag,
    summary: 'Your staff role (null for a customer) and the permissions it gives',
    response: MyPermissionsSchema,
  }),
  listStaff: defineEndpoint({
    ...routes.listStaff,
    tag,
    summary: 'Everyone with a staff role, owners first (staff.manage)',
    response: StaffListSchema,
  }),
  setStaffRole: defineEndpoint({
    ...routes.setStaffRole,
    tag,
    summary: 'Give an account a staff role, or take it away with null (staff.manage)',
    description:
      'Nobody changes their own role or gives a role above their own; the last owner stays an owner. ' +
      'An owner is the spec’s admin (GET /api/users answers admin).',
    params: SetStaffRoleParamsSchema,
    body: SetStaffRoleBodySchema,
    response: StaffMemberSchema.nullable(),
    errors: [404, 409],
  }),
  auditLog: defineEndpoint({
    ...routes.auditLog,
    tag,
    summary: 'Who did what: the staff writes, newest first, 50 a page, with filters (owner)',
    querystring: AuditQuerySchema,
    response: AuditPageSchema,
  }),
  exportAudit: defineEndpoint({
    ...routes.exportAudit,
    tag,
    summary: 'The audit log as CSV, with the same filters (owner)',
    description: `UTF-8 with a byte order mark, columns: ${AUDIT_CSV_COLUMNS.join(', ')}.`,
    querystring: AuditQuerySchema.omit({ page: true }),
    response: AuditCsvSchema,
  }),
  orderNotes: defineEndpoint({
    ...routes.orderNotes,
    tag,
    summary: 'The staff’s internal notes on an order, oldest first (never shown to its customer)',
    params: IdParamsSchema,
    response: OrderNoteListSchema,
    errors: [404],
  }),
  addOrderNote: defineEndpoint({
    ...routes.addOrderNote,
    tag,
    summary: 'Add an internal note to an order (orders.notes)',
    params: IdParamsSchema,
    body: OrderNoteBodySchema,
    response: OrderNoteSchema,
    errors: [404],
  }),
};
