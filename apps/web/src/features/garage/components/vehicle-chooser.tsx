import type { Vehicle } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MakeModelFields } from '@/components/make-model-fields';
import { SelectField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { vehiclesQuery, vehicleVersion, yearsOf } from '@/lib/vehicles';

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

  const need = (what: string, value: string) =>
    missing && value === '' ? `Choose the ${what} of your car` : undefined;
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
            make: need('make', choice.make),
            model: choice.make ? need('model', choice.model) : undefined,
          }}
        />
        <SelectField
          label="Year"
          value={choice.year}
          onChange={(event) => pick('year', event.target.value)}
          disabled={choice.model === ''}
          error={choice.model ? need('year', choice.year) : undefined}
          hint={ofModel.isFetching ? 'Loading…' : undefined}
        >
          <option value="">Choose the year</option>
          {yearsOf(ofModel.data ?? []).map((built) => (
            <option key={built}>{built}</option>
          ))}
        </SelectField>
      </div>
      {versions.length > 1 && (
        <SelectField
          label="Version"
          value={choice.vehicleId}
          onChange={(event) => pick('vehicleId', event.target.value)}
          error={need('version', choice.vehicleId)}
          hint="The chassis code is on your registration papers and on a plate in the engine bay."
        >
          <option value="">Choose the version</option>
          {versions.map((vehicle) => (
            <option key={vehicle._id} value={vehicle._id}>
              {vehicleVersion(vehicle)}
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
