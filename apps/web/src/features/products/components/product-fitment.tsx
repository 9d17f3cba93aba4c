import { formatCount, type Product, type ProductFitment } from '@chaka/contract';
import garage from '@chaka/contract/catalogs/en/garage.json';
import { Link } from 'react-router';
import { FitsYourCar } from '@/components/fits-your-car';
import { useVehicleLabel } from '@/components/vehicle-name';
import { paths } from '@/config/paths';
import { useChosenCar } from '@/lib/chosen-car';
import { useLocale } from '@/lib/i18n/locale';
import { rich } from '@/lib/i18n/rich';
import { useT } from '@/lib/i18n/use-t';

/**
 * Whether the product fits the chosen car, above the order form so it is read before Place Order:
 * it fits (and where), it does not (a warning), or nobody knows (a warning too: silence is not a
 * claim of fit). Below, the cars it fits.
 */
export function ProductFitmentNotes({ product }: { product: Product }) {
  const t = useT(garage);
  const locale = useLocale();
  const vehicleLabel = useVehicleLabel();
  const { car } = useChosenCar();
  const fitment = product.fitment ?? [];
  const forCar = car ? fitment.find((entry) => entry.vehicle._id === car._id) : undefined;

  /** "Front, 2 per car: not for models with rear drum brakes". */
  const fitmentDetails = (entry: ProductFitment): string => {
    const where = [
      entry.position ? t(`garage.position.${entry.position}`) : null,
      entry.quantity > 1 ? t('garage.fitment.perCar', { count: formatCount(entry.quantity, locale) }) : null,
    ]
      .filter(Boolean)
      .join(', ');
    return [where, entry.note].filter(Boolean).join(': ');
  };

  return (
    <div className="space-y-3">
      {car &&
        (product.fitsAllVehicles || forCar ? (
          <div>
            <FitsYourCar car={car} className="text-base" />
            {forCar && fitmentDetails(forCar) && (
              <p className="ml-6 text-sm text-muted">{fitmentDetails(forCar)}</p>
            )}
          </div>
        ) : (
          <div role="alert" className="alert alert-warning items-start text-sm">
            <p>
              {t(fitment.length > 0 ? 'garage.fitment.notFit' : 'garage.fitment.unknown', {
                car: vehicleLabel(car),
              })}{' '}
              {rich(t, 'garage.fitment.ask', {
                ask: (
                  <Link to={paths.contact.getHref()} className="link font-semibold">
                    {t('garage.fitment.askUs')}
                  </Link>
                ),
                see: (
                  <Link to={paths.shop.getHref(undefined, car._id)} className="link font-semibold">
                    {t('garage.fitment.seeFitting')}
                  </Link>
                ),
              })}
            </p>
          </div>
        ))}
      {product.fitsAllVehicles ? (
        <p className="text-sm text-muted">{t('garage.fitment.everyCar')}</p>
      ) : (
        fitment.length > 0 && (
          <details className="rounded-box border border-base-300 bg-base-100 px-4 py-2 text-sm">
            <summary className="cursor-pointer py-1 font-medium">
              {t('garage.fitment.fitsCars', { count: fitment.length })}
            </summary>
            <ul className="mt-2 space-y-1 pb-2">
              {fitment.map((entry) => (
                <li key={entry.vehicle._id}>
                  {vehicleLabel(entry.vehicle)}
                  {fitmentDetails(entry) && <span className="text-muted">: {fitmentDetails(entry)}</span>}
                </li>
              ))}
            </ul>
          </details>
        )
      )}
    </div>
  );
}
