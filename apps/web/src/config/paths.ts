import type { Category } from '@chaka/contract';

/**
 * The shop's screen addresses (SPEC §2), in one place: the router's route patterns (`path`) and
 * every link and redirect (`getHref`) come from here, so a screen's address is changed once.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  shop: {
    path: '/shop',
    /** With a vehicle, only the parts that fit it. */
    getHref: (category?: Category, vehicleId?: string) => {
      const search = new URLSearchParams();
      if (category) search.set('category', category);
      if (vehicleId) search.set('vehicle', vehicleId);
      const query = search.toString();
      return query ? `/shop?${query}` : '/shop';
    },
  },
  product: { path: '/services/:id', getHref: (id: string) => `/services/${id}` },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  blog: { path: '/blogs/:id', getHref: (id: string) => `/blogs/${id}` },
  contact: { path: '/contact', getHref: () => '/contact' },
  auth: {
    login: {
      path: '/login',
      /** With `from`, the page to go back to after a sign-in that leaves the shop (Google). */
      getHref: (from?: string) => (from ? `/login?from=${encodeURIComponent(from)}` : '/login'),
    },
    register: { path: '/register', getHref: () => '/register' },
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
    /** Opened from the reset mail, whose link the server writes (apps/server/src/lib/auth.ts). */
    newPassword: { path: '/reset-password/:token' },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    myOrders: { path: '/dashboard/orders', getHref: () => '/dashboard/orders' },
    order: { path: '/dashboard/orders/:id', getHref: (id: string) => `/dashboard/orders/${id}` },
    garage: { path: '/dashboard/garage', getHref: () => '/dashboard/garage' },
    profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },
    payment: {
      path: '/dashboard/payment/:id',
      getHref: (orderId: string) => `/dashboard/payment/${orderId}`,
    },
    addReview: { path: '/dashboard/addReview', getHref: () => '/dashboard/addReview' },
    allOrders: { path: '/dashboard/allOrders', getHref: () => '/dashboard/allOrders' },
    addProduct: { path: '/dashboard/addProduct', getHref: () => '/dashboard/addProduct' },
    users: { path: '/dashboard/users', getHref: () => '/dashboard/users' },
    manageProducts: { path: '/dashboard/manageProducts', getHref: () => '/dashboard/manageProducts' },
    editProduct: {
      path: '/dashboard/manageProducts/:id/edit',
      getHref: (id: string) => `/dashboard/manageProducts/${id}/edit`,
    },
  },
} as const;
