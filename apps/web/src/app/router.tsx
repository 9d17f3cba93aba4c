import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { type LazyScreen, lazyScreen } from './lazy-screen';

// Route patterns are the absolute addresses of paths.ts: React Router takes an absolute child path
// when it starts with its parent's.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        index: true,
        ...lazyScreen(
          () => import('./routes/home-route'),
          (m) => m.HomeRoute,
        ),
      },
      {
        path: paths.shop.path,
        ...lazyScreen(
          () => import('./routes/shop-route'),
          (m) => m.ShopRoute,
        ),
      },
      {
        path: paths.blogs.path,
        ...lazyScreen(
          () => import('@/features/blogs/pages/blogs-page'),
          (m) => m.BlogsPage,
        ),
      },
      {
        path: paths.blog.path,
        ...lazyScreen(
          () => import('@/features/blogs/pages/blog-page'),
          (m) => m.BlogPage,
        ),
      },
      {
        path: paths.contact.path,
        ...lazyScreen(
          () => import('@/features/contact/pages/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: paths.track.path,
        ...lazyScreen(
          () => import('@/features/orders/pages/track-page'),
          (m) => m.TrackPage,
        ),
      },
      {
        path: paths.returns.path,
        ...lazyScreen(
          () => import('@/features/returns/pages/return-policy-page'),
          (m) => m.ReturnPolicyPage,
        ),
      },
      {
        path: paths.partRequest.path,
        ...lazyScreen(
          () => import('@/features/part-requests/pages/part-request-page'),
          (m) => m.PartRequestPage,
        ),
      },
      {
        path: paths.quote.path,
        ...lazyScreen(
          () => import('@/features/cart/pages/quote-page'),
          (m) => m.QuotePage,
        ),
      },
      {
        path: paths.cart.path,
        ...lazyScreen(
          () => import('@/features/cart/pages/cart-page'),
          (m) => m.CartPage,
        ),
      },
      {
        path: paths.auth.login.path,
        ...lazyScreen(
          () => import('@/features/auth/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.auth.register.path,
        ...lazyScreen(
          () => import('@/features/auth/pages/register-page'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: paths.auth.resetPassword.path,
        ...lazyScreen(
          () => import('@/features/auth/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: paths.auth.newPassword.path,
        ...lazyScreen(
          () => import('@/features/auth/pages/new-password-page'),
          (m) => m.NewPasswordPage,
        ),
      },
      {
        // The sign-in guards are no public screen's: their code comes with the first guarded one.
        ...lazyScreen(
          () => import('@/features/auth/components/require-auth'),
          (m) => m.RequireAuth,
        ),
        children: [
          {
            path: paths.product.path,
            ...lazyScreen(
              () => import('./routes/product-detail-route'),
              (m) => m.ProductDetailRoute,
            ),
          },
          {
            path: paths.checkout.path,
            ...lazyScreen(
              () => import('@/features/cart/pages/checkout-page'),
              (m) => m.CheckoutPage,
            ),
          },
          {
            // Outside the dashboard's frame: the page is the paper (issue 33).
            path: paths.dashboard.print.path,
            ...lazyScreen(
              () => import('@/features/orders/pages/print-page'),
              (m) => m.PrintPage,
            ),
          },
          {
            path: `${paths.dashboard.root.path}/*`,
            ...lazyScreen(
              () => import('./dashboard-routes'),
              (m) => m.DashboardRoutes,
            ),
          },
        ],
      },
      {
        path: '*',
        ...lazyScreen(
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
