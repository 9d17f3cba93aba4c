import {
  type Blog,
  matchScreen,
  type Product,
  SCREENS,
  type ScreenPattern,
  type ShopCurrency,
} from '@chaka/contract';
import { clip, escapeHtml, jsonForScript } from './html.js';
import { faqData, partsListData, storeData } from './structured-data.js';

/** The language of every page; a second language adds its own (and hreflang alternates). */
export const PAGE_LANG = 'en';

/** What the pages show from the database, from the blog and product features (wired in app.ts). */
export interface PageData {
  blogs(): Promise<Blog[]>;
  /** Throws when there is no such entry. */
  blog(id: string): Promise<Blog>;
  products(): Promise<Product[]>;
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
  lang: string;
  /** The <head> elements the page adds to the app's index.html. */
  html: string;
}

interface Described {
  screen: string | undefined;
  description: string;
  indexed: boolean;
  image?: string;
  data?: unknown[];
}

/** What each screen of the shop tells search engines and link previews before its JavaScript runs. */
const PUBLIC: Partial<Record<ScreenPattern, (siteName: string) => Omit<Described, 'indexed'>>> = {
  [SCREENS.home]: (name) => ({
    screen: 'Home',
    description: `Brake pads, car bulbs, air filters, motor oil and spark plugs for the cars on Bangladesh's roads, from ${name} in Dhanmondi, Dhaka, delivered to your door.`,
  }),
  [SCREENS.shop]: () => ({
    screen: 'Shop',
    description:
      'Shop brake pads, car bulbs, air filters, motor oil and spark plugs. Pick your car to see the parts that fit it, with prices and what is in stock.',
  }),
  [SCREENS.blogs]: () => ({
    screen: 'Blogs',
    description:
      'Questions and answers about car parts: which brake pads, bulbs, filters, oil and spark plugs suit your car, and how to look after them.',
  }),
  [SCREENS.contact]: (name) => ({
    screen: 'Contact',
    description: `Visit ${name} in Dhanmondi, Dhaka, Saturday to Thursday from 10 am to 8 pm, or write to us about a part or which one fits your car.`,
  }),
  [SCREENS.auth.login]: (name) => ({
    screen: 'Login',
    description: `Sign in to ${name} to order car parts, pay by card and follow your orders and their delivery across Bangladesh.`,
  }),
  [SCREENS.auth.register]: (name) => ({
    screen: 'Register',
    description: `Create your ${name} account to order brake pads, bulbs, filters, oil and spark plugs delivered across Bangladesh.`,
  }),
  [SCREENS.auth.resetPassword]: (name) => ({
    screen: 'Reset',
    description: `Forgot your password? ${name} sends you a link by e-mail to choose a new one and get back to your orders.`,
  }),
};

const notFoundPage = (name: string): Described => ({
  screen: 'Page not found',
  description: `This page is not in our workshop. Find brake pads, bulbs, filters, oil and spark plugs for your car in the ${name} shop.`,
  indexed: false,
});

/** A description of 50 to 160 characters from a text of the database. */
function describeWith(text: string, filler: string): string {
  const clipped = clip(text, 160);
  return clipped.length >= 50 ? clipped : clip(`${clipped} ${filler}`, 160);
}

/** The head of the page at `pathname` (no query), with its status. */
export async function pageHead(db: PageData, site: PageSite, pathname: string): Promise<PageHead> {
  const described = await describe(db, site, pathname);
  const status = described ? 200 : 404;
  return {
    status,
    lang: PAGE_LANG,
    html: renderHead(site, pathname, described ?? notFoundPage(site.siteName)),
  };
}

async function describe(db: PageData, site: PageSite, pathname: string): Promise<Described | undefined> {
  const match = matchScreen(pathname);
  if (!match) return undefined;
  const absolute = (url: string) => new URL(url, `${site.publicUrl}/`).href;
  const filler = `Car parts delivered across Bangladesh by ${site.siteName}.`;
  switch (match.pattern) {
    case SCREENS.blog: {
      const blog = await db.blog(match.params.id ?? '').catch(() => undefined);
      if (!blog) return undefined;
      return { screen: blog.question, description: describeWith(blog.answer, filler), indexed: true };
    }
    case SCREENS.product: {
      const product = await db.product(match.params.id ?? '').catch(() => undefined);
      if (!product) return undefined;
      return {
        screen: product.productName,
        description: describeWith(`${product.productName}: ${product.productDescription}`, filler),
        indexed: false,
        image: absolute(product.image),
      };
    }
    case SCREENS.shop: {
      const items = await db.products();
      const productUrl = (id: string) => `${site.publicUrl}${SCREENS.product.replace(':id', id)}`;
      const data = [partsListData(items, site.currency, absolute, productUrl)];
      return {
        ...PUBLIC[SCREENS.shop]!(site.siteName),
        indexed: true,
        data,
        image: items[0] && absolute(items[0].image),
      };
    }
    case SCREENS.blogs: {
      const data = [faqData(await db.blogs())];
      return { ...PUBLIC[SCREENS.blogs]!(site.siteName), indexed: true, data };
    }
  }
  const page = PUBLIC[match.pattern];
  if (page) return { ...page(site.siteName), indexed: true };
  // A signed-in screen: the app shell, kept out of search results.
  return { screen: undefined, description: PUBLIC[SCREENS.home]!(site.siteName).description, indexed: false };
}

function renderHead(site: PageSite, pathname: string, page: Described): string {
  const title = page.screen ? `${page.screen} - ${site.siteName}` : site.siteName;
  const url = `${site.publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const image = page.image ?? `${site.publicUrl}/images/hero.svg`;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const data = [storeData(site.siteName, site.publicUrl), ...(page.data ?? [])];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    page.indexed ? '' : meta('name', 'robots', 'noindex'),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...data.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}
