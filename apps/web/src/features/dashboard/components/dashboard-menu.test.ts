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

  it('gives customers their orders, the quick order and their statement, their garage, their part requests, the review form and their profile', () => {
    expect(dashboardMenu('user').map((item) => [item.label, item.to])).toEqual([
      ['My Orders', '/dashboard/orders'],
      ['Quick order', '/dashboard/quick-order'],
      ['Monthly statement', '/dashboard/statement'],
      ['My Garage', '/dashboard/garage'],
      ['My part requests', '/dashboard/my-part-requests'],
      ['Add a new review', '/dashboard/addReview'],
      ['My Profile', '/dashboard/profile'],
    ]);
  });
});
