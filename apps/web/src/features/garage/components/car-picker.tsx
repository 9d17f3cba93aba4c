import { type Vehicle, vehicleLabel } from '@chaka/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useChosenCar } from '@/lib/chosen-car';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { ChassisCodeFinder } from './chassis-code-finder';
import { VehicleChooser } from './vehicle-chooser';

/**
 * "Find parts for your car" (issue 18), on the home page and the shop: the chosen car with Change and
 * Clear, or the make -> model -> year selects and the chassis code field to choose one. The car
 * stays chosen across visits (useChosenCar).
 */
export function CarPicker({
  onChosen,
  shopLink = false,
}: {
  /** What happens next once a car is chosen (the home page opens the shop for it). */
  onChosen?: (vehicle: Vehicle) => void;
  /** Offer a link to the shop filtered by the chosen car. */
  shopLink?: boolean;
}) {
  const headingId = useId();
  const chosen = useChosenCar();
  const [changing, setChanging] = useState(false);

  const choose = async (vehicle: Vehicle) => {
    try {
      await chosen.choose(vehicle);
    } catch (error) {
      notify.error(errorMessage(error, 'Your car could not be kept. Please try again.'));
      return;
    }
    setChanging(false);
    onChosen?.(vehicle);
  };
  const clear = async () => {
    try {
      await chosen.clear();
    } catch (error) {
      notify.error(errorMessage(error, 'Your car could not be cleared. Please try again.'));
    }
  };

  const { car } = chosen;
  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={headingId} className="card-title text-xl">
          Find parts for your car
        </h2>
        {chosen.isPending ? (
          <div className="skeleton h-12 w-full" role="status" aria-label="Loading your car" />
        ) : car && !changing ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm text-muted">Your car</p>
              <p className="text-lg font-semibold">{vehicleLabel(car)}</p>
              <p className="text-sm text-muted">
                {car.engine.code}, {car.engine.cc} cc, {car.fuel}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {shopLink && (
                <Link to={paths.shop.getHref(undefined, car._id)} className="btn btn-primary btn-sm">
                  Shop parts for it
                </Link>
              )}
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setChanging(true)}>
                Change car
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => void clear()}>
                Clear car
              </button>
              {chosen.signedIn ? (
                <Link to={paths.dashboard.garage.getHref()} className="btn btn-ghost btn-sm">
                  My Garage
                </Link>
              ) : (
                <Link
                  to={paths.auth.login.getHref()}
                  state={{ from: { pathname: paths.dashboard.garage.getHref() } }}
                  className="btn btn-ghost btn-sm"
                >
                  Save to My Garage
                </Link>
              )}
            </div>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted">
              Choose the make, model and year, or enter the chassis code: the shop then shows only the parts
              that fit.
            </p>
            <VehicleChooser label="Choose your car" submitLabel="Show parts that fit" onChoose={choose} />
            <div className="divider my-1 text-sm text-muted">or</div>
            <ChassisCodeFinder submitLabel="Find my car" onChoose={choose} />
            {car && (
              <button
                type="button"
                className="btn btn-ghost btn-sm self-start"
                onClick={() => setChanging(false)}
              >
                Keep {vehicleLabel(car)}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
