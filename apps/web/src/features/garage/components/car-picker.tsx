import type { Vehicle } from '@chaka/contract';
import garage from '@chaka/contract/catalogs/en/garage.json';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useVehicleLabel, VehicleName } from '@/components/vehicle-name';
import { paths } from '@/config/paths';
import { useChosenCar } from '@/lib/chosen-car';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';

// The selects check what is typed with the contract's schemas (zod): they load after the first
// screen, so the home page does not wait for them.
const CarChooser = lazy(() => import('./car-chooser').then((module) => ({ default: module.CarChooser })));

/**
 * "Find parts for your car" (issue 18), on the home page and the shop: the chosen car with Change and
 * Clear, or the make -> model -> year selects and the chassis code field to choose one. The car
 * stays chosen across visits (useChosenCar). On the shop it starts folded to one line, so the
 * parts stay on a phone's first screen.
 */
export function CarPicker({
  onChosen,
  shopLink = false,
  folded = false,
}: {
  /** What happens next once a car is chosen (the home page opens the shop for it). */
  onChosen?: (vehicle: Vehicle) => void;
  /** Offer a link to the shop filtered by the chosen car. */
  shopLink?: boolean;
  /** Without a car, show only a button that opens the selects. */
  folded?: boolean;
}) {
  const t = useT(garage);
  const vehicleLabel = useVehicleLabel();
  const headingId = useId();
  const chosen = useChosenCar();
  // Whether the selects are open: by the visitor's click (then the first select takes the focus).
  const [opened, setOpened] = useState<'no' | 'yes' | 'by-click'>('no');

  const choose = async (vehicle: Vehicle) => {
    try {
      await chosen.choose(vehicle);
    } catch (error) {
      notify.error(errorMessage(error, t('garage.picker.keepFailed')));
      return;
    }
    setOpened('no');
    onChosen?.(vehicle);
  };
  const clear = async () => {
    try {
      await chosen.clear();
    } catch (error) {
      notify.error(errorMessage(error, t('garage.picker.clearFailed')));
    }
  };

  const { car } = chosen;
  const showForms = opened !== 'no' || (!car && !folded);
  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:px-6">
        <h2 id={headingId} className="card-title text-xl">
          {t('garage.picker.title')}
        </h2>
        {chosen.isPending && folded ? (
          // The folded line's own size while the car is read, so the shop below it does not move.
          <div
            className="skeleton flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
            role="status"
            aria-label={t('garage.picker.loading')}
          >
            <p className="invisible" aria-hidden="true">
              {t('garage.picker.folded')}
            </p>
            <span className="btn btn-sm invisible" aria-hidden="true">
              {t('garage.picker.form')}
            </span>
          </div>
        ) : chosen.isPending ? (
          <div className="skeleton h-12 w-full" role="status" aria-label={t('garage.picker.loading')} />
        ) : showForms ? (
          <>
            <p className="text-sm text-muted">{t('garage.picker.intro')}</p>
            <Suspense fallback={<div className="min-h-72 lg:min-h-32" />}>
              <CarChooser
                label={t('garage.picker.form')}
                submitLabel={t('garage.picker.submit')}
                codeSubmitLabel={t('garage.picker.codeSubmit')}
                focusFirst={opened === 'by-click'}
                onChoose={choose}
              />
            </Suspense>
            {opened !== 'no' && (
              <button
                type="button"
                className="btn btn-ghost btn-sm self-start"
                onClick={() => setOpened('no')}
              >
                {car ? t('garage.picker.keep', { car: vehicleLabel(car) }) : t('garage.picker.close')}
              </button>
            )}
          </>
        ) : car ? (
          <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
            <div>
              <p className="text-sm text-muted">{t('garage.picker.yourCar')}</p>
              <p className="text-lg font-semibold">
                <VehicleName vehicle={car} />
              </p>
              <p className="text-sm text-muted">
                {t('garage.picker.engine', {
                  code: car.engine.code,
                  cc: car.engine.cc,
                  fuel: t(`garage.fuel.${car.fuel}`),
                })}
              </p>
            </div>
            <div className="flex flex-col gap-2 md:items-end">
              <div className="flex flex-wrap gap-2">
                {shopLink && (
                  <Link to={paths.shop.getHref(undefined, car._id)} className="btn btn-primary btn-sm">
                    {t('garage.picker.shopFor')}
                  </Link>
                )}
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => setOpened('by-click')}
                >
                  {t('garage.picker.change')}
                </button>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => void clear()}>
                  {t('garage.picker.clear')}
                </button>
              </div>
              {chosen.signedIn ? (
                <Link to={paths.dashboard.garage.getHref()} className="link link-primary text-sm">
                  {t('garage.picker.kept')}
                </Link>
              ) : (
                <Link
                  to={paths.auth.login.getHref()}
                  state={{ from: { pathname: paths.dashboard.garage.getHref() } }}
                  className="link link-primary text-sm"
                >
                  {t('garage.picker.save')}
                </Link>
              )}
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-muted">{t('garage.picker.folded')}</p>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpened('by-click')}>
              {t('garage.picker.form')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
