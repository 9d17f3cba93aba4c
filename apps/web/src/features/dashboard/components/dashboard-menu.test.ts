import { ROLE_PERMISSIONS } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { dashboardMenu } from './dashboard-menu';

describe('dashboardMenu', () => {
  it('gives admins the shop management screens and their profile', () => {
    expect(dashboardMenu('admin').map((item) => [item.label, item.to])).toEqual([
      ['Overview', '/dashboard/overview'],
      ['All Orders', '/dashboard/allOrders'],
      ['Returns', '/dashboard/returns'],
      ['Part requests', '/dashboard/part-requests'],
      ['Add Product', '/dashboard/addProduct'],
      ['All Users', '/dashboard/users'],
      ['Staff', '/dashboard/staff'],
      ['Audit log', '/dashboard/audit'],
      ['Manage Products', '/dashboard/manageProducts'],
      ['Brands', '/dashboard/brands'],
      ['Promotions', '/dashboard/promotions'],
      ['Customer groups', '/dashboard/customer-groups'],
      ['Import and export', '/dashboard/catalogue'],
      ['Reviews', '/dashboard/reviews'],
      ['My Profile', '/dashboard/profile'],
    ]);
  });

  it('gives customers their orders, the quick order, their garage, their part requests, the review form and their profile', () => {
    expect(dashboardMenu('user').map((item) => [item.label, item.to])).toEqual([
      ['My Orders', '/dashboard/orders'],
      ['Quick order', '/dashboard/quick-order'],
      ['My Garage', '/dashboard/garage'],
      ['My part requests', '/dashboard/my-part-requests'],
      ['Add a new review', '/dashboard/addReview'],
      ['My Profile', '/dashboard/profile'],
    ]);
  });

  it('offers the monthly statement to a customer whose group keeps one, after the quick order', () => {
    expect(
      dashboardMenu('user', [], true)
        .map((item) => [item.label, item.to])
        .slice(0, 3),
    ).toEqual([
      ['My Orders', '/dashboard/orders'],
      ['Quick order', '/dashboard/quick-order'],
      ['Monthly statement', '/dashboard/statement'],
    ]);
  });

  const customerItems = [
    'My Orders',
    'Quick order',
    'My Garage',
    'My part requests',
    'Add a new review',
    'My Profile',
  ];
  const labels = (role: 'manager' | 'packer' | 'support') =>
    dashboardMenu('user', ROLE_PERMISSIONS[role]).map((item) => item.label);

  it('gives an owner, the spec admin, the same menu whatever the permissions say', () => {
    expect(dashboardMenu('admin', ROLE_PERMISSIONS.owner)).toEqual(dashboardMenu('admin'));
  });

  it('gives a manager every staff screen but Staff and Audit log, then their customer screens', () => {
    expect(labels('manager')).toEqual([
      'Overview',
      'All Orders',
      'Returns',
      'Part requests',
      'Add Product',
      'All Users',
      'Manage Products',
      'Brands',
      'Promotions',
      'Customer groups',
      'Import and export',
      'Reviews',
      ...customerItems,
    ]);
  });

  it('gives a packer the orders to pack, then their customer screens', () => {
    expect(labels('packer')).toEqual(['All Orders', ...customerItems]);
  });

  it('gives support the orders, the returns, the part requests and the users, then their customer screens', () => {
    expect(labels('support')).toEqual([
      'All Orders',
      'Returns',
      'Part requests',
      'All Users',
      ...customerItems,
    ]);
  });
});
