import type { Vehicle } from '@chaka/contract';
import garage from '@chaka/contract/catalogs/en/garage.json';
import { useT } from '@/lib/i18n/use-t';
import { ChassisCodeFinder } from './chassis-code-finder';
import { VehicleChooser } from './vehicle-chooser';

/** The two ways to name a car: make, model and year, or the chassis code. */
export function CarChooser({
  label,
  submitLabel,
  codeSubmitLabel,
  focusFirst = false,
  onChoose,
}: {
  label: string;
  submitLabel: string;
  codeSubmitLabel: string;
  /** Put the focus on the first select (the chooser was just opened). */
  focusFirst?: boolean;
  onChoose(vehicle: Vehicle): Promise<void>;
}) {
  const t = useT(garage);
  return (
    <div className="grid lg:grid-cols-[minmax(0,2fr)_auto_minmax(0,1fr)]">
      <VehicleChooser label={label} submitLabel={submitLabel} focusFirst={focusFirst} onChoose={onChoose} />
      <div className="divider my-1 text-sm text-muted lg:divider-horizontal lg:mx-4 lg:my-0">
        {t('garage.chooser.or')}
      </div>
      <ChassisCodeFinder submitLabel={codeSubmitLabel} onChoose={onChoose} />
    </div>
  );
}
