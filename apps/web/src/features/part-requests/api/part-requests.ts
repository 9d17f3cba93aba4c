import {
  type AnswerPartRequestBody,
  type CreatePartRequestBody,
  type PartRequestListQuery,
  routes,
} from '@chaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Cache keys of the part requests (issue 36). */
export const partRequestKeys = {
  all: ['part-requests'] as const,
  mine: () => [...partRequestKeys.all, 'mine'] as const,
  admin: (query: PartRequestListQuery) => [...partRequestKeys.all, 'admin', query] as const,
};

/** POST /api/part-requests: a visitor's or a customer's request; answers it with its number. */
export function useCreatePartRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePartRequestBody) => call(routes.createPartRequest, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: partRequestKeys.all }),
  });
}

/** GET /api/part-requests: the signed-in customer's requests and the shop's answers. */
export const myPartRequestsQuery = () =>
  queryOptions({
    queryKey: partRequestKeys.mine(),
    queryFn: ({ signal }) => call(routes.myPartRequests, {}, { signal }),
  });

/** GET /api/admin/part-requests: every request, newest first, a page at a time. */
export const useAdminPartRequests = (query: PartRequestListQuery) =>
  useQuery({
    queryKey: partRequestKeys.admin(query),
    queryFn: ({ signal }) => call(routes.adminPartRequests, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** PATCH /api/admin/part-requests/{id}: a quote, cannot source, or closed. */
export function useAnswerPartRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AnswerPartRequestBody }) =>
      call(routes.answerPartRequest, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: partRequestKeys.all }),
  });
}

/** The products whose name or number holds `q`, for the admin's product picker. */
export const useProductSearch = (q: string) =>
  useQuery({
    queryKey: ['part-requests', 'product-search', q],
    queryFn: ({ signal }) => call(routes.listProducts, { query: { q, page: 1, limit: 8 } }, { signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
