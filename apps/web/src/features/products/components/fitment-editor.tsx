import { FITMENT_POSITIONS, type FitmentPosition, VEHICLE_LIMITS, vehicleLabel } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useId } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { type FitmentDraft, withoutVehicle } from './fitment-draft';
import { FitmentPicker } from './fitment-picker';

const clampQuantity = (typed: string) =>
  Math.min(VEHICLE_LIMITS.fitmentQuantityMax, Math.max(1, Math.trunc(Number(typed)) || 1));

/**
 * A product's fitment on Add Product and Edit Product (issue 18): universal, or the cars it fits,
 * each with its position and quantity; cars are added by make and model or by pasted chassis codes.
 * A product neither universal nor fitting any car has unknown fitment and shows for no chosen car.
 */
export function FitmentEditor({
  value,
  onChange,
}: {
  value: FitmentDraft;
  onChange(next: FitmentDraft): void;
}) {
  const id = useId();
  const t = useT(admin);
  const count = value.entries.length;
  const max = VEHICLE_LIMITS.fitmentEntriesMax;
  const update = (vehicleId: string, change: Partial<FitmentDraft['entries'][number]>) =>
    onChange({
      ...value,
      entries: value.entries.map((entry) =>
        entry.vehicle._id === vehicleId ? { ...entry, ...change } : entry,
      ),
    });

  return (
    <fieldset className="rounded-box border border-base-300 p-3 sm:p-4">
      <legend className="px-1 font-semibold">{t('admin.fitment.legend')}</legend>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="checkbox checkbox-primary mt-0.5"
          checked={value.fitsAllVehicles}
          onChange={(event) => onChange({ ...value, fitsAllVehicles: event.target.checked })}
          aria-describedby={`${id}-universal-hint`}
        />
        <span>{t('admin.fitment.universal')}</span>
      </label>
      <p id={`${id}-universal-hint`} className="mt-1 ml-9 text-sm text-muted">
        {t('admin.fitment.universalHint')}
      </p>

      <h3 className="mt-5 text-sm font-semibold">
        {count >= max ? t('admin.fitment.carsAtMost', { count, max }) : t('admin.fitment.cars', { count })}
      </h3>
      {value.entries.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('admin.fitment.noCars')}</p>
      ) : (
        <ul
          className="mt-2 divide-y divide-base-300 rounded-box border border-base-300"
          aria-label={t('admin.fitment.carsList')}
        >
          {value.entries.map((entry) => {
            const label = vehicleLabel(entry.vehicle);
            return (
              <li key={entry.vehicle._id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                <div className="min-w-48 flex-1">
                  <p className="font-medium">{label}</p>
                  {entry.note && <p className="text-xs text-muted">{entry.note}</p>}
                </div>
                <select
                  className="select select-sm w-32"
                  aria-label={t('admin.fitment.positionOn', { car: label })}
                  value={entry.position ?? ''}
                  onChange={(event) =>
                    update(entry.vehicle._id, {
                      position: (event.target.value || null) as FitmentPosition | null,
                    })
                  }
                >
                  <option value="">{t('admin.fitment.anyPosition')}</option>
                  {FITMENT_POSITIONS.map((position) => (
                    <option key={position} value={position}>
                      {t(`admin.fitment.position.${position}`)}
                    </option>
                  ))}
                </select>
                <input
                  type="number"
                  className="input input-sm w-16"
                  aria-label={t('admin.fitment.quantityPer', { car: label })}
                  min={1}
                  max={VEHICLE_LIMITS.fitmentQuantityMax}
                  step={1}
                  value={entry.quantity}
                  onChange={(event) =>
                    update(entry.vehicle._id, { quantity: clampQuantity(event.target.value) })
                  }
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-sm text-error"
                  aria-label={t('admin.fitment.removeCar', { car: label })}
                  onClick={() => onChange(withoutVehicle(value, entry.vehicle._id))}
                >
                  {t('admin.fitment.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FitmentPicker value={value} onChange={onChange} />
    </fieldset>
  );
}
