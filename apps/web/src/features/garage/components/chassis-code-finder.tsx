import { type Vehicle, vehicleLabel } from '@chaka/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
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
      return setError(errorMessage(failure, 'The shop cannot be reached. Please try again.'));
    }
    setBusy(false);
    if (found.length === 0) {
      return setError(
        `We know no car with the chassis code ${parsed.data}. Check it on your papers, or choose the make, model and year.`,
      );
    }
    if (found.length === 1) return choose(found[0]!);
    setMatches(found);
  };

  return (
    <div>
      <form noValidate aria-label="Find your car by its code" onSubmit={onSubmit}>
        <TextField
          label="Chassis code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          placeholder="e.g. NZE141"
          error={error}
          hint="On your registration papers and on a plate in the engine bay."
        />
        <StatusButton busy={busy} className="btn-neutral mt-3 w-full sm:w-auto">
          {submitLabel}
        </StatusButton>
      </form>
      {matches.length > 0 && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium">
            {matches[0]!.chassisCode} is on more than one car: which is yours?
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
