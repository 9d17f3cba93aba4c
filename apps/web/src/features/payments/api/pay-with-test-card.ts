import { type TestCardConfirmBody, testPaymentPaths } from '@chaka/contract';
import { api } from '@/lib/api-client';

/** The built-in test provider's stand-in for Stripe.js's confirmCardPayment. */
export const payWithTestCard = (body: TestCardConfirmBody) =>
  api.post<{ status: 'succeeded'; transactionId: string }>(testPaymentPaths.confirm, body);
