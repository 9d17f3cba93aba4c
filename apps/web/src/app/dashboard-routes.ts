import { type RouteObject, useRoutes } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';

/**
 * The dashboard: its frame, a customer's screens and, behind the admin guard, the admin's. Patterns
 * are absolute addresses, as in router.tsx.
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
    {
      ...lazyScreen(
        () => import('@/features/auth/components/require-admin'),
        (m) => m.RequireAdmin,
      ),
      children: [
        {
          path: paths.dashboard.overview.path,
          ...lazyScreen(
            () => import('@/features/insights/pages/overview-page'),
            (m) => m.OverviewPage,
          ),
        },
        {
          path: paths.dashboard.allOrders.path,
          ...lazyScreen(
            () => import('@/features/orders/pages/all-orders-page'),
            (m) => m.AllOrdersPage,
          ),
        },
        {
          path: paths.dashboard.returns.path,
          ...lazyScreen(
            () => import('@/features/returns/pages/admin-returns-page'),
            (m) => m.AdminReturnsPage,
          ),
        },
        {
          path: paths.dashboard.addProduct.path,
          ...lazyScreen(
            () => import('@/features/products/pages/add-product-page'),
            (m) => m.AddProductPage,
          ),
        },
        {
          path: paths.dashboard.users.path,
          ...lazyScreen(
            () => import('@/features/users/pages/users-page'),
            (m) => m.UsersPage,
          ),
        },
        {
          path: paths.dashboard.reviews.path,
          ...lazyScreen(
            () => import('@/features/reviews/pages/admin-reviews-page'),
            (m) => m.AdminReviewsPage,
          ),
        },
        {
          path: paths.dashboard.manageProducts.path,
          ...lazyScreen(
            () => import('@/features/products/pages/manage-products-page'),
            (m) => m.ManageProductsPage,
          ),
        },
        {
          path: paths.dashboard.editProduct.path,
          ...lazyScreen(
            () => import('@/features/products/pages/edit-product-page'),
            (m) => m.EditProductPage,
          ),
        },
        {
          path: paths.dashboard.partRequests.path,
          ...lazyScreen(
            () => import('@/features/part-requests/pages/admin-part-requests-page'),
            (m) => m.AdminPartRequestsPage,
          ),
        },
        {
          path: paths.dashboard.brands.path,
          ...lazyScreen(
            () => import('@/features/brands/pages/brands-page'),
            (m) => m.BrandsPage,
          ),
        },
        {
          path: paths.dashboard.staff.path,
          ...lazyScreen(
            () => import('@/features/staff/pages/staff-page'),
            (m) => m.StaffPage,
          ),
        },
        {
          path: paths.dashboard.audit.path,
          ...lazyScreen(
            () => import('@/features/staff/pages/audit-page'),
            (m) => m.AuditPage,
          ),
        },
        {
          path: paths.dashboard.promotions.path,
          ...lazyScreen(
            () => import('@/features/promotions/pages/promotions-page'),
            (m) => m.PromotionsPage,
          ),
        },
        {
          path: paths.dashboard.catalogueIo.path,
          ...lazyScreen(
            () => import('@/features/catalogue-io/pages/catalogue-io-page'),
            (m) => m.CatalogueIoPage,
          ),
        },
        {
          path: paths.dashboard.customerGroups.path,
          ...lazyScreen(
            () => import('@/features/customer-groups/pages/customer-groups-page'),
            (m) => m.CustomerGroupsPage,
          ),
        },
      ],
    },
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
