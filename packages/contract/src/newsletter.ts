import { z } from 'zod';
import { EmailSchema, requiredText } from './common.js';
import { LIMITS } from './constants.js';

export const NewsletterBodySchema = z.object({ email: EmailSchema });
export const OkResponseSchema = z.object({ ok: z.literal(1) });

export const ContactBodySchema = z.object({
  email: EmailSchema,
  message: requiredText('Message is required', LIMITS.contactMessageLength),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
