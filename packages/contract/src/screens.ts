/**
 * Every screen of the web app by its address pattern (SPEC §2), in one place: the web router's
 * routes and links (apps/web/src/config/paths.ts) and the server, which answers 404 for any other
 * address and writes each public page's head (apps/server/src/features/seo). A `:name` segment
 * matches one non-empty segment of an address.
 */
export const SCREENS = {
  home: '/',
  shop: '/shop',
  product: '/services/:id',
  blogs: '/blogs',
  blog: '/blogs/:id',
  contact: '/contact',
  cart: '/cart',
  checkout: '/checkout',
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
  },
} as const;

/** The pages search engines are shown (sitemap.xml); blog entries are added one by one. */
export const INDEXED_SCREENS = [SCREENS.home, SCREENS.shop, SCREENS.blogs, SCREENS.contact] as const;

type Patterns<T> = T extends string ? T : { [K in keyof T]: Patterns<T[K]> }[keyof T];
export type ScreenPattern = Patterns<typeof SCREENS>;

const flatten = (node: string | Record<string, unknown>): string[] =>
  typeof node === 'string' ? [node] : Object.values(node).flatMap((child) => flatten(child as never));

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
