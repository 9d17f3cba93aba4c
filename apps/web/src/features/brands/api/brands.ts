import { type BrandBody, routes } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';

/**
 * The admin's changes to the brands (issue 36). Each refreshes the catalogue's queries, which hold
 * the brand list and the products that name a brand.
 */
function useBrandMutation<Variables>(send: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export const useCreateBrand = () => useBrandMutation((body: BrandBody) => call(routes.createBrand, { body }));

export const useUpdateBrand = () =>
  useBrandMutation(({ id, body }: { id: string; body: Partial<BrandBody> }) =>
    call(routes.updateBrand, { params: { id }, body }),
  );

export const useDeleteBrand = () =>
  useBrandMutation((id: string) => call(routes.deleteBrand, { params: { id } }));
