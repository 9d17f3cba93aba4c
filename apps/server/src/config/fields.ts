import { isWholeMinorUnits, ORDER_TOTAL_MAX_MINOR, toMajorUnits } from '@chaka/contract';
import { z } from 'zod';

/** The kinds of value the settings take, shared by the schema's areas (config.ts, config/). */

export const onOff = z.enum(['on', 'off']).transform((value) => value === 'on');

/** An amount in major units of the shop's currency (60, 1.5), at most two decimals. */
export const amount = z.coerce
  .number()
  .min(0)
  .max(100_000)
  .refine(isWholeMinorUnits, 'must have at most two decimals');

/** A count of parts (units). */
export const units = z.coerce.number().int().min(1).max(1_000_000);

/** A number of hours: at least 36 seconds, at most a year. */
export const hours = z.coerce
  .number()
  .min(0.01)
  .max(24 * 365);

/** The value of an order's parts in major units of the shop's currency, within what one order may cost. */
export const orderValue = z.coerce
  .number()
  .min(0.01)
  .max(toMajorUnits(ORDER_TOTAL_MAX_MINOR))
  .refine(isWholeMinorUnits, 'must have at most two decimals');

export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (value) => value === undefined || protocols.some((protocol) => value.startsWith(protocol)),
    `must start with ${protocols.join(' or ')}`,
  );
