import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.js';

/**
 * POST /api/orders/{id}/messages/resend (issue 38): staff on the phone with a customer send the
 * mail or the SMS of the order's current status again (messages.resend).
 */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const resendMessages = {
  channel: 'Choose email or sms',
  noSms: 'This order has no SMS to send again: its step sends none, or it has no phone to send it to',
  noMail: 'This order has no mail to send again',
} as const;

export const ResendMessageBodySchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS, { error: resendMessages.channel }),
});
export type ResendMessageBody = z.infer<typeof ResendMessageBodySchema>;

/** What was sent again: the channel, and the status whose message it is. */
export const ResendMessageAnswerSchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  status: z.enum(ORDER_STATUSES),
});
export type ResendMessageAnswer = z.infer<typeof ResendMessageAnswerSchema>;
