import { type ContactBody, routes } from '@chaka/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const sendContactMessage = (body: ContactBody) => call(routes.sendContactMessage, { body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
