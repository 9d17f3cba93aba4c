import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { makesQuery, modelsQuery } from '@/lib/vehicles';
import { SelectField } from './ui/form-field';

const loading = (query: { isFetching: boolean }) => (query.isFetching ? 'Loading…' : undefined);

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
  const makes = useQuery(makesQuery());
  const models = useQuery({ ...modelsQuery(make), enabled: make !== '' });
  return (
    <>
      <SelectField
        ref={makeRef}
        label="Make"
        value={make}
        onChange={(event) => onMakeChange(event.target.value)}
        error={errors.make}
        hint={loading(makes)}
      >
        <option value="">Choose the make</option>
        {makes.data?.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </SelectField>
      <SelectField
        label="Model"
        value={model}
        onChange={(event) => onModelChange(event.target.value)}
        disabled={make === ''}
        error={errors.model}
        hint={loading(models)}
      >
        <option value="">Choose the model</option>
        {models.data?.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </SelectField>
    </>
  );
}
