import { type Category, SCREENS, type ScreenPattern, screenHref } from '@chaka/contract';

type PlainScreen = Exclude<ScreenPattern, `${string}:${string}`>;
type ScreenById = Extract<ScreenPattern, `${string}:id${string}`>;

/** A screen without `:name` segments: its route pattern and its link, both the contract's. */
const screen = <P extends PlainScreen>(path: P) => ({ path, getHref: () => screenHref<PlainScreen>(path) });
/** A screen of one thing (`/services/:id`): its link takes the thing's id. */
const screenById = <P extends ScreenById>(path: P) => ({
  path,
  getHref: (id: string) => screenHref<ScreenById>(path, { id }),
});

/**
 * The shop's screens (SPEC §2) as the router and the links use them. Every address is the
 * contract's (packages/contract/src/screens.ts), which the server's 404s, page heads and mail links
 * use too; nothing here writes one.
 */
export const paths = {
  home: screen(SCREENS.home),
  shop: {
    path: SCREENS.shop,
    /** With a vehicle, only the parts that fit it. */
    getHref: (category?: Category, vehicleId?: string) =>
      screenHref(SCREENS.shop, { category, vehicle: vehicleId }),
  },
  product: screenById(SCREENS.product),
  blogs: screen(SCREENS.blogs),
  blog: screenById(SCREENS.blog),
  contact: screen(SCREENS.contact),
  track: {
    path: SCREENS.track,
    /** With the order number (and phone) filled in, as the mails and the order page link it. */
    getHref: (order?: string, phone?: string) => screenHref(SCREENS.track, { order, phone }),
  },
  returns: screen(SCREENS.returns),
  cart: screen(SCREENS.cart),
  checkout: screen(SCREENS.checkout),
  /** Asking for a part the shop does not list (issue 36); `q` fills the part number. */
  partRequest: {
    path: SCREENS.partRequest,
    getHref: (q?: string) => screenHref(SCREENS.partRequest, { q }),
  },
  /** A quote's link (issue 36): its page puts the quoted part in the cart. */
  quote: { path: SCREENS.quote },
  auth: {
    login: {
      path: SCREENS.auth.login,
      /** With `from`, the page to go back to after a sign-in that leaves the shop (Google). */
      getHref: (from?: string) => screenHref(SCREENS.auth.login, { from }),
    },
    register: screen(SCREENS.auth.register),
    resetPassword: screen(SCREENS.auth.resetPassword),
    /** Opened from the reset mail, whose link the server writes (apps/server/src/lib/auth.ts). */
    newPassword: { path: SCREENS.auth.newPassword },
  },
  dashboard: {
    root: screen(SCREENS.dashboard.root),
    myOrders: screen(SCREENS.dashboard.myOrders),
    order: screenById(SCREENS.dashboard.order),
    garage: screen(SCREENS.dashboard.garage),
    profile: screen(SCREENS.dashboard.profile),
    payment: screenById(SCREENS.dashboard.payment),
    addReview: screen(SCREENS.dashboard.addReview),
    overview: screen(SCREENS.dashboard.overview),
    allOrders: screen(SCREENS.dashboard.allOrders),
    addProduct: screen(SCREENS.dashboard.addProduct),
    users: screen(SCREENS.dashboard.users),
    manageProducts: screen(SCREENS.dashboard.manageProducts),
    reviews: screen(SCREENS.dashboard.reviews),
    editProduct: screenById(SCREENS.dashboard.editProduct),
    returns: screen(SCREENS.dashboard.returns),
    return: screenById(SCREENS.dashboard.return),
    brands: screen(SCREENS.dashboard.brands),
    promotions: screen(SCREENS.dashboard.promotions),
    catalogueIo: screen(SCREENS.dashboard.catalogueIo),
    customerGroups: screen(SCREENS.dashboard.customerGroups),
    quickOrder: screen(SCREENS.dashboard.quickOrder),
    statement: screen(SCREENS.dashboard.statement),
    staff: screen(SCREENS.dashboard.staff),
    audit: screen(SCREENS.dashboard.audit),
    myPartRequests: screen(SCREENS.dashboard.myPartRequests),
    partRequests: screen(SCREENS.dashboard.partRequests),
    /** An invoice or packing slip of each order, one page each, to print. */
    print: {
      path: SCREENS.dashboard.print,
      getHref: (document: 'invoice' | 'slip', orderIds: readonly string[]) =>
        screenHref(SCREENS.dashboard.print, { document }, { orders: orderIds.join(',') }),
    },
  },
} as const;
