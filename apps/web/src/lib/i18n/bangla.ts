import { messageMatcher } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/bn/admin.json';
import auth from '@chaka/contract/catalogs/bn/auth.json';
import blog from '@chaka/contract/catalogs/bn/blog.json';
import cart from '@chaka/contract/catalogs/bn/cart.json';
import catalogueIo from '@chaka/contract/catalogs/bn/catalogue-io.json';
import contact from '@chaka/contract/catalogs/bn/contact.json';
import dashboard from '@chaka/contract/catalogs/bn/dashboard.json';
import documents from '@chaka/contract/catalogs/bn/documents.json';
import garage from '@chaka/contract/catalogs/bn/garage.json';
import home from '@chaka/contract/catalogs/bn/home.json';
import homeSections from '@chaka/contract/catalogs/bn/home-sections.json';
import insights from '@chaka/contract/catalogs/bn/insights.json';
import notFound from '@chaka/contract/catalogs/bn/not-found.json';
import orders from '@chaka/contract/catalogs/bn/orders.json';
import partRequests from '@chaka/contract/catalogs/bn/part-requests.json';
import payment from '@chaka/contract/catalogs/bn/payment.json';
import product from '@chaka/contract/catalogs/bn/product.json';
import profile from '@chaka/contract/catalogs/bn/profile.json';
import returnScreens from '@chaka/contract/catalogs/bn/return-screens.json';
import returns from '@chaka/contract/catalogs/bn/returns.json';
import reviews from '@chaka/contract/catalogs/bn/reviews.json';
import shop from '@chaka/contract/catalogs/bn/shop.json';
import site from '@chaka/contract/catalogs/bn/site.json';
import staff from '@chaka/contract/catalogs/bn/staff.json';
import tracking from '@chaka/contract/catalogs/bn/tracking.json';
import trade from '@chaka/contract/catalogs/bn/trade.json';
import ui from '@chaka/contract/catalogs/bn/ui.json';
import validation from '@chaka/contract/catalogs/bn/validation.json';
import englishAuth from '@chaka/contract/catalogs/en/auth.json';
import englishCart from '@chaka/contract/catalogs/en/cart.json';
import englishCatalogueIo from '@chaka/contract/catalogs/en/catalogue-io.json';
import englishContact from '@chaka/contract/catalogs/en/contact.json';
import englishGarage from '@chaka/contract/catalogs/en/garage.json';
import englishOrders from '@chaka/contract/catalogs/en/orders.json';
import englishPartRequests from '@chaka/contract/catalogs/en/part-requests.json';
import englishPayment from '@chaka/contract/catalogs/en/payment.json';
import englishReturns from '@chaka/contract/catalogs/en/returns.json';
import englishStaff from '@chaka/contract/catalogs/en/staff.json';
import englishTracking from '@chaka/contract/catalogs/en/tracking.json';
import englishTrade from '@chaka/contract/catalogs/en/trade.json';
import englishValidation from '@chaka/contract/catalogs/en/validation.json';
import { i18n } from './i18n';

// The whole web app's Bangla in one chunk: a Bangla reader fetches it once, an English one never.
i18n.load('bn', {
  ...site,
  ...home,
  ...homeSections,
  ...shop,
  ...product,
  ...auth,
  ...validation,
  ...notFound,
  ...dashboard,
  ...cart,
  ...payment,
  ...orders,
  ...garage,
  ...profile,
  ...reviews,
  ...blog,
  ...contact,
  ...ui,
  ...admin,
  ...insights,
  ...tracking,
  ...documents,
  ...returns,
  ...catalogueIo,
  ...returnScreens,
  ...partRequests,
  ...trade,
  ...staff,
} as never);

const TRADE_SENTENCES =
  /^trade\.(groups\..*|statement\.(none|badMonth)|quick\.(empty|tooManyLines|unknown|badQuantity|short|soldOut|belowMinimum))$/;

// The sentences the schemas, the server and the sign-in screens write in English; the buying
// areas hold the cart's, the orders' and the payments' (a quantity in the cart, a card error), the
// contact form's and the chassis code's schemas write theirs too.
const matchEnglish = messageMatcher({
  ...englishValidation,
  ...englishAuth,
  ...englishCart,
  ...englishPayment,
  ...englishOrders,
  ...englishContact,
  ...englishGarage,
  ...englishReturns,
  // The catalogue import's sentences about a file's rows.
  ...Object.fromEntries(
    Object.entries(englishCatalogueIo).filter(([id]) => id.startsWith('catalogue-io.error.')),
  ),
  ...Object.fromEntries(
    Object.entries(englishPartRequests).filter(([id]) => id.startsWith('part-requests.error.')),
  ),
  // The tracking form's own sentences only: its headings ("Order {number}") would match anything.
  ...Object.fromEntries(Object.entries(englishTracking).filter(([id]) => id.startsWith('tracking.error.'))),
  // Garages (issue 37): the server's sentences about groups, quick-order lines and statements.
  ...Object.fromEntries(Object.entries(englishTrade).filter(([id]) => TRADE_SENTENCES.test(id))),
  // Staff roles (issue 38): the server's sentences about roles, notes and the audit log's days.
  ...Object.fromEntries(Object.entries(englishStaff).filter(([id]) => id.startsWith('staff.error.'))),
} as never);

/**
 * A message written in English by the contract's schemas (a form's validation message, a toast)
 * in Bangla, with its values kept; a sentence the catalogs do not know stays as it is.
 */
export function translateMessage(english: string): string {
  const match = matchEnglish(english);
  if (!match) return english;
  const terms = Object.entries(match.terms).map(([name, id]) => [name, i18n._(id)]);
  return i18n._(match.id, { ...match.values, ...Object.fromEntries(terms) });
}
