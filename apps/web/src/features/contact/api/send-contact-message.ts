import { apiPaths, type ContactBody } from '@chaka/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendContactMessage = (body: ContactBody) => api.post<{ ok: 1 }>(apiPaths.contact, body);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
