import { routes } from '@chaka/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /api/newsletter/{email}: the spec's client sends the address in the path and the body. */
export const subscribeNewsletter = (email: string) =>
  call(routes.subscribeNewsletter, { params: { email }, body: { email } });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
