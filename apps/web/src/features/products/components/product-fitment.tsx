import { type Product, type ProductFitment, vehicleLabel } from '@chaka/contract';
import { Link } from 'react-router';
import { FitsYourCar } from '@/components/fits-your-car';
import { paths } from '@/config/paths';
import { useChosenCar } from '@/lib/chosen-car';

const positionLabel = (fitment: ProductFitment) =>
  fitment.position
    ? fitment.position.charAt(0).toUpperCase() + fitment.position.slice(1).replace('-', ' ')
    : null;

/** "Front, 2 per car: not for models with rear drum brakes". */
function fitmentDetails(fitment: ProductFitment): string {
  const where = [positionLabel(fitment), fitment.quantity > 1 ? `${fitment.quantity} per car` : null]
    .filter(Boolean)
    .join(', ');
  return [where, fitment.note].filter(Boolean).join(': ');
}

/**
 * Whether the product fits the chosen car, above the order form so it is read before Place Order:
 * it fits (and where), it does not (a warning), or nobody knows (a warning too: silence is not a
 * claim of fit). Below, the cars it fits.
 */
export function ProductFitmentNotes({ product }: { product: Product }) {
  const { car } = useChosenCar();
  const fitment = product.fitment ?? [];
  const forCar = car ? fitment.find((entry) => entry.vehicle._id === car._id) : undefined;
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
              {fitment.length > 0
                ? `This part does not fit your ${vehicleLabel(car)}.`
                : `We do not know whether this part fits your ${vehicleLabel(car)}.`}{' '}
              <Link to={paths.contact.getHref()} className="link font-semibold">
                Ask us
              </Link>{' '}
              before you order, or{' '}
              <Link to={paths.shop.getHref(undefined, car._id)} className="link font-semibold">
                see the parts that fit
              </Link>
              .
            </p>
          </div>
        ))}
      {product.fitsAllVehicles ? (
        <p className="text-sm text-muted">Fits every car.</p>
      ) : (
        fitment.length > 0 && (
          <details className="rounded-box border border-base-300 bg-base-100 px-4 py-2 text-sm">
            <summary className="cursor-pointer py-1 font-medium">
              Fits {fitment.length} {fitment.length === 1 ? 'car' : 'cars'}
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
