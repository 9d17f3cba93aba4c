import type { Vehicle } from '@chaka/contract';
import garage from '@chaka/contract/catalogs/en/garage.json';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MakeModelFields } from '@/components/make-model-fields';
import { SelectField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { useT } from '@/lib/i18n/use-t';
import { vehiclesQuery, yearsOf } from '@/lib/vehicles';

interface Choice {
  make: string;
  model: string;
  year: string;
  vehicleId: string;
}
const nothingChosen: Choice = { make: '', model: '', year: '', vehicleId: '' };

/**
 * Make -> Model -> Year selects (native, so a keyboard and a phone's picker work as usual); a fourth
 * select, Version, appears when the model was built in more than one version that year (an Axio of
 * 2012 is an NZE141 or an NZE161).
 */
export function VehicleChooser({
  label,
  submitLabel,
  focusFirst = false,
  onChoose,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Put the focus on Make when the form appears. */
  focusFirst?: boolean;
  onChoose(vehicle: Vehicle): Promise<void>;
}) {
  const t = useT(garage);
  const [choice, setChoice] = useState<Choice>(nothingChosen);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const makeRef = useRef<HTMLSelectElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form appears
  useEffect(() => {
    if (focusFirst) makeRef.current?.focus();
  }, []);
  const ofModel = useQuery({
    ...vehiclesQuery({ make: choice.make, model: choice.model }),
    enabled: choice.model !== '',
  });
  const year = Number(choice.year);
  const versions = (ofModel.data ?? []).filter(
    (vehicle) => choice.year !== '' && vehicle.years.from <= year && (vehicle.years.to ?? year) >= year,
  );
  const chosen =
    versions.length === 1 ? versions[0] : versions.find((vehicle) => vehicle._id === choice.vehicleId);

  const pick = (field: keyof Choice, value: string) => {
    setMissing(false);
    // A new make clears the model, a new model the year, and so on down.
    const order: (keyof Choice)[] = ['make', 'model', 'year', 'vehicleId'];
    const next = { ...choice, [field]: value };
    for (const later of order.slice(order.indexOf(field) + 1)) next[later] = '';
    setChoice(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMissing(true);
    setBusy(true);
    try {
      await onChoose(chosen);
    } finally {
      setBusy(false);
    }
  };

  const need = (what: 'Make' | 'Model' | 'Year' | 'Version', value: string) =>
    missing && value === '' ? t(`garage.chooser.need${what}`) : undefined;
  // "NZE141 · 1NZ-FE 1496 cc · petrol": what tells the versions of one year apart.
  const version = (vehicle: Vehicle) =>
    [vehicle.chassisCode, `${vehicle.engine.code} ${vehicle.engine.cc} cc`, t(`garage.fuel.${vehicle.fuel}`)]
      .filter(Boolean)
      .join(' · ');
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <div className="grid gap-x-3 sm:grid-cols-3">
        <MakeModelFields
          make={choice.make}
          model={choice.model}
          onMakeChange={(make) => pick('make', make)}
          onModelChange={(model) => pick('model', model)}
          makeRef={makeRef}
          errors={{
            make: need('Make', choice.make),
            model: choice.make ? need('Model', choice.model) : undefined,
          }}
        />
        <SelectField
          label={t('garage.chooser.year')}
          value={choice.year}
          onChange={(event) => pick('year', event.target.value)}
          disabled={choice.model === ''}
          error={choice.model ? need('Year', choice.year) : undefined}
          hint={ofModel.isFetching ? t('garage.chooser.loading') : undefined}
        >
          <option value="">{t('garage.chooser.chooseYear')}</option>
          {yearsOf(ofModel.data ?? []).map((built) => (
            <option key={built}>{built}</option>
          ))}
        </SelectField>
      </div>
      {versions.length > 1 && (
        <SelectField
          label={t('garage.chooser.version')}
          value={choice.vehicleId}
          onChange={(event) => pick('vehicleId', event.target.value)}
          error={need('Version', choice.vehicleId)}
          hint={t('garage.chooser.versionHint')}
        >
          <option value="">{t('garage.chooser.chooseVersion')}</option>
          {versions.map((vehicle) => (
            <option key={vehicle._id} value={vehicle._id}>
              {version(vehicle)}
            </option>
          ))}
        </SelectField>
      )}
      <StatusButton busy={busy} className="btn-primary mt-3 w-full sm:w-auto">
        {submitLabel}
      </StatusButton>
    </form>
  );
}
