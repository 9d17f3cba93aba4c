import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** Each screen is its own chunk, loaded when first visited. */
const page = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

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
        path: 'shop',
        ...page(
          () => import('@/features/products/pages/shop-page'),
          (m) => m.ShopPage,
        ),
      },
      {
        path: 'blogs',
        ...page(
          () => import('@/features/blogs/pages/blogs-page'),
          (m) => m.BlogsPage,
        ),
      },
      {
        path: 'blogs/:id',
        ...page(
          () => import('@/features/blogs/pages/blog-page'),
          (m) => m.BlogPage,
        ),
      },
      {
        path: 'contact',
        ...page(
          () => import('@/features/contact/pages/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'login',
        ...page(
          () => import('@/features/auth/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'register',
        ...page(
          () => import('@/features/auth/pages/register-page'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: 'reset-password',
        ...page(
          () => import('@/features/auth/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: 'reset-password/:token',
        ...page(
          () => import('@/features/auth/pages/new-password-page'),
          (m) => m.NewPasswordPage,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'services/:id',
            ...page(
              () => import('./routes/product-detail-route'),
              (m) => m.ProductDetailRoute,
            ),
          },
          {
            path: 'dashboard',
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
                path: 'orders',
                ...page(
                  () => import('@/features/orders/pages/my-orders-page'),
                  (m) => m.MyOrdersPage,
                ),
              },
              {
                path: 'profile',
                ...page(
                  () => import('@/features/profile/pages/profile-page'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: 'payment/:id',
                ...page(
                  () => import('@/features/payments/pages/payment-page'),
                  (m) => m.PaymentPage,
                ),
              },
              {
                path: 'addReview',
                ...page(
                  () => import('@/features/reviews/pages/add-review-page'),
                  (m) => m.AddReviewPage,
                ),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: 'allOrders',
                    ...page(
                      () => import('@/features/orders/pages/all-orders-page'),
                      (m) => m.AllOrdersPage,
                    ),
                  },
                  {
                    path: 'addProduct',
                    ...page(
                      () => import('@/features/products/pages/add-product-page'),
                      (m) => m.AddProductPage,
                    ),
                  },
                  {
                    path: 'users',
                    ...page(
                      () => import('@/features/users/pages/users-page'),
                      (m) => m.UsersPage,
                    ),
                  },
                  {
                    path: 'manageProducts',
                    ...page(
                      () => import('@/features/products/pages/manage-products-page'),
                      (m) => m.ManageProductsPage,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
