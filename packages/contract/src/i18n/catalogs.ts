import bnAdmin from './catalogs/bn/admin.json' with { type: 'json' };
import bnAuth from './catalogs/bn/auth.json' with { type: 'json' };
import bnBlog from './catalogs/bn/blog.json' with { type: 'json' };
import bnCart from './catalogs/bn/cart.json' with { type: 'json' };
import bnCatalogueIo from './catalogs/bn/catalogue-io.json' with { type: 'json' };
import bnContact from './catalogs/bn/contact.json' with { type: 'json' };
import bnDashboard from './catalogs/bn/dashboard.json' with { type: 'json' };
import bnDocuments from './catalogs/bn/documents.json' with { type: 'json' };
import bnGarage from './catalogs/bn/garage.json' with { type: 'json' };
import bnHome from './catalogs/bn/home.json' with { type: 'json' };
import bnHomeSections from './catalogs/bn/home-sections.json' with { type: 'json' };
import bnInsights from './catalogs/bn/insights.json' with { type: 'json' };
import bnMail from './catalogs/bn/mail.json' with { type: 'json' };
import bnNotFound from './catalogs/bn/not-found.json' with { type: 'json' };
import bnOrders from './catalogs/bn/orders.json' with { type: 'json' };
import bnPartRequests from './catalogs/bn/part-requests.json' with { type: 'json' };
import bnPayment from './catalogs/bn/payment.json' with { type: 'json' };
import bnProduct from './catalogs/bn/product.json' with { type: 'json' };
import bnProfile from './catalogs/bn/profile.json' with { type: 'json' };
import bnReturnScreens from './catalogs/bn/return-screens.json' with { type: 'json' };
import bnReturns from './catalogs/bn/returns.json' with { type: 'json' };
import bnReviews from './catalogs/bn/reviews.json' with { type: 'json' };
import bnSeo from './catalogs/bn/seo.json' with { type: 'json' };
import bnShop from './catalogs/bn/shop.json' with { type: 'json' };
import bnSite from './catalogs/bn/site.json' with { type: 'json' };
import bnSms from './catalogs/bn/sms.json' with { type: 'json' };
import bnStaff from './catalogs/bn/staff.json' with { type: 'json' };
import bnTracking from './catalogs/bn/tracking.json' with { type: 'json' };
import bnTrade from './catalogs/bn/trade.json' with { type: 'json' };
import bnUi from './catalogs/bn/ui.json' with { type: 'json' };
import bnValidation from './catalogs/bn/validation.json' with { type: 'json' };
import enAdmin from './catalogs/en/admin.json' with { type: 'json' };
import enAuth from './catalogs/en/auth.json' with { type: 'json' };
import enBlog from './catalogs/en/blog.json' with { type: 'json' };
import enCart from './catalogs/en/cart.json' with { type: 'json' };
import enCatalogueIo from './catalogs/en/catalogue-io.json' with { type: 'json' };
import enContact from './catalogs/en/contact.json' with { type: 'json' };
import enDashboard from './catalogs/en/dashboard.json' with { type: 'json' };
import enDocuments from './catalogs/en/documents.json' with { type: 'json' };
import enGarage from './catalogs/en/garage.json' with { type: 'json' };
import enHome from './catalogs/en/home.json' with { type: 'json' };
import enHomeSections from './catalogs/en/home-sections.json' with { type: 'json' };
import enInsights from './catalogs/en/insights.json' with { type: 'json' };
import enMail from './catalogs/en/mail.json' with { type: 'json' };
import enNotFound from './catalogs/en/not-found.json' with { type: 'json' };
import enOrders from './catalogs/en/orders.json' with { type: 'json' };
import enPartRequests from './catalogs/en/part-requests.json' with { type: 'json' };
import enPayment from './catalogs/en/payment.json' with { type: 'json' };
import enProduct from './catalogs/en/product.json' with { type: 'json' };
import enProfile from './catalogs/en/profile.json' with { type: 'json' };
import enReturnScreens from './catalogs/en/return-screens.json' with { type: 'json' };
import enReturns from './catalogs/en/returns.json' with { type: 'json' };
import enReviews from './catalogs/en/reviews.json' with { type: 'json' };
import enSeo from './catalogs/en/seo.json' with { type: 'json' };
import enShop from './catalogs/en/shop.json' with { type: 'json' };
import enSite from './catalogs/en/site.json' with { type: 'json' };
import enSms from './catalogs/en/sms.json' with { type: 'json' };
import enStaff from './catalogs/en/staff.json' with { type: 'json' };
import enTracking from './catalogs/en/tracking.json' with { type: 'json' };
import enTrade from './catalogs/en/trade.json' with { type: 'json' };
import enUi from './catalogs/en/ui.json' with { type: 'json' };
import enValidation from './catalogs/en/validation.json' with { type: 'json' };
import type { Locale } from './locales.js';

/** A catalog as translators keep it: message id -> ICU message. */
export type SourceCatalog = Readonly<Record<string, string>>;

/**
 * Every catalog in both languages, one per area of the shop (the file name, which is also the
 * first part of each id). The web app imports the JSON files one by one instead, so that a page
 * carries only its own area's words.
 */
export const CATALOG_AREAS = [
  'site',
  'home',
  'home-sections',
  'shop',
  'product',
  'auth',
  'validation',
  'mail',
  'not-found',
  'dashboard',
  'seo',
  'cart',
  'payment',
  'orders',
  'garage',
  'profile',
  'reviews',
  'blog',
  'contact',
  'ui',
  'admin',
  'insights',
  'tracking',
  'documents',
  'sms',
  'returns',
  'catalogue-io',
  'return-screens',
  'part-requests',
  'staff',
  'trade',
] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

export const CATALOGS: Record<Locale, Record<CatalogArea, SourceCatalog>> = {
  en: {
    site: enSite,
    home: enHome,
    'home-sections': enHomeSections,
    shop: enShop,
    product: enProduct,
    auth: enAuth,
    validation: enValidation,
    mail: enMail,
    'not-found': enNotFound,
    dashboard: enDashboard,
    seo: enSeo,
    cart: enCart,
    payment: enPayment,
    orders: enOrders,
    garage: enGarage,
    profile: enProfile,
    reviews: enReviews,
    blog: enBlog,
    contact: enContact,
    ui: enUi,
    admin: enAdmin,
    insights: enInsights,
    tracking: enTracking,
    documents: enDocuments,
    sms: enSms,
    returns: enReturns,
    'catalogue-io': enCatalogueIo,
    'return-screens': enReturnScreens,
    'part-requests': enPartRequests,
    staff: enStaff,
    trade: enTrade,
  },
  bn: {
    site: bnSite,
    home: bnHome,
    'home-sections': bnHomeSections,
    shop: bnShop,
    product: bnProduct,
    auth: bnAuth,
    validation: bnValidation,
    mail: bnMail,
    'not-found': bnNotFound,
    dashboard: bnDashboard,
    seo: bnSeo,
    cart: bnCart,
    payment: bnPayment,
    orders: bnOrders,
    garage: bnGarage,
    profile: bnProfile,
    reviews: bnReviews,
    blog: bnBlog,
    contact: bnContact,
    ui: bnUi,
    admin: bnAdmin,
    insights: bnInsights,
    tracking: bnTracking,
    documents: bnDocuments,
    sms: bnSms,
    returns: bnReturns,
    'catalogue-io': bnCatalogueIo,
    'return-screens': bnReturnScreens,
    'part-requests': bnPartRequests,
    staff: bnStaff,
    trade: bnTrade,
  },
};
