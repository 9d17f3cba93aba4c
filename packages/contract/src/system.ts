import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './payments.js';

/** GET /api/config: what the web app needs to know at run time. */
export const PublicConfigSchema = z.object({
  siteName: z.string(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  stripePublishableKey: z.string().nullable(),
  googleSignIn: z.boolean(),
  uiDelays: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const ReadySchema = z.object({ ready: z.boolean() });

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;
