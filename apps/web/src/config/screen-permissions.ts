import type { Permission } from '@chaka/contract';
import type { paths } from './paths';

/**
 * The permission each of the dashboard's staff screens needs (issue 38, docs/staff-roles.md): the
 * one the route table (packages/contract/src/routes.ts) names for the API the screen reads. The
 * permission guard lets only staff who have it in (an owner has them all), and the dashboard menu
 * shows a screen only to them.
 */
export const SCREEN_PERMISSIONS = {
  // GET /api/admin/stats
  overview: 'sales.read',
  // GET /api/admin/orders
  allOrders: 'orders.read',
  // GET /api/returns (every return, for staff who read customers: they carry refunds; a packer reads none)
  returns: 'customers.read',
  // GET /api/admin/part-requests
  partRequests: 'customers.read',
  // POST /api/services
  addProduct: 'products.write',
  // GET /api/users
  users: 'customers.read',
  // GET /api/admin/staff
  staff: 'staff.manage',
  // GET /api/admin/audit
  audit: 'staff.manage',
  // DELETE /api/services/{id}, PATCH /api/service/{id}, the vehicles and fitment
  manageProducts: 'products.write',
  editProduct: 'products.write',
  // POST /api/admin/brands
  brands: 'products.write',
  // GET /api/admin/promotions
  promotions: 'promotions.write',
  // GET /api/admin/customer-groups
  customerGroups: 'promotions.write',
  // GET /api/admin/catalogue.csv, POST /api/admin/catalogue/import
  catalogueIo: 'products.write',
  // GET /api/admin/reviews
  reviews: 'products.write',
} as const satisfies Partial<Record<keyof typeof paths.dashboard, Permission>>;

export type StaffScreen = keyof typeof SCREEN_PERMISSIONS;
