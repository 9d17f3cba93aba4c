import {
  type CreateCustomerGroupBodySchema,
  type PatchCustomerGroupBodySchema,
  routes,
} from '@chaka/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client';

const groupKeys = { all: ['customer-groups'] as const };

/** GET /api/admin/customer-groups: the groups with their price lists and members (issue 37). */
export const useCustomerGroups = () =>
  useQuery({
    queryKey: groupKeys.all,
    queryFn: ({ signal }) => call(routes.listCustomerGroups, {}, { signal }),
  });

function useGroupMutation<Variables>(send: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}

export type GroupBody = z.input<typeof CreateCustomerGroupBodySchema>;

/** Adds a group, or (with `id`) replaces what the body gives of one. */
export const useSaveCustomerGroup = () =>
  useGroupMutation(({ id, body }: { id?: string; body: GroupBody }) =>
    id
      ? call(routes.updateCustomerGroup, {
          params: { id },
          body: body as z.input<typeof PatchCustomerGroupBodySchema>,
        })
      : call(routes.createCustomerGroup, { body }),
  );

export const useGroupMember = () =>
  useGroupMutation(({ id, email, remove }: { id: string; email: string; remove?: boolean }) =>
    call(remove ? routes.removeGroupMember : routes.addGroupMember, { params: { id, email } }),
  );

/** The product ids of SKUs or part numbers, as the quick order finds them; null for one not found. */
export async function productIdsOf(refs: string[]): Promise<Array<string | null>> {
  if (refs.length === 0) return [];
  const answer = await call(routes.resolveQuickOrder, {
    body: { lines: refs.map((ref) => `${ref}, 1`).join('\n') },
  });
  return refs.map((_, index) => answer.lines[index]?.product?.id ?? null);
}
