import { type ComponentType, createElement, use } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';

/** A screen whose code is its own chunk, loaded when first visited (or by `preload`). */
type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * Each screen is its own chunk, loaded when first visited. The component suspends until its chunk
 * is here; `preloadScreens` loads a page's screens ahead, so the server's render and the browser's
 * first render (hydration) find them loaded and render at once (decision record 031).
 */
const page = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType): { Component: LazyScreen } => {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = pick(module);
      },
      (error: unknown) => {
        // A chunk that failed (a deploy, the network) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Screen() {
    if (!Loaded) use(preload());
    return createElement(Loaded as ComponentType);
  }
  return { Component: Object.assign(Screen, { preload }) };
};

// Route patterns are the absolute addresses of paths.ts: React Router takes an absolute child path
// when it starts with its parent's.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
        // The sign-in guards are no public screen's: their code comes with the first guarded one.
        ...page(
          () => import('@/features/auth/components/require-auth'),
          (m) => m.RequireAuth,
        ),
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
                ...page(
                  () => import('@/features/auth/components/require-admin'),
                  (m) => m.RequireAdmin,
                ),
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

/** Loads the code of every screen the address shows (a page and the layouts around it). */
export async function preloadScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyScreen> | undefined)?.preload?.()),
  );
}

/** The screens, as the router of the page (BrowserRouter, or StaticRouter on the server) shows them. */
export function AppRoutes() {
  return useRoutes(routes);
}
