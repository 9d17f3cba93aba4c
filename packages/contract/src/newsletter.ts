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

export const contactMessages = {
  tooMany: 'You have sent several messages just now. Please wait a minute and try again.',
} as const;
