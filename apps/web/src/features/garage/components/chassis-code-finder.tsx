import type { Vehicle } from '@chaka/contract';
import garage from '@chaka/contract/catalogs/en/garage.json';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { useVehicleLabel } from '@/components/vehicle-name';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { vehiclesQuery } from '@/lib/vehicles';

/**
 * The other way to name a car: its chassis code, as on the import papers (NZE141). A code some
 * makers share (ZRT260 is a Premio and an Allion) lists those cars to choose from.
 */
export function ChassisCodeFinder({
  submitLabel,
  onChoose,
}: {
  submitLabel: string;
  onChoose(vehicle: Vehicle): Promise<void>;
}) {
  const t = useT(garage);
  const vehicleLabel = useVehicleLabel();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [matches, setMatches] = useState<Vehicle[]>([]);
  const [busy, setBusy] = useState(false);

  const choose = async (vehicle: Vehicle) => {
    setBusy(true);
    try {
      await onChoose(vehicle);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMatches([]);
    // The validation library is fetched with the first search, not with the home page's first screen.
    const { ChassisCodeSchema } = await import('./chassis-code');
    const parsed = ChassisCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    let found: Vehicle[];
    try {
      found = await queryClient.fetchQuery(vehiclesQuery({ chassisCode: parsed.data }));
    } catch (failure) {
      setBusy(false);
      return setError(errorMessage(failure, t('garage.code.unreachable')));
    }
    setBusy(false);
    if (found.length === 0) {
      return setError(t('garage.code.unknown', { code: parsed.data }));
    }
    if (found.length === 1) return choose(found[0]!);
    setMatches(found);
  };

  return (
    <div>
      <form noValidate aria-label={t('garage.code.form')} onSubmit={onSubmit}>
        <TextField
          label={t('garage.code.label')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          placeholder={t('garage.code.placeholder')}
          error={error}
          hint={t('garage.code.hint')}
        />
        <StatusButton busy={busy} className="btn-neutral mt-3 w-full sm:w-auto">
          {submitLabel}
        </StatusButton>
      </form>
      {matches.length > 0 && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium">
            {t('garage.code.shared', { code: matches[0]!.chassisCode })}
          </legend>
          <ul className="mt-2 flex flex-col gap-2">
            {matches.map((vehicle) => (
              <li key={vehicle._id}>
                <button
                  type="button"
                  className="btn btn-outline btn-block justify-start"
                  disabled={busy}
                  onClick={() => void choose(vehicle)}
                >
                  {vehicleLabel(vehicle)}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
