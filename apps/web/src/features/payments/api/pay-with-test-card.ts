import { routes, type TestCardConfirmBody } from '@chaka/contract';
import { call } from '@/lib/api-client';

/** The built-in test provider's stand-in for Stripe.js's confirmCardPayment. */
export const payWithTestCard = (body: TestCardConfirmBody) => call(routes.payWithTestCard, { body });
