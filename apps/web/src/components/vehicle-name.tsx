import { type Vehicle, vehicleLabel } from '@chaka/contract';
import site from '@chaka/contract/catalogs/en/site.json';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';

/**
 * How the shop names a vehicle in the language shown: "Toyota Axio (NZE141, 2006-2012)", and a car
 * still built "2013 onwards" ("২০১৩ থেকে"). Make, model, code and years are the catalogue's own.
 */
export function useVehicleLabel(): (vehicle: Vehicle) => string {
  const t = useT(site);
  return useCallback(
    (vehicle: Vehicle) => {
      const label = vehicleLabel(vehicle);
      const { from, to } = vehicle.years;
      return to === null ? label.replace(`${from} onwards`, t('site.car.onwards', { from })) : label;
    },
    [t],
  );
}

/**
 * "Toyota Axio (NZE141, 2006-2012)" as text, its code and years kept on one line: a phone would
 * otherwise break the years at their hyphen.
 */
export function VehicleName({ vehicle }: { vehicle: Vehicle }) {
  const label = useVehicleLabel()(vehicle);
  const details = label.indexOf(' (');
  return (
    <>
      {label.slice(0, details + 1)}
      <span className="whitespace-nowrap">{label.slice(details + 1)}</span>
    </>
  );
}
