import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '@/lib/catalogue';

export const useProducts = () => useQuery(productsQuery);
