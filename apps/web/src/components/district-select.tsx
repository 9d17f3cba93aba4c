import { DISTRICTS } from '@chaka/contract';
import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/form-field';

/**
 * A labelled choice of the 64 districts, each in English with its Bangla name beside, after an
 * empty option that asks to choose (`placeholder`): the delivery forms' and the cart's.
 */
export function DistrictSelect({
  placeholder,
  ...field
}: Omit<ComponentProps<typeof SelectField>, 'children'> & { placeholder: string }) {
  return (
    <SelectField {...field}>
      <option value="">{placeholder}</option>
      {DISTRICTS.map((district) => (
        <option key={district.name} value={district.name}>
          {district.name} ({district.bangla})
        </option>
      ))}
    </SelectField>
  );
}
