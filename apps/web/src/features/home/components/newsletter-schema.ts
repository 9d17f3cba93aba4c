/** The newsletter address's validation, in its own chunk: imported with the first Subscribe. */
export { NewsletterBodySchema } from '@chaka/contract';
