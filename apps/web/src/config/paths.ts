import { type Category, SCREENS } from '@chaka/contract';

/**
 * The shop's screen addresses (SPEC §2): the router's route patterns (`path`) come from the
 * contract's list of screens, which the server also knows (its 404s and page heads), and every link
 * and redirect (`getHref`) comes from here, so a screen's address is changed once.
 */
export const paths = {
  home: { path: SCREENS.home, getHref: () => '/' },
  shop: {
    path: SCREENS.shop,
    /** With a vehicle, only the parts that fit it. */
    getHref: (category?: Category, vehicleId?: string) => {
      const search = new URLSearchParams();
      if (category) search.set('category', category);
      if (vehicleId) search.set('vehicle', vehicleId);
      const query = search.toString();
      return query ? `/shop?${query}` : '/shop';
    },
  },
  product: { path: SCREENS.product, getHref: (id: string) => `/services/${id}` },
  blogs: { path: SCREENS.blogs, getHref: () => '/blogs' },
  blog: { path: SCREENS.blog, getHref: (id: string) => `/blogs/${id}` },
  contact: { path: SCREENS.contact, getHref: () => '/contact' },
  cart: { path: SCREENS.cart, getHref: () => '/cart' },
  checkout: { path: SCREENS.checkout, getHref: () => '/checkout' },
  auth: {
    login: {
      path: SCREENS.auth.login,
      /** With `from`, the page to go back to after a sign-in that leaves the shop (Google). */
      getHref: (from?: string) => (from ? `/login?from=${encodeURIComponent(from)}` : '/login'),
    },
    register: { path: SCREENS.auth.register, getHref: () => '/register' },
    resetPassword: { path: SCREENS.auth.resetPassword, getHref: () => '/reset-password' },
    /** Opened from the reset mail, whose link the server writes (apps/server/src/lib/auth.ts). */
    newPassword: { path: SCREENS.auth.newPassword },
  },
  dashboard: {
    root: { path: SCREENS.dashboard.root, getHref: () => '/dashboard' },
    myOrders: { path: SCREENS.dashboard.myOrders, getHref: () => '/dashboard/orders' },
    order: { path: SCREENS.dashboard.order, getHref: (id: string) => `/dashboard/orders/${id}` },
    garage: { path: SCREENS.dashboard.garage, getHref: () => '/dashboard/garage' },
    profile: { path: SCREENS.dashboard.profile, getHref: () => '/dashboard/profile' },
    payment: {
      path: SCREENS.dashboard.payment,
      getHref: (orderId: string) => `/dashboard/payment/${orderId}`,
    },
    addReview: { path: SCREENS.dashboard.addReview, getHref: () => '/dashboard/addReview' },
    overview: { path: SCREENS.dashboard.overview, getHref: () => '/dashboard/overview' },
    allOrders: { path: SCREENS.dashboard.allOrders, getHref: () => '/dashboard/allOrders' },
    addProduct: { path: SCREENS.dashboard.addProduct, getHref: () => '/dashboard/addProduct' },
    users: { path: SCREENS.dashboard.users, getHref: () => '/dashboard/users' },
    manageProducts: { path: SCREENS.dashboard.manageProducts, getHref: () => '/dashboard/manageProducts' },
    reviews: { path: SCREENS.dashboard.reviews, getHref: () => '/dashboard/reviews' },
    editProduct: {
      path: SCREENS.dashboard.editProduct,
      getHref: (id: string) => `/dashboard/manageProducts/${id}/edit`,
    },
  },
} as const;
