import { type Garage, routes } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { garageKeys, saveGarageCar, setCurrentGarageCar } from '@/lib/chosen-car';

/** DELETE /api/garage/{vehicleId}. */
export const removeGarageCar = (vehicleId: string) => call(routes.removeGarageCar, { params: { vehicleId } });

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
