import { routes, type SetFitmentBody, type UpdateProductBody } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';

/** PUT /api/services/{id} (admin): the product's fields. */
export const updateProduct = ({ id, body }: { id: string; body: UpdateProductBody }) =>
  call(routes.replaceProduct, { params: { id }, body });

/** PUT /api/services/{id}/fitment (admin): replaces the product's whole fitment. */
export const setProductFitment = ({ id, body }: { id: string; body: SetFitmentBody }) =>
  call(routes.setFitment, { params: { id }, body });

function useProductWrite<T>(write: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export const useUpdateProduct = () => useProductWrite(updateProduct);
export const useSetProductFitment = () => useProductWrite(setProductFitment);
