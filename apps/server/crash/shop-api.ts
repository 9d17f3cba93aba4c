import type { Customer, Injector } from '../src/test/app.js';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

export interface Answer<T = unknown> {
  status: number;
  json: T;
  text: string;
}

/** One API call as `who` (anonymous without), the answer's body parsed when it is JSON. */
export async function call<T = unknown>(
  server: Injector,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  { who, body }: { who?: Pick<Customer, 'headers'>; body?: Record<string, unknown> } = {},
): Promise<Answer<T>> {
  const response = await server.inject({ method, url, headers: who?.headers, payload: body });
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json: json as T, text: response.body };
}

/**
 * Pays an order with the test provider as the web app does: intent, card, confirmation. The answer
 * of the last step taken, and that step's name.
 */
export async function pay(server: Injector, customer: Customer, orderId: string) {
  const intent = await call<{ clientSecret: string }>(server, 'POST', '/create-payment-intent', {
    who: customer,
    body: { orderId },
  });
  if (intent.status !== 200) return { step: 'intent' as const, ...intent };
  const card = await call<{ transactionId: string }>(server, 'POST', '/api/payments/test/confirm', {
    who: customer,
    body: { clientSecret: intent.json.clientSecret, ...TEST_CARD },
  });
  if (card.status !== 200) return { step: 'card' as const, ...card };
  const confirm = await call(server, 'PATCH', `/api/order/${orderId}`, {
    who: customer,
    body: { transactionId: card.json.transactionId, appointmentId: orderId, email: customer.email },
  });
  return { step: 'confirm' as const, transactionId: card.json.transactionId, ...confirm };
}
