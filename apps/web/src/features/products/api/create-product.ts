import { apiPaths, type CreateProductBody, type Product } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';

export const createProduct = (body: CreateProductBody) => api.post<Product>(apiPaths.products, body);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
