import { routes } from '@chaka/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /api/quick-order/resolve (issue 37): the parts of pasted lines of "part number or SKU, quantity". */
export const useResolveQuickOrder = () =>
  useMutation({ mutationFn: (lines: string) => call(routes.resolveQuickOrder, { body: { lines } }) });
