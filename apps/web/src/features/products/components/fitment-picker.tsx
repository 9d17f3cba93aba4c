import { parseChassisCodes, type Vehicle, vehicleYears } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MakeModelFields } from '@/components/make-model-fields';
import { TextAreaField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { vehiclesQuery, vehicleVersion } from '@/lib/vehicles';
import { type FitmentDraft, withoutVehicle, withVehicles } from './fitment-draft';

/** Adding cars to a fitment: tick the versions of a make and model, or paste chassis codes. */
export function FitmentPicker({
  value,
  onChange,
}: {
  value: FitmentDraft;
  onChange(next: FitmentDraft): void;
}) {
  const queryClient = useQueryClient();
  const t = useT(admin);
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [codes, setCodes] = useState('');
  const [codesError, setCodesError] = useState<string>();
  const [finding, setFinding] = useState(false);
  const versions = useQuery({ ...vehiclesQuery({ make, model }), enabled: model !== '' });
  const chosen = new Set(value.entries.map((entry) => entry.vehicle._id));

  const toggle = (vehicle: Vehicle, on: boolean) =>
    onChange(on ? withVehicles(value, [vehicle]) : withoutVehicle(value, vehicle._id));

  const addCodes = async () => {
    const list = parseChassisCodes(codes);
    if (list.length === 0) return setCodesError(t('admin.fitment.pasteCodes'));
    setFinding(true);
    try {
      const found = await Promise.all(
        list.map((code) => queryClient.fetchQuery(vehiclesQuery({ chassisCode: code }))),
      );
      const unknown = list.filter((_code, index) => found[index]!.length === 0);
      onChange(withVehicles(value, found.flat()));
      setCodesError(
        unknown.length > 0 ? t('admin.fitment.unknownCodes', { codes: unknown.join(', ') }) : undefined,
      );
      // What was added leaves the box; what is unknown stays there to be corrected.
      setCodes(unknown.join(', '));
    } catch (error) {
      setCodesError(errorMessage(error, t('admin.fitment.lookupFailed')));
    } finally {
      setFinding(false);
    }
  };

  return (
    <div className="mt-5 grid gap-6 lg:grid-cols-2">
      <div>
        <h3 className="text-sm font-semibold">{t('admin.fitment.byModel')}</h3>
        <div className="grid gap-x-3 sm:grid-cols-2">
          <MakeModelFields
            make={make}
            model={model}
            onMakeChange={(chosen) => {
              setMake(chosen);
              setModel('');
            }}
            onModelChange={setModel}
          />
        </div>
        {model !== '' && (
          <fieldset className="mt-2">
            <legend className="text-sm text-muted">{t('admin.fitment.versions', { make, model })}</legend>
            <ul className="mt-1 space-y-1">
              {versions.data?.map((vehicle) => (
                <li key={vehicle._id}>
                  <label className="flex cursor-pointer items-center gap-3 py-1">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-sm"
                      checked={chosen.has(vehicle._id)}
                      onChange={(event) => toggle(vehicle, event.target.checked)}
                    />
                    <span>
                      <span className="tabular font-medium">{vehicleYears(vehicle)}</span>{' '}
                      <span className="text-muted">{vehicleVersion(vehicle)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t('admin.fitment.byCodes')}</h3>
        <TextAreaField
          label={t('admin.fitment.codes')}
          rows={3}
          value={codes}
          onChange={(event) => setCodes(event.target.value)}
          placeholder="NZE141, NZE161, NKE165"
          hint={t('admin.fitment.codesHint')}
          error={codesError}
          spellCheck={false}
        />
        <StatusButton
          type="button"
          busy={finding}
          className="btn-outline btn-sm mt-2"
          onClick={() => void addCodes()}
        >
          {t('admin.fitment.addCodes')}
        </StatusButton>
      </div>
    </div>
  );
}
