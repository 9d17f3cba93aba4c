import { type CreatePartRequestBody, CreatePartRequestBodySchema, type PartRequest } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { StatusButton } from '@/components/ui/status-button';
import { useSession } from '@/lib/auth';
import { garageQuery } from '@/lib/chosen-car';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { uploadImage } from '@/lib/upload-image';
import { useZodForm } from '@/lib/use-zod-form';
import { vehicleVersion } from '@/lib/vehicles';
import { useCreatePartRequest } from '../api/part-requests';
import { usePartRequestsT } from './part-request-labels';

const EMPTY: CreatePartRequestBody = {
  name: '',
  phone: '',
  email: '',
  vehicleId: '',
  vehicleText: '',
  chassisCode: '',
  partNumber: '',
  description: '',
  photo: '',
};

/**
 * The part request form: the car (from My Garage, or typed), the chassis code, the part number or
 * a description, a photo (signed-in customers: uploads need an account), and how to answer.
 * `initial` fills the part number from a search that found nothing.
 */
export function PartRequestForm({
  initial,
  onSent,
}: {
  initial?: Partial<CreatePartRequestBody>;
  onSent: (request: PartRequest) => void;
}) {
  const t = usePartRequestsT();
  const { user } = useSession();
  const garage = useQuery({ ...garageQuery(), enabled: Boolean(user) });
  const create = useCreatePartRequest();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(CreatePartRequestBodySchema, { defaultValues: { ...EMPTY, ...initial } });
  const cars = garage.data ?? [];
  const chosenCar = watch('vehicleId');
  const photo = watch('photo');

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setValue('photo', await uploadImage(file));
    } catch (error) {
      notify.error(errorMessage(error, t('part-requests.form.failed')));
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = async (body: CreatePartRequestBody) => {
    try {
      onSent(await create.mutateAsync(body));
    } catch (error) {
      notify.error(errorMessage(error, t('part-requests.form.failed')));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-2 sm:grid-cols-2">
      <fieldset className="contents">
        <legend className="sr-only">{t('part-requests.form.car')}</legend>
        {cars.length > 0 && (
          <SelectField
            label={t('part-requests.form.garageCar')}
            wrapperClassName="sm:col-span-2"
            {...register('vehicleId')}
          >
            <option value="">{t('part-requests.form.noGarageCar')}</option>
            {cars.map(({ vehicle }) => (
              <option key={vehicle._id} value={vehicle._id}>
                {`${vehicle.make} ${vehicle.model} ${vehicleVersion(vehicle)}`}
              </option>
            ))}
          </SelectField>
        )}
        {!chosenCar && (
          <TextField
            label={t('part-requests.form.vehicleText')}
            hint={t('part-requests.form.vehicleTextHint')}
            error={errors.vehicleText?.message}
            {...register('vehicleText')}
          />
        )}
        <TextField
          label={t('part-requests.form.chassisCode')}
          hint={t('part-requests.form.chassisCodeHint')}
          error={errors.chassisCode?.message}
          {...register('chassisCode')}
        />
      </fieldset>
      <TextField
        label={t('part-requests.form.partNumber')}
        hint={t('part-requests.form.partNumberHint')}
        error={errors.partNumber?.message}
        wrapperClassName="sm:col-span-2"
        {...register('partNumber')}
      />
      <TextAreaField
        label={t('part-requests.form.description')}
        hint={t('part-requests.form.descriptionHint')}
        rows={4}
        error={errors.description?.message}
        wrapperClassName="sm:col-span-2"
        {...register('description')}
      />
      {user ? (
        <TextField
          label={t('part-requests.form.photo')}
          type="file"
          accept="image/*"
          className="file-input file-input-bordered w-full"
          error={errors.photo?.message}
          hint={
            photo ? <img src={photo} alt="" className="mt-1 h-20 w-20 rounded object-cover" /> : undefined
          }
          wrapperClassName="sm:col-span-2"
          onChange={(event) => void choosePhoto(event.target.files?.[0])}
        />
      ) : (
        <p className="text-sm text-muted sm:col-span-2">{t('part-requests.form.photoHint')}</p>
      )}
      <TextField
        label={t('part-requests.form.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('part-requests.form.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={t('part-requests.form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        wrapperClassName="sm:col-span-2"
        {...register('email')}
      />
      {!user && <p className="text-sm text-muted sm:col-span-2">{t('part-requests.form.contactHint')}</p>}
      <StatusButton
        busy={isSubmitting || uploading}
        busyLabel={t('part-requests.form.sending')}
        className="btn-primary mt-4 sm:col-span-2"
      >
        {t('part-requests.form.send')}
      </StatusButton>
    </form>
  );
}
