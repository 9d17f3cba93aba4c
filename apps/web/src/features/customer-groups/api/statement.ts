import { routes } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/statements/{month}: the signed-in trade customer's orders of a month (issue 37). */
export const useStatement = (month: string) =>
  useQuery({
    queryKey: ['statement', month],
    queryFn: ({ signal }) => call(routes.monthlyStatement, { params: { month } }, { signal }),
    retry: false,
  });
