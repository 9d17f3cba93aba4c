/**
 * Every screen of the web app by its address pattern (SPEC §2), in one place: the web router's
 * routes and links (apps/web/src/config/paths.ts), the links in the server's mails, and the server's
 * 404s and page heads (apps/server/src/features/seo). A `:name` segment matches one non-empty
 * segment of an address; `screenHref` fills it in.
 */
export const SCREENS = {
  home: '/',
  shop: '/shop',
  product: '/services/:id',
  blogs: '/blogs',
  blog: '/blogs/:id',
  contact: '/contact',
  /** Following an order by its number and phone number, without signing in (issue 33). */
  track: '/track',
  /** The return policy, in both languages (issue 35). */
  returns: '/returns',
  cart: '/cart',
  checkout: '/checkout',
  /** Asking the shop for a part it does not list (issue 36). */
  partRequest: '/part-request',
  /** A quote's link: puts the quoted part in the cart at the quoted price (issue 36). */
  quote: '/quote/:token',
  auth: {
    login: '/login',
    register: '/register',
    resetPassword: '/reset-password',
    newPassword: '/reset-password/:token',
  },
  dashboard: {
    root: '/dashboard',
    myOrders: '/dashboard/orders',
    order: '/dashboard/orders/:id',
    garage: '/dashboard/garage',
    profile: '/dashboard/profile',
    payment: '/dashboard/payment/:id',
    addReview: '/dashboard/addReview',
    overview: '/dashboard/overview',
    allOrders: '/dashboard/allOrders',
    addProduct: '/dashboard/addProduct',
    users: '/dashboard/users',
    manageProducts: '/dashboard/manageProducts',
    reviews: '/dashboard/reviews',
    editProduct: '/dashboard/manageProducts/:id/edit',
    /** Printable invoices or packing slips: `?orders=<id>,<id>` (issue 33). */
    print: '/dashboard/print/:document',
    /** The admin's returns (issue 35). */
    returns: '/dashboard/returns',
    /** One return, its customer's or an admin's. */
    return: '/dashboard/returns/:id',
    /** A customer's part requests and the shop's answers (issue 36). */
    myPartRequests: '/dashboard/my-part-requests',
    /** The admin's part requests (issue 36). */
    partRequests: '/dashboard/part-requests',
    /** The brands the admin keeps, with their logos (issue 36). */
    brands: '/dashboard/brands',
    /** The admin's promotions: codes and automatic ones (issue 37). */
    promotions: '/dashboard/promotions',
    /** The catalogue's CSV export and its import from a CSV or XLSX file (issue 36). */
    catalogueIo: '/dashboard/catalogue',
    /** Garages (issue 37): the admin's customer groups and their price lists. */
    customerGroups: '/dashboard/customer-groups',
    /** A customer's quick order by part number or SKU. */
    quickOrder: '/dashboard/quick-order',
    /** A trade customer's printable monthly statement: `?month=YYYY-MM`. */
    statement: '/dashboard/statement',
    /** The owner's staff: who has which role (issue 38). */
    staff: '/dashboard/staff',
    /** The owner's audit log: who did what (issue 38). */
    audit: '/dashboard/audit',
  },
} as const;

/** The pages search engines are shown (sitemap.xml); blog entries are added one by one. */
export const INDEXED_SCREENS = [SCREENS.home, SCREENS.shop, SCREENS.blogs, SCREENS.contact] as const;

type Patterns<T> = T extends string ? T : { [K in keyof T]: Patterns<T[K]> }[keyof T];
export type ScreenPattern = Patterns<typeof SCREENS>;

const flatten = (node: string | Record<string, unknown>): string[] =>
  typeof node === 'string' ? [node] : Object.values(node).flatMap((child) => flatten(child as never));

/** The names of a pattern's `:name` segments. */
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query to add to an address: empty and missing values are left out. */
export type ScreenQuery = Record<string, string | undefined>;

/** What a screen's address needs: the value of each `:name` segment (if it has any), then a query. */
export type ScreenHrefArgs<P extends string> = [ParamName<P>] extends [never]
  ? [query?: ScreenQuery]
  : [params: Record<ParamName<P>, string>, query?: ScreenQuery];

/**
 * The address (path and query) of a screen: `screenHref(SCREENS.dashboard.order, { id })` is
 * `/dashboard/orders/<id>`, `screenHref(SCREENS.shop, { category: 'brake-pads' })` is
 * `/shop?category=brake-pads`. Segment values are percent-encoded. The one way to write a link to a
 * screen, on the web and in the server's mails.
 */
export function screenHref<P extends ScreenPattern>(pattern: P, ...args: ScreenHrefArgs<P>): string {
  const hasParams = pattern.includes(':');
  const params = (hasParams ? args[0] : undefined) as Record<string, string> | undefined;
  const query = (hasParams ? args[1] : args[0]) as ScreenQuery | undefined;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params?.[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Every screen's pattern. */
export const SCREEN_PATTERNS = flatten(SCREENS) as ScreenPattern[];

export interface ScreenMatch {
  pattern: ScreenPattern;
  params: Record<string, string>;
}

/** The screen an address (path only, without query) shows, or undefined for no screen of the shop. */
export function matchScreen(pathname: string): ScreenMatch | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (pathname === '/' || pathname === '') return { pattern: SCREENS.home, params: {} };
  for (const pattern of SCREEN_PATTERNS) {
    const parts = pattern.split('/').slice(1);
    if (pattern === '/' || parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        return segment !== '';
      }
      return part === segment;
    });
    if (matches) return { pattern, params };
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
