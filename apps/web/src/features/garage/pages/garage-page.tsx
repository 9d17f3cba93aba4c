import { GARAGE_LIMIT, type GarageCar, type Vehicle, vehicleLabel } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { VehicleName } from '@/components/vehicle-name';
import { paths } from '@/config/paths';
import { currentCar, garageQuery } from '@/lib/chosen-car';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useConfirmedMutation } from '@/lib/use-confirmed-mutation';
import { useRemoveGarageCar, useSaveGarageCar, useSetCurrentCar } from '../api/garage-writes';
import { CarChooser } from '../components/car-chooser';

/**
 * /dashboard/garage, My Garage (issue 18): the cars a customer keeps with the account, the current
 * one (the car the shop is filtered by, on any device they sign in on), and a form to add another.
 */
export function GaragePage() {
  const garage = useQuery(garageQuery());
  const save = useSaveGarageCar();

  const add = async (vehicle: Vehicle) => {
    try {
      // The first car becomes the current one; later ones wait until chosen.
      await save.mutateAsync({ vehicleId: vehicle._id, current: !currentCar(garage.data) });
    } catch (error) {
      notify.error(errorMessage(error, 'The car could not be added. Please try again.'));
      return;
    }
    notify.success(`${vehicleLabel(vehicle)} is in My Garage`);
  };

  return (
    <Page
      title="My Garage"
      intro="The cars you buy parts for. The shop shows the parts that fit your current car, on every device you log in on."
    >
      <QueryState
        query={garage}
        loading="Loading your garage"
        failed="Your garage could not be loaded"
        failedHint="Reload the page to try again."
      >
        {(cars) => (
          <div className="space-y-10">
            {cars.length === 0 ? (
              <EmptyState title="No cars in your garage yet">
                Add your car below, and the shop shows only the parts that fit it.
              </EmptyState>
            ) : (
              <GarageCars cars={cars} />
            )}
            <section
              aria-labelledby="add-car-title"
              className="card border border-base-300 bg-base-100 shadow-sm"
            >
              <div className="card-body gap-3 p-4 sm:p-6">
                <h2 id="add-car-title" className="card-title text-xl">
                  Add a car
                </h2>
                {cars.length >= GARAGE_LIMIT ? (
                  <p className="text-muted">
                    My Garage holds {GARAGE_LIMIT} cars. Remove one to make room for another.
                  </p>
                ) : (
                  <CarChooser
                    label="Add a car"
                    submitLabel="Add to My Garage"
                    codeSubmitLabel="Add by chassis code"
                    onChoose={add}
                  />
                )}
              </div>
            </section>
          </div>
        )}
      </QueryState>
    </Page>
  );
}

function GarageCars({ cars }: { cars: GarageCar[] }) {
  const setCurrent = useSetCurrentCar();
  const removal = useConfirmedMutation(useRemoveGarageCar(), {
    confirmLabel: 'Yes, remove it',
    onDone: (_garage, vehicleId) => {
      const removed = cars.find((car) => car.vehicle._id === vehicleId);
      notify.success(`${removed ? vehicleLabel(removed.vehicle) : 'The car'} is no longer in My Garage`);
    },
    failure: (error) => errorMessage(error, 'The car could not be removed. Please try again.'),
  });
  const makeCurrent = (vehicleId: string) =>
    setCurrent.mutate(vehicleId, {
      onError: (error) => notify.error(errorMessage(error, 'The car could not be chosen. Please try again.')),
    });

  return (
    <ul aria-label="Your cars" className="grid gap-4 md:grid-cols-2">
      {cars.map(({ vehicle, current }) => {
        const label = vehicleLabel(vehicle);
        const busy =
          removal.running === vehicle._id || (setCurrent.isPending && setCurrent.variables === vehicle._id);
        return (
          <li key={vehicle._id} className="min-w-0">
            <article
              aria-label={label}
              className={`card h-full border bg-base-100 shadow-sm ${current ? 'border-primary' : 'border-base-300'}`}
            >
              <div className="card-body gap-2 p-4 sm:p-5">
                <div className="flex flex-wrap-reverse items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold leading-snug">
                    <VehicleName vehicle={vehicle} />
                  </h2>
                  {current && <span className="badge badge-primary shrink-0 font-semibold">Current car</span>}
                </div>
                <p className="text-sm text-muted">
                  {vehicle.generation}, {vehicle.engine.code} {vehicle.engine.cc} cc, {vehicle.fuel},{' '}
                  {vehicle.body}
                </p>
                <div className="card-actions mt-2 flex-wrap">
                  <Link to={paths.shop.getHref(undefined, vehicle._id)} className="btn btn-primary btn-sm">
                    Shop parts for it
                  </Link>
                  {!current && (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={busy}
                      onClick={() => makeCurrent(vehicle._id)}
                      aria-label={`Make ${label} the current car`}
                    >
                      Make current
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    disabled={busy}
                    onClick={() => void removal.run(vehicle._id)}
                    aria-label={`Remove ${label}`}
                  >
                    {removal.running === vehicle._id ? 'Removing...' : 'Remove'}
                  </button>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
