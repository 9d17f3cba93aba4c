import { type Vehicle, vehicleLabel } from '@chaka/contract';

/**
 * "Toyota Axio (NZE141, 2006-2012)" as text, its code and years kept on one line: a phone would
 * otherwise break the years at their hyphen.
 */
export function VehicleName({ vehicle }: { vehicle: Vehicle }) {
  const label = vehicleLabel(vehicle);
  const details = label.indexOf(' (');
  return (
    <>
      {label.slice(0, details + 1)}
      <span className="whitespace-nowrap">{label.slice(details + 1)}</span>
    </>
  );
}
