/**
 * Staff roles and what each may do (issue 38, docs/decisions/044): every staff route of the route
 * table names the one permission it needs, and a role is a set of permissions. The spec's `admin`
 * is an owner. No schema library here: the web app's first load reads these too.
 */
export const PERMISSIONS = [
  'orders.read',
  'orders.move',
  'orders.notes',
  // Issue 38: opening a return for an order's customer, and sending an order's mail or SMS again.
  'returns.open',
  'messages.resend',
  'products.write',
  'stock.write',
  'promotions.write',
  'returns.decide',
  'refunds.issue',
  'customers.read',
  'staff.manage',
  'sales.read',
  'settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'manager', 'packer', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles a staff column stores: an owner is the spec's `admin` role, not a staff column value. */
export const STORED_STAFF_ROLES = ['manager', 'packer', 'support'] as const;
export type StoredStaffRole = (typeof STORED_STAFF_ROLES)[number];

/** Each role's permissions. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  manager: [
    'orders.read',
    'orders.move',
    'orders.notes',
    'returns.open',
    'messages.resend',
    'products.write',
    'stock.write',
    'promotions.write',
    'returns.decide',
    'refunds.issue',
    'customers.read',
    'sales.read',
  ],
  // Packs and ships: the orders to pack without their amounts (but what to collect), parcels,
  // slips, and the move to shipped. No customers, no sales.
  packer: ['orders.read', 'orders.move'],
  // Answers the phone: reads orders, customers and returns, writes notes on orders, opens returns
  // for customers and sends an order's mail or SMS again.
  support: ['orders.read', 'orders.notes', 'returns.open', 'messages.resend', 'customers.read'],
};

/**
 * The staff role of an account from its stored spec role and staff column: `admin` is an owner;
 * otherwise the staff column, when it names a role this shop knows.
 */
export function staffRoleOf(role: string | null | undefined, staffRole: string | null | undefined) {
  if (role === 'admin') return 'owner' as const;
  return (STORED_STAFF_ROLES as readonly string[]).includes(staffRole ?? '')
    ? (staffRole as StoredStaffRole)
    : null;
}

/** The permissions of a staff role (none for a customer). */
export const permissionsOf = (staffRole: StaffRole | null): readonly Permission[] =>
  staffRole ? ROLE_PERMISSIONS[staffRole] : [];

/**
 * Whether someone with these permissions sees orders only as a packer does: the orders to pack,
 * without amounts beyond what is to be collected, and moves them only to shipped. That is anyone
 * who reads orders but neither customers nor sales.
 */
export const packsOnly = (permissions: readonly Permission[]) =>
  permissions.includes('orders.read') &&
  !permissions.includes('customers.read') &&
  !permissions.includes('sales.read');

/** How high a role stands, for "nobody raises their own role" (none: a customer, 0). */
export const ROLE_RANK: Readonly<Record<StaffRole, number>> = {
  owner: 4,
  manager: 3,
  support: 2,
  packer: 1,
};
export const roleRank = (role: StaffRole | null) => (role ? ROLE_RANK[role] : 0);

/** A route's need `owner-or-<permission>`: the customer the resource is theirs, or staff with it. */
export type OwnerOr = `owner-or-${Permission}`;

const OWNER_OR = 'owner-or-';

/** The permission a route's `who` needs from staff (for an owned route, a caller who is not its owner). */
export function permissionOfWho(who: string): Permission | null {
  if (who === 'admin' || who === 'owner-or-admin') return 'settings';
  const name = who.startsWith(OWNER_OR) ? who.slice(OWNER_OR.length) : who;
  return (PERMISSIONS as readonly string[]).includes(name) ? (name as Permission) : null;
}

/** Whether a route's `who` is of a resource its owner may reach (owner-or-…). */
export const isOwnerOr = (who: string) => who.startsWith(OWNER_OR);

/** Whether a route's `who` is for staff only (a permission, or the spec's plain admin). */
export const isStaffOnly = (who: string) => !isOwnerOr(who) && permissionOfWho(who) !== null;
