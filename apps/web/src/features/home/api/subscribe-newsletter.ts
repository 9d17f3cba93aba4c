import { apiPaths } from '@chaka/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/newsletter/{email}: the spec's client sends the address in the path and the body. */
export const subscribeNewsletter = (email: string) =>
  api.post<{ ok: 1 }>(apiPaths.newsletter(email), { email });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
