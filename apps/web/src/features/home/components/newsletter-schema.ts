/**
 * The newsletter address's validation and the spec's sentences about it, in their own chunk:
 * imported with the first Subscribe.
 */
export { messages, NewsletterBodySchema } from '@chaka/contract';
