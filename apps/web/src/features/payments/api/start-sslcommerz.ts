import { routes } from '@chaka/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Opens an SSLCommerz session for the order and sends the browser to the gateway's page. */
export const useStartSslcommerz = (orderId: string, go = (url: string) => window.location.assign(url)) =>
  useMutation({
    mutationFn: () => call(routes.sslcommerzSession, { body: { orderId } }),
    onSuccess: ({ url }) => go(url),
  });
