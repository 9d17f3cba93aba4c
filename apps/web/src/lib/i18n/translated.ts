import { i18n } from './i18n';

let bangla: typeof import('./bangla') | undefined;

/**
 * A sentence the contract wrote in English (a validation message, a toast) in the language the
 * shop is shown in. In English it is the sentence itself; in Bangla the Bangla chunk, which is
 * loaded before Bangla is shown, knows its translation.
 */
export function translated(message: string): string;
export function translated(message: string | undefined): string | undefined;
export function translated(message: string | undefined): string | undefined {
  if (message === undefined || i18n.locale === 'en' || !bangla) return message;
  return bangla.translateMessage(message);
}

/** Called by the Bangla chunk as it loads. */
export function registerBangla(module: typeof import('./bangla')) {
  bangla = module;
}
