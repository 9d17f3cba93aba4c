import { z } from 'zod';
import { EmailSchema, queryText, requiredText } from './common.js';
import { PERMISSIONS, STAFF_ROLES } from './permissions.js';

export const PermissionSchema = z.enum(PERMISSIONS);
export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** GET /api/me/permissions: the signed-in person's staff role (null for a customer) and permissions. */
export const MyPermissionsSchema = z.object({
  role: StaffRoleSchema.nullable(),
  permissions: z.array(PermissionSchema),
});
export type MyPermissions = z.infer<typeof MyPermissionsSchema>;

/** One member of staff, as GET /api/admin/staff lists them. */
export const StaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListSchema = z.array(StaffMemberSchema);

/** PUT /api/admin/staff/{email}: the role to give, or null to take the staff role away. */
export const SetStaffRoleBodySchema = z.object({ role: StaffRoleSchema.nullable() });
export const SetStaffRoleParamsSchema = z.object({ email: EmailSchema });

/** Why a role change is refused. */
export const staffMessages = {
  ownRole: 'You cannot change your own role',
  raiseAbove: 'You cannot give a role above your own',
  lastOwner: 'The shop needs at least one owner: make someone else an owner first',
  unknownAccount: 'There is no account with this address',
  noteRequired: 'Write the note',
  noOrder: 'Order not found',
  packOnlyMove: 'Orders you pack can only be moved to shipped',
} as const;

/** An internal note on an order, by a member of staff; never part of a customer's answer. */
export const OrderNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;
export const OrderNoteListSchema = z.array(OrderNoteSchema);
export const OrderNoteBodySchema = z.object({
  text: requiredText(staffMessages.noteRequired, 2000),
});

/** The kinds of staff writes the audit log records. */
export const AUDIT_KINDS = [
  'order.status',
  'order.cancel',
  'order.note',
  'order.resend',
  'parcel.book',
  'product.create',
  'product.update',
  'product.delete',
  'product.fitment',
  'stock.change',
  'catalogue.import',
  'brand.create',
  'brand.update',
  'brand.delete',
  'vehicle.create',
  'vehicle.update',
  'vehicle.delete',
  'review.moderate',
  'review.delete',
  'part-request.answer',
  'promotion.create',
  'promotion.update',
  'promotion.end',
  'customer-group.create',
  'customer-group.update',
  'customer-group.member',
  'return.open',
  'return.decide',
  'return.pickup',
  'refund.issue',
  'payment.review',
  'staff.role',
  'user.delete',
  'settings.change',
] as const;
export const AuditKindSchema = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof AuditKindSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string(),
  actorName: z.string(),
  kind: AuditKindSchema,
  /** What was changed: `order:<id>`, `product:<id>`, `user:<email>`… */
  subject: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  clientAddress: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = 'Use a day such as 2026-11-28';
/** The audit log's filters: by person (e-mail), kind, days (the shop's), and an order or product id. */
export const AuditQuerySchema = z.object({
  // Typed into the Audit screen's filters: text a query can hold (no control characters).
  actor: queryText('Search text', 254).optional(),
  kind: AuditKindSchema.optional(),
  from: z.string().regex(DAY, DAY_MESSAGE).optional(),
  to: z.string().regex(DAY, DAY_MESSAGE).optional(),
  order: queryText('Search text', 100).optional(),
  product: queryText('Search text', 100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const AuditCsvSchema = z.string().describe('text/csv; charset=utf-8');
export const AUDIT_CSV_COLUMNS = [
  'at',
  'actor',
  'kind',
  'subject',
  'before',
  'after',
  'client address',
] as const;
