import { DEFAULT_LOCALE } from '@chaka/contract';
import { setupI18n } from '@lingui/core';

/**
 * The app's one Lingui instance. Catalogs arrive compiled (the Vite plugin in vite.config.ts turns
 * the contract's ICU messages into Lingui's compiled form), so no message parser is shipped.
 */
export const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** A compiled catalog as the Vite plugin hands it over; its keys are the message ids. */
export type Catalog = Record<string, unknown>;
