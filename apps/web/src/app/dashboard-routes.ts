import { createElement } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { paths } from '@/config/paths';
import { SCREEN_PERMISSIONS, type StaffScreen } from '@/config/screen-permissions';
import { RequirePermission } from '@/features/auth/components/require-permission';
import { type LazyScreen, lazyScreen } from './lazy-screen';

/**
 * A staff screen at its address, behind the guard of the permission it needs (SCREEN_PERMISSIONS):
 * an owner, the spec's admin, opens every one; another member of staff those their role allows.
 */
function staffScreen(screen: StaffScreen, { Component }: { Component: LazyScreen }): RouteObject {
  return {
    element: createElement(RequirePermission, { permission: SCREEN_PERMISSIONS[screen] }),
    children: [{ path: paths.dashboard[screen].path, Component }],
  };
}

/**
 * The dashboard: its frame, a customer's screens and, each behind the guard of its permission,
 * the staff's. Patterns are absolute addresses, as in router.tsx.
 */
export const dashboardRoutes: RouteObject = {
  path: paths.dashboard.root.path,
  ...lazyScreen(
    () => import('@/features/dashboard/components/dashboard-layout'),
    (m) => m.DashboardLayout,
  ),
  children: [
    {
      index: true,
      ...lazyScreen(
        () => import('@/features/dashboard/pages/dashboard-home-page'),
        (m) => m.DashboardHomePage,
      ),
    },
    {
      path: paths.dashboard.myOrders.path,
      ...lazyScreen(
        () => import('@/features/orders/pages/my-orders-page'),
        (m) => m.MyOrdersPage,
      ),
    },
    {
      path: paths.dashboard.order.path,
      ...lazyScreen(
        () => import('@/features/orders/pages/order-page'),
        (m) => m.OrderPage,
      ),
    },
    {
      path: paths.dashboard.return.path,
      ...lazyScreen(
        () => import('@/features/returns/pages/return-page'),
        (m) => m.ReturnPage,
      ),
    },
    {
      path: paths.dashboard.myPartRequests.path,
      ...lazyScreen(
        () => import('@/features/part-requests/pages/my-part-requests-page'),
        (m) => m.MyPartRequestsPage,
      ),
    },
    {
      path: paths.dashboard.quickOrder.path,
      ...lazyScreen(
        () => import('@/features/cart/pages/quick-order-page'),
        (m) => m.QuickOrderPage,
      ),
    },
    {
      path: paths.dashboard.statement.path,
      ...lazyScreen(
        () => import('@/features/customer-groups/pages/statement-page'),
        (m) => m.StatementPage,
      ),
    },
    {
      path: paths.dashboard.garage.path,
      ...lazyScreen(
        () => import('@/features/garage/pages/garage-page'),
        (m) => m.GaragePage,
      ),
    },
    {
      path: paths.dashboard.profile.path,
      ...lazyScreen(
        () => import('@/features/profile/pages/profile-page'),
        (m) => m.ProfilePage,
      ),
    },
    {
      path: paths.dashboard.payment.path,
      ...lazyScreen(
        () => import('@/features/payments/pages/payment-page'),
        (m) => m.PaymentPage,
      ),
    },
    {
      path: paths.dashboard.addReview.path,
      ...lazyScreen(
        () => import('@/features/reviews/pages/add-review-page'),
        (m) => m.AddReviewPage,
      ),
    },
    staffScreen(
      'overview',
      lazyScreen(
        () => import('@/features/insights/pages/overview-page'),
        (m) => m.OverviewPage,
      ),
    ),
    staffScreen(
      'allOrders',
      lazyScreen(
        () => import('@/features/orders/pages/all-orders-page'),
        (m) => m.AllOrdersPage,
      ),
    ),
    staffScreen(
      'returns',
      lazyScreen(
        () => import('@/features/returns/pages/admin-returns-page'),
        (m) => m.AdminReturnsPage,
      ),
    ),
    staffScreen(
      'addProduct',
      lazyScreen(
        () => import('@/features/products/pages/add-product-page'),
        (m) => m.AddProductPage,
      ),
    ),
    staffScreen(
      'users',
      lazyScreen(
        () => import('@/features/users/pages/users-page'),
        (m) => m.UsersPage,
      ),
    ),
    staffScreen(
      'reviews',
      lazyScreen(
        () => import('@/features/reviews/pages/admin-reviews-page'),
        (m) => m.AdminReviewsPage,
      ),
    ),
    staffScreen(
      'manageProducts',
      lazyScreen(
        () => import('@/features/products/pages/manage-products-page'),
        (m) => m.ManageProductsPage,
      ),
    ),
    staffScreen(
      'editProduct',
      lazyScreen(
        () => import('@/features/products/pages/edit-product-page'),
        (m) => m.EditProductPage,
      ),
    ),
    staffScreen(
      'partRequests',
      lazyScreen(
        () => import('@/features/part-requests/pages/admin-part-requests-page'),
        (m) => m.AdminPartRequestsPage,
      ),
    ),
    staffScreen(
      'brands',
      lazyScreen(
        () => import('@/features/brands/pages/brands-page'),
        (m) => m.BrandsPage,
      ),
    ),
    staffScreen(
      'staff',
      lazyScreen(
        () => import('@/features/staff/pages/staff-page'),
        (m) => m.StaffPage,
      ),
    ),
    staffScreen(
      'audit',
      lazyScreen(
        () => import('@/features/staff/pages/audit-page'),
        (m) => m.AuditPage,
      ),
    ),
    staffScreen(
      'promotions',
      lazyScreen(
        () => import('@/features/promotions/pages/promotions-page'),
        (m) => m.PromotionsPage,
      ),
    ),
    staffScreen(
      'catalogueIo',
      lazyScreen(
        () => import('@/features/catalogue-io/pages/catalogue-io-page'),
        (m) => m.CatalogueIoPage,
      ),
    ),
    staffScreen(
      'customerGroups',
      lazyScreen(
        () => import('@/features/customer-groups/pages/customer-groups-page'),
        (m) => m.CustomerGroupsPage,
      ),
    ),
  ],
};

/**
 * The dashboard's routes, relative to `/dashboard/*` where router.tsx mounts them: the frame around
 * every screen, each screen at its address below the dashboard's.
 */
function belowDashboard({ path, children, ...route }: RouteObject): RouteObject {
  const root = paths.dashboard.root.path;
  const relative = path === root ? undefined : path?.replace(`${root}/`, '');
  return {
    ...route,
    ...(relative !== undefined && { path: relative }),
    ...(children && { children: children.map(belowDashboard) }),
  } as RouteObject;
}

const routes = [belowDashboard(dashboardRoutes)];

/**
 * The dashboard's screens. They are many and no visitor's: their routes come with the first
 * dashboard page anyone opens, not with the shop's first load (apps/web/scripts/check-budget.mjs).
 */
export function DashboardRoutes() {
  return useRoutes(routes);
}
