import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** Each screen is its own chunk, loaded when first visited. */
const page = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

// Route patterns are the absolute addresses of paths.ts: React Router takes an absolute child path
// when it starts with its parent's.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        ...page(
          () => import('./routes/home-route'),
          (m) => m.HomeRoute,
        ),
      },
      {
        path: paths.shop.path,
        ...page(
          () => import('./routes/shop-route'),
          (m) => m.ShopRoute,
        ),
      },
      {
        path: paths.blogs.path,
        ...page(
          () => import('@/features/blogs/pages/blogs-page'),
          (m) => m.BlogsPage,
        ),
      },
      {
        path: paths.blog.path,
        ...page(
          () => import('@/features/blogs/pages/blog-page'),
          (m) => m.BlogPage,
        ),
      },
      {
        path: paths.contact.path,
        ...page(
          () => import('@/features/contact/pages/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: paths.cart.path,
        ...page(
          () => import('@/features/cart/pages/cart-page'),
          (m) => m.CartPage,
        ),
      },
      {
        path: paths.auth.login.path,
        ...page(
          () => import('@/features/auth/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.auth.register.path,
        ...page(
          () => import('@/features/auth/pages/register-page'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: paths.auth.resetPassword.path,
        ...page(
          () => import('@/features/auth/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: paths.auth.newPassword.path,
        ...page(
          () => import('@/features/auth/pages/new-password-page'),
          (m) => m.NewPasswordPage,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.product.path,
            ...page(
              () => import('./routes/product-detail-route'),
              (m) => m.ProductDetailRoute,
            ),
          },
          {
            path: paths.checkout.path,
            ...page(
              () => import('@/features/cart/pages/checkout-page'),
              (m) => m.CheckoutPage,
            ),
          },
          {
            path: paths.dashboard.root.path,
            ...page(
              () => import('@/features/dashboard/components/dashboard-layout'),
              (m) => m.DashboardLayout,
            ),
            children: [
              {
                index: true,
                ...page(
                  () => import('@/features/dashboard/pages/dashboard-home-page'),
                  (m) => m.DashboardHomePage,
                ),
              },
              {
                path: paths.dashboard.myOrders.path,
                ...page(
                  () => import('@/features/orders/pages/my-orders-page'),
                  (m) => m.MyOrdersPage,
                ),
              },
              {
                path: paths.dashboard.order.path,
                ...page(
                  () => import('@/features/orders/pages/order-page'),
                  (m) => m.OrderPage,
                ),
              },
              {
                path: paths.dashboard.garage.path,
                ...page(
                  () => import('@/features/garage/pages/garage-page'),
                  (m) => m.GaragePage,
                ),
              },
              {
                path: paths.dashboard.profile.path,
                ...page(
                  () => import('@/features/profile/pages/profile-page'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: paths.dashboard.payment.path,
                ...page(
                  () => import('@/features/payments/pages/payment-page'),
                  (m) => m.PaymentPage,
                ),
              },
              {
                path: paths.dashboard.addReview.path,
                ...page(
                  () => import('@/features/reviews/pages/add-review-page'),
                  (m) => m.AddReviewPage,
                ),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: paths.dashboard.overview.path,
                    ...page(
                      () => import('@/features/insights/pages/overview-page'),
                      (m) => m.OverviewPage,
                    ),
                  },
                  {
                    path: paths.dashboard.allOrders.path,
                    ...page(
                      () => import('@/features/orders/pages/all-orders-page'),
                      (m) => m.AllOrdersPage,
                    ),
                  },
                  {
                    path: paths.dashboard.addProduct.path,
                    ...page(
                      () => import('@/features/products/pages/add-product-page'),
                      (m) => m.AddProductPage,
                    ),
                  },
                  {
                    path: paths.dashboard.users.path,
                    ...page(
                      () => import('@/features/users/pages/users-page'),
                      (m) => m.UsersPage,
                    ),
                  },
                  {
                    path: paths.dashboard.reviews.path,
                    ...page(
                      () => import('@/features/reviews/pages/admin-reviews-page'),
                      (m) => m.AdminReviewsPage,
                    ),
                  },
                  {
                    path: paths.dashboard.manageProducts.path,
                    ...page(
                      () => import('@/features/products/pages/manage-products-page'),
                      (m) => m.ManageProductsPage,
                    ),
                  },
                  {
                    path: paths.dashboard.editProduct.path,
                    ...page(
                      () => import('@/features/products/pages/edit-product-page'),
                      (m) => m.EditProductPage,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        ...page(
          () => import('@/components/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
