import { apiPaths, type Garage } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { garageKeys, saveGarageCar, setCurrentGarageCar } from '@/lib/chosen-car';

/** DELETE /api/garage/{vehicleId}. */
export const removeGarageCar = (vehicleId: string) => api.delete<Garage>(apiPaths.garageCar(vehicleId));

/** Every garage call answers the whole garage: it replaces what the screens show at once. */
function useGarageWrite<T>(write: (variables: T) => Promise<Garage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (garage) => queryClient.setQueryData(garageKeys.all, garage),
  });
}

export const useSaveGarageCar = () => useGarageWrite(saveGarageCar);
export const useSetCurrentCar = () => useGarageWrite(setCurrentGarageCar);
export const useRemoveGarageCar = () => useGarageWrite(removeGarageCar);
