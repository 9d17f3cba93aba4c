import {
  type Blog,
  type Locale,
  matchScreen,
  type Product,
  SCREENS,
  type ScreenPattern,
  type ShopCurrency,
  screenHref,
} from '@chaka/contract';
import { translate } from '../../lib/i18n.js';
import { type Described, renderHead } from './head.js';
import { clip } from './html.js';
import { faqData, partsListData, productData } from './structured-data.js';

/** What the pages show from the database, from the blog and product features (wired in app.ts). */
export interface PageData {
  blogs(): Promise<Blog[]>;
  /** Throws when there is no such entry. */
  blog(id: string): Promise<Blog>;
  /**
   * The parts /shop shows first (its first page, oldest first) and how many there are in all: a
   * catalogue of 100,000 parts is not written into the page.
   */
  shopPage(): Promise<{ items: Product[]; total: number }>;
  /** Throws when there is no such product. */
  product(id: string): Promise<Product>;
}

export interface PageSite {
  siteName: string;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  currency: ShopCurrency;
}

export interface PageHead {
  /** 404 for an address that is no screen, or names no blog entry or product. */
  status: 200 | 404;
  lang: Locale;
  /** The <head> elements the page adds to the app's index.html. */
  html: string;
}

/** What each public screen is called in the catalogs' `seo` area (its name and description). */
const PUBLIC: Partial<Record<ScreenPattern, string>> = {
  [SCREENS.home]: 'home',
  [SCREENS.shop]: 'shop',
  [SCREENS.blogs]: 'blogs',
  [SCREENS.contact]: 'contact',
  [SCREENS.track]: 'track',
  [SCREENS.auth.login]: 'login',
  [SCREENS.auth.register]: 'register',
  [SCREENS.auth.resetPassword]: 'reset',
};

/** A page's own name and description in `locale`, from the catalogs. */
function written(locale: Locale, siteName: string, key: string) {
  return {
    screen: translate(locale, `seo.${key}.name`),
    description: clip(translate(locale, `seo.${key}.description`, { siteName }), 160),
  };
}

/** A description of 50 to 160 characters from a text of the database. */
function describeWith(text: string, filler: string): string {
  const clipped = clip(text, 160);
  return clipped.length >= 50 ? clipped : clip(`${clipped} ${filler}`, 160);
}

/** Where a page is asked for: its path (no query), the language shown and the one its address names. */
export interface PageAddress {
  pathname: string;
  /** The language the page is shown in: the address's, else the reader's. */
  locale: Locale;
  /** The language `?lang=` names, when the address carries one. */
  marked?: Locale;
}

/** The head of the page at an address, in its language, with its status. */
export async function pageHead(db: PageData, site: PageSite, address: PageAddress): Promise<PageHead> {
  const described = await describe(db, site, address);
  const notFound = { ...written(address.locale, site.siteName, 'notFound'), indexed: false };
  return {
    status: described ? 200 : 404,
    lang: address.locale,
    html: renderHead(site, address, described ?? notFound, described !== undefined),
  };
}

async function describe(
  db: PageData,
  site: PageSite,
  { pathname, locale }: PageAddress,
): Promise<Described | undefined> {
  const match = matchScreen(pathname);
  if (!match) return undefined;
  const absolute = (url: string) => new URL(url, `${site.publicUrl}/`).href;
  const filler = translate(locale, 'seo.filler', { siteName: site.siteName });
  const own = (pattern: ScreenPattern) => written(locale, site.siteName, PUBLIC[pattern]!);
  switch (match.pattern) {
    case SCREENS.blog: {
      const blog = await db.blog(match.params.id ?? '').catch(() => undefined);
      if (!blog) return undefined;
      return { screen: blog.question, description: describeWith(blog.answer, filler), indexed: true };
    }
    case SCREENS.product: {
      const product = await db.product(match.params.id ?? '').catch(() => undefined);
      if (!product) return undefined;
      const productUrl = (id: string) => `${site.publicUrl}${screenHref(SCREENS.product, { id })}`;
      // Issue 36: the part with its brand, SKU and first number (mpn), for whoever reads the page.
      const data = [
        { '@context': 'https://schema.org', ...productData(product, site.currency, absolute, productUrl) },
      ];
      return {
        screen: product.productName,
        description: describeWith(`${product.productName}: ${product.productDescription}`, filler),
        indexed: false,
        image: absolute(product.image),
        data,
      };
    }
    case SCREENS.shop: {
      const { items, total } = await db.shopPage();
      const productUrl = (id: string) => `${site.publicUrl}${screenHref(SCREENS.product, { id })}`;
      const data = [partsListData({ items, total }, site.currency, absolute, productUrl)];
      return { ...own(SCREENS.shop), indexed: true, data, image: items[0] && absolute(items[0].image) };
    }
    case SCREENS.blogs: {
      const data = [faqData(await db.blogs(), locale)];
      return { ...own(SCREENS.blogs), indexed: true, data };
    }
  }
  if (PUBLIC[match.pattern]) return { ...own(match.pattern), indexed: true };
  // A signed-in screen: the app shell, kept out of search results.
  return { screen: undefined, description: own(SCREENS.home).description, indexed: false };
}
