import { z } from 'zod';
import { SHOP_CURRENCIES } from './money.js';

/** A currency code as configured or sent; `bdt` and ` BDT ` mean BDT. */
export const CurrencySchema = z
  .string({ error: `Currency must be one of ${SHOP_CURRENCIES.join(', ')}` })
  .trim()
  .toUpperCase()
  .pipe(z.enum(SHOP_CURRENCIES, { error: `Currency must be one of ${SHOP_CURRENCIES.join(', ')}` }));
