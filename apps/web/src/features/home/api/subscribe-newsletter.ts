import { routes } from '@chaka/contract';
import { call } from '@/lib/api-client';

/** POST /api/newsletter/{email}: the spec's client sends the address in the path and the body. */
export const subscribeNewsletter = (email: string) =>
  call(routes.subscribeNewsletter, { params: { email }, body: { email } });
