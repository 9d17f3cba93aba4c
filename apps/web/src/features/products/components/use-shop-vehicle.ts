import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useChosenCar } from '@/lib/chosen-car';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { vehicleQuery } from '@/lib/vehicles';

/**
 * The car /shop is filtered by, kept in its address (?vehicle=) so the page can be shared and Back
 * works, and in step with the chosen car: opening the shop shows the chosen car's parts; choosing
 * or clearing a car changes the address; a link that names another car makes it the chosen one.
 */
export function useShopVehicle(vehicleId: string | undefined) {
  const chosen = useChosenCar();
  const queryClient = useQueryClient();
  const [, setSearch] = useSearchParams();
  const linkChecked = useRef(false);
  const chosenId = chosen.car?._id;

  useEffect(() => {
    if (chosen.isPending) return;
    const showVehicle = (id: string | undefined) =>
      setSearch(
        (search) => {
          const next = new URLSearchParams(search);
          if (id) next.set('vehicle', id);
          else next.delete('vehicle');
          // Another car's parts start on their first page.
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    if (!linkChecked.current) {
      linkChecked.current = true;
      if (vehicleId && vehicleId !== chosenId) {
        queryClient
          .fetchQuery(vehicleQuery(vehicleId))
          .then(chosen.choose)
          .catch((error: unknown) => {
            notify.error(errorMessage(error, 'That car could not be chosen.'));
            showVehicle(chosenId);
          });
        return;
      }
    }
    if (vehicleId !== chosenId) showVehicle(chosenId);
  }, [chosen.isPending, chosenId, vehicleId, chosen.choose, queryClient, setSearch]);

  const vehicle = useQuery({ ...vehicleQuery(vehicleId ?? ''), enabled: vehicleId !== undefined });
  return { vehicle: vehicleId ? vehicle.data : undefined, isPending: chosen.isPending };
}
