/**
 * Who an account is to the shop, without the schemas: the web app's first load reads roles, and the
 * schema library is no part of it.
 */
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The role a stored or sent role stands for: `admin` is an admin, anything else (none, `user`, a
 * role this shop does not know) a customer. Every reader of an account's role goes through this.
 */
export const roleOf = (role: string | null | undefined): Role => (role === 'admin' ? 'admin' : 'user');

/**
 * Admins run the shop and do not buy from it: they have no cart and place no orders (the server
 * answers 403 to the customer routes, the web app shows them no cart).
 */
export const isCustomer = (role: Role) => role !== 'admin';
