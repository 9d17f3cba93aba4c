import { formatCount, GARAGE_LIMIT, type GarageCar, type Vehicle } from '@chaka/contract';
import garageCatalog from '@chaka/contract/catalogs/en/garage.json';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { useConfirmedMutation } from '@/components/ui/use-confirmed-mutation';
import { useVehicleLabel, VehicleName } from '@/components/vehicle-name';
import { paths } from '@/config/paths';
import { currentCar, garageQuery } from '@/lib/chosen-car';
import { errorMessage } from '@/lib/error-message';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useRemoveGarageCar, useSaveGarageCar, useSetCurrentCar } from '../api/garage-writes';
import { CarChooser } from '../components/car-chooser';

/**
 * /dashboard/garage, My Garage (issue 18): the cars a customer keeps with the account, the current
 * one (the car the shop is filtered by, on any device they sign in on), and a form to add another.
 */
export function GaragePage() {
  const t = useT(garageCatalog);
  const locale = useLocale();
  const vehicleLabel = useVehicleLabel();
  const garage = useQuery(garageQuery());
  const save = useSaveGarageCar();

  const add = async (vehicle: Vehicle) => {
    try {
      // The first car becomes the current one; later ones wait until chosen.
      await save.mutateAsync({ vehicleId: vehicle._id, current: !currentCar(garage.data) });
    } catch (error) {
      notify.error(errorMessage(error, t('garage.page.addFailed')));
      return;
    }
    notify.success(t('garage.page.added', { car: vehicleLabel(vehicle) }));
  };

  return (
    <Page title={t('garage.page.title')} intro={t('garage.page.intro')}>
      <QueryState
        query={garage}
        loading={t('garage.page.loading')}
        failed={t('garage.page.failed')}
        failedHint={t('garage.page.failedHint')}
      >
        {(cars) => (
          <div className="space-y-10">
            {cars.length === 0 ? (
              <EmptyState title={t('garage.page.empty')}>{t('garage.page.emptyText')}</EmptyState>
            ) : (
              <GarageCars cars={cars} />
            )}
            <section
              aria-labelledby="add-car-title"
              className="card border border-base-300 bg-base-100 shadow-sm"
            >
              <div className="card-body gap-3 p-4 sm:p-6">
                <h2 id="add-car-title" className="card-title text-xl">
                  {t('garage.page.add')}
                </h2>
                {cars.length >= GARAGE_LIMIT ? (
                  <p className="text-muted">
                    {t('garage.page.full', { count: formatCount(GARAGE_LIMIT, locale) })}
                  </p>
                ) : (
                  <CarChooser
                    label={t('garage.page.add')}
                    submitLabel={t('garage.page.addSubmit')}
                    codeSubmitLabel={t('garage.page.addByCode')}
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
  const t = useT(garageCatalog);
  const vehicleLabel = useVehicleLabel();
  const setCurrent = useSetCurrentCar();
  const removal = useConfirmedMutation(useRemoveGarageCar(), {
    confirmLabel: t('garage.page.confirmRemove'),
    onDone: (_garage, vehicleId) => {
      const removed = cars.find((car) => car.vehicle._id === vehicleId);
      notify.success(
        removed
          ? t('garage.page.removed', { car: vehicleLabel(removed.vehicle) })
          : t('garage.page.removedCar'),
      );
    },
    failure: (error) => errorMessage(error, t('garage.page.removeFailed')),
  });
  const makeCurrent = (vehicleId: string) =>
    setCurrent.mutate(vehicleId, {
      onError: (error) => notify.error(errorMessage(error, t('garage.page.chooseFailed'))),
    });

  return (
    <ul aria-label={t('garage.page.cars')} className="grid gap-4 md:grid-cols-2">
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
                  {current && (
                    <span className="badge badge-primary shrink-0 font-semibold">
                      {t('garage.page.current')}
                    </span>
                  )}
                </div>
                <p className="text-sm text-muted">
                  {t('garage.page.details', {
                    generation: vehicle.generation,
                    engine: vehicle.engine.code,
                    cc: vehicle.engine.cc,
                    fuel: t(`garage.fuel.${vehicle.fuel}`),
                    body: t(`garage.body.${vehicle.body}`),
                  })}
                </p>
                <div className="card-actions mt-2 flex-wrap">
                  <Link to={paths.shop.getHref(undefined, vehicle._id)} className="btn btn-primary btn-sm">
                    {t('garage.picker.shopFor')}
                  </Link>
                  {!current && (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={busy}
                      onClick={() => makeCurrent(vehicle._id)}
                      aria-label={t('garage.page.makeCurrentOf', { car: label })}
                    >
                      {t('garage.page.makeCurrent')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    disabled={busy}
                    onClick={() => void removal.run(vehicle._id)}
                    aria-label={t('garage.page.removeOf', { car: label })}
                  >
                    {removal.running === vehicle._id ? t('garage.page.removing') : t('garage.page.remove')}
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
