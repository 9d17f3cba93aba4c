import type { Vehicle } from '@chaka/contract';
import site from '@chaka/contract/catalogs/en/site.json';
import { rich } from '@/lib/i18n/rich';
import { useT } from '@/lib/i18n/use-t';
import { LineIcon } from './ui/line-icon';
import { VehicleName } from './vehicle-name';

/** "Fits your Toyota Axio (NZE141, 2006-2012)": on a card of the shop filtered by a car, and on a product. */
export function FitsYourCar({ car, className = '' }: { car: Vehicle; className?: string }) {
  const t = useT(site);
  return (
    <p className={`flex items-start gap-1.5 text-sm font-medium text-success ${className}`.trim()}>
      <LineIcon className="mt-px h-4 w-4 shrink-0">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </LineIcon>
      <span>{rich(t, 'site.car.fitsYour', { car: <VehicleName vehicle={car} /> })}</span>
    </p>
  );
}
