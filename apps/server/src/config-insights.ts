import { z } from 'zod';

/**
 * The settings of running the shop (issue 19), kept apart from the rest of config.ts: the time
 * zone of the shop's days, and the daily low-stock mail.
 */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const INSIGHTS_ENV = {
  SHOP_TIME_ZONE: z
    .string()
    .trim()
    .default('Asia/Dhaka')
    .refine(isTimeZone, 'must be a time zone such as Asia/Dhaka or UTC'),
  LOW_STOCK_MAIL: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('on')
    .transform((value) => value === 'on'),
  LOW_STOCK_MAIL_HOUR: z.coerce.number().int().min(0).max(23).default(8),
};

export interface InsightsConfig {
  /** The shop's days (the Overview, the order search's dates) are days in this time zone. */
  timeZone: string;
  /** The daily mail of low-stock parts to the shop, sent at `hour` o'clock in the shop's time zone. */
  lowStockMail: { enabled: boolean; hour: number };
}

export const insightsConfig = (e: {
  SHOP_TIME_ZONE: string;
  LOW_STOCK_MAIL: boolean;
  LOW_STOCK_MAIL_HOUR: number;
}): InsightsConfig => ({
  timeZone: e.SHOP_TIME_ZONE,
  lowStockMail: { enabled: e.LOW_STOCK_MAIL, hour: e.LOW_STOCK_MAIL_HOUR },
});
