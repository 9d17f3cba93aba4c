import { messages, type Profile } from '@chaka/contract';
import profileCatalog from '@chaka/contract/catalogs/en/profile.json';
import { type ComponentProps, useMemo } from 'react';
import { TextField } from '@/components/ui/form-field';
import { ImageChoiceField } from '@/components/ui/image-choice-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage, hasStatus } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useUploadThenSave } from '@/lib/use-upload-then-save';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { Avatar } from './avatar';
import { type ProfileFormInput, profileFormDefaults, profileFormSchema } from './profile-form-schema';

const BODY_FIELDS = ['education', 'number', 'address', 'linkedin', 'facebook'] as const;

type ProfileId = keyof typeof profileCatalog;

/** How each text field of the form shows (SPEC §5); labels and placeholders are catalog ids. */
const TEXT_FIELDS: Record<
  (typeof BODY_FIELDS)[number],
  { label: ProfileId; placeholder: ProfileId | null } & Omit<ComponentProps<'input'>, 'placeholder'>
> = {
  education: {
    label: 'profile.education',
    autoComplete: 'off',
    placeholder: 'profile.form.educationPlaceholder',
  },
  number: {
    label: 'profile.form.phoneNumber',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: null,
  },
  address: {
    label: 'profile.address',
    autoComplete: 'street-address',
    placeholder: 'profile.form.addressPlaceholder',
  },
  linkedin: {
    label: 'profile.linkedin',
    type: 'url',
    inputMode: 'url',
    placeholder: null,
  },
  facebook: {
    label: 'profile.facebook',
    type: 'url',
    inputMode: 'url',
    placeholder: null,
  },
};

/** Placeholders that are examples of a number or a link, the same in every language. */
const EXAMPLES: Partial<Record<(typeof BODY_FIELDS)[number], string>> = {
  number: '+880 1712 345678',
  linkedin: 'https://www.linkedin.com/in/your-name',
  facebook: 'https://facebook.com/your-name',
};

/** Edit form of My Profile (SPEC §2, §4, §5): uploads a chosen picture, then saves the profile. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const t = useT(profileCatalog);
  // A save refused because the session is gone says so in SPEC §8's words.
  const saveFailed = (error: unknown) =>
    hasStatus(error, 401) ? messages.profile.noUser : errorMessage(error, t('profile.form.saveFailed'));
  const updateProfile = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(profile.image), [profile.image]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { defaultValues: profileFormDefaults(profile) });
  const uploadThenSave = useUploadThenSave<ProfileFormInput>({
    fields: BODY_FIELDS,
    setError,
    uploadFailed: t('profile.form.uploadFailed'),
    saveFailed,
    stored: profile.image ?? '',
  });

  const field = (name: (typeof BODY_FIELDS)[number]) => {
    const { label, placeholder, ...input } = TEXT_FIELDS[name];
    return (
      <TextField
        {...input}
        label={t(label)}
        placeholder={placeholder ? t(placeholder) : EXAMPLES[name]}
        error={errors[name]?.message}
        {...register(name)}
      />
    );
  };

  const onSubmit = handleSubmit(async ({ image, ...fields }) => {
    const saved = await uploadThenSave(image, (imageUrl) =>
      updateProfile.mutateAsync({ email: profile.email, body: { ...fields, image: imageUrl } }),
    );
    if (!saved) return;
    notify.success(messages.profile.updated);
    onSaved();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-label={t('profile.form.label')}
    >
      <div className="card-body gap-2">
        <h2 className="card-title text-xl">{t('profile.form.heading')}</h2>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {field('education')}
          {field('number')}
        </div>
        {field('address')}
        <div className="grid gap-x-4 sm:grid-cols-2">
          {field('linkedin')}
          {field('facebook')}
        </div>
        <ImageChoiceField control={control} name="image" label={t('profile.form.picture')} />
        {profile.image && (
          <div className="flex items-center gap-3 text-sm text-muted">
            <Avatar src={profile.image} alt="" className="size-10 ring-1 ring-offset-0" />
            <span>{t('profile.form.keepPicture')}</span>
          </div>
        )}
        <div className="card-actions mt-4">
          <StatusButton
            busy={isSubmitting}
            busyLabel={t('profile.form.updating')}
            className="btn-primary w-full sm:w-auto"
          >
            {t('profile.form.update')}
          </StatusButton>
        </div>
      </div>
    </form>
  );
}
