import { ADDRESS_MAX_LENGTH, type DeliveryInput } from '@chaka/contract';
import productCatalog from '@chaka/contract/catalogs/en/product.json';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { DistrictSelect } from '@/components/district-select';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';

/** Name, phone, district (English with Bangla beside) and address of a delivery, each labelled. */
export function DeliveryFields({
  fields,
  errors,
}: {
  fields: Record<keyof DeliveryInput, UseFormRegisterReturn>;
  errors?: FieldErrors<DeliveryInput>;
}) {
  const t = useT(productCatalog);
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField
        label={t('product.order.name')}
        autoComplete="name"
        error={errors?.name?.message}
        {...fields.name}
      />
      <TextField
        label={t('product.order.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01712-345678"
        error={errors?.phone?.message}
        hint={t('product.order.phoneHint')}
        {...fields.phone}
      />
      <div className="sm:col-span-2">
        <DistrictSelect
          label={t('product.order.district')}
          placeholder={t('product.order.chooseDistrict')}
          autoComplete="address-level2"
          error={errors?.district?.message}
          {...fields.district}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('product.order.address')}
          autoComplete="street-address"
          rows={2}
          maxLength={ADDRESS_MAX_LENGTH}
          error={errors?.address?.message}
          hint={t('product.order.addressHint')}
          {...fields.address}
        />
      </div>
    </div>
  );
}

/** The four fields of a form whose delivery details sit under `delivery`. */
export const deliveryFieldsOf = (
  register: (name: `delivery.${keyof DeliveryInput}`) => UseFormRegisterReturn,
): Record<keyof DeliveryInput, UseFormRegisterReturn> => ({
  name: register('delivery.name'),
  phone: register('delivery.phone'),
  district: register('delivery.district'),
  address: register('delivery.address'),
});
