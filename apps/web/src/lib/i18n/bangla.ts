import { messageMatcher } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/bn/admin.json';
import auth from '@chaka/contract/catalogs/bn/auth.json';
import dashboard from '@chaka/contract/catalogs/bn/dashboard.json';
import home from '@chaka/contract/catalogs/bn/home.json';
import homeSections from '@chaka/contract/catalogs/bn/home-sections.json';
import insights from '@chaka/contract/catalogs/bn/insights.json';
import notFound from '@chaka/contract/catalogs/bn/not-found.json';
import product from '@chaka/contract/catalogs/bn/product.json';
import shop from '@chaka/contract/catalogs/bn/shop.json';
import site from '@chaka/contract/catalogs/bn/site.json';
import validation from '@chaka/contract/catalogs/bn/validation.json';
import englishAuth from '@chaka/contract/catalogs/en/auth.json';
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
  ...admin,
  ...insights,
} as never);

// The sentences the schemas, the server and the sign-in screens write in English.
const matchEnglish = messageMatcher({ ...englishValidation, ...englishAuth } as never);

/**
 * A message written in English by the contract's schemas (a form's validation message, a toast)
 * in Bangla, with its values kept; a sentence the catalogs do not know stays as it is.
 */
export function translateMessage(english: string): string {
  const match = matchEnglish(english);
  return match ? i18n._(match.id, match.values) : english;
}
