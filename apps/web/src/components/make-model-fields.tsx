import garage from '@chaka/contract/catalogs/en/garage.json';
import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { makesQuery, modelsQuery } from '@/lib/vehicles';
import { SelectField } from './ui/form-field';

/**
 * The Make and Model selects of the car picker, My Garage and the fitment editor: native selects
 * over the shop's vehicles; a make's models load once it is chosen.
 */
export function MakeModelFields({
  make,
  model,
  onMakeChange,
  onModelChange,
  makeRef,
  errors = {},
}: {
  make: string;
  model: string;
  onMakeChange(make: string): void;
  onModelChange(model: string): void;
  makeRef?: Ref<HTMLSelectElement>;
  errors?: { make?: string; model?: string };
}) {
  const t = useT(garage);
  const makes = useQuery(makesQuery());
  const models = useQuery({ ...modelsQuery(make), enabled: make !== '' });
  const loading = (query: { isFetching: boolean }) =>
    query.isFetching ? t('garage.chooser.loading') : undefined;
  return (
    <>
      <SelectField
        ref={makeRef}
        label={t('garage.chooser.make')}
        value={make}
        onChange={(event) => onMakeChange(event.target.value)}
        error={errors.make}
        hint={loading(makes)}
      >
        <option value="">{t('garage.chooser.chooseMake')}</option>
        {makes.data?.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </SelectField>
      <SelectField
        label={t('garage.chooser.model')}
        value={model}
        onChange={(event) => onModelChange(event.target.value)}
        disabled={make === ''}
        error={errors.model}
        hint={loading(models)}
      >
        <option value="">{t('garage.chooser.chooseModel')}</option>
        {models.data?.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </SelectField>
    </>
  );
}
