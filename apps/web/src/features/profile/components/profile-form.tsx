import { messages, type Profile } from '@chaka/contract';
import { type ComponentProps, useMemo } from 'react';
import { TextField } from '@/components/ui/form-field';
import { ImageChoiceField } from '@/components/ui/image-choice-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage, hasStatus } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useUploadThenSave } from '@/lib/use-upload-then-save';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { Avatar } from './avatar';
import { type ProfileFormInput, profileFormDefaults, profileFormSchema } from './profile-form-schema';

const BODY_FIELDS = ['education', 'number', 'address', 'linkedin', 'facebook'] as const;

/** How each text field of the form shows (SPEC §5). */
const TEXT_FIELDS: Record<(typeof BODY_FIELDS)[number], { label: string } & ComponentProps<'input'>> = {
  education: {
    label: 'Education',
    autoComplete: 'off',
    placeholder: 'e.g. Diploma in Automobile Engineering',
  },
  number: {
    label: 'Phone number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: '+880 1712 345678',
  },
  address: { label: 'Address', autoComplete: 'street-address', placeholder: 'House, road, area, city' },
  linkedin: {
    label: 'LinkedIn',
    type: 'url',
    inputMode: 'url',
    placeholder: 'https://www.linkedin.com/in/your-name',
  },
  facebook: {
    label: 'Facebook',
    type: 'url',
    inputMode: 'url',
    placeholder: 'https://facebook.com/your-name',
  },
};

/** A save refused because the session is gone says so in SPEC §8's words. */
const saveFailed = (error: unknown) =>
  hasStatus(error, 401)
    ? messages.profile.noUser
    : errorMessage(error, 'The profile could not be saved. Please try again.');

/** Edit form of My Profile (SPEC §2, §4, §5): uploads a chosen picture, then saves the profile. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
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
    uploadFailed: 'The picture could not be uploaded',
    saveFailed,
    stored: profile.image ?? '',
  });

  const field = (name: (typeof BODY_FIELDS)[number]) => (
    <TextField {...TEXT_FIELDS[name]} error={errors[name]?.message} {...register(name)} />
  );

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
      aria-label="Edit profile"
    >
      <div className="card-body gap-2">
        <h2 className="card-title text-xl">Edit your profile</h2>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {field('education')}
          {field('number')}
        </div>
        {field('address')}
        <div className="grid gap-x-4 sm:grid-cols-2">
          {field('linkedin')}
          {field('facebook')}
        </div>
        <ImageChoiceField control={control} name="image" label="Profile picture" />
        {profile.image && (
          <div className="flex items-center gap-3 text-sm text-muted">
            <Avatar src={profile.image} alt="" className="size-10 ring-1 ring-offset-0" />
            <span>Your current picture stays unless you choose a new file or link.</span>
          </div>
        )}
        <div className="card-actions mt-4">
          <StatusButton
            busy={isSubmitting}
            busyLabel="Updating Profile..."
            className="btn-primary w-full sm:w-auto"
          >
            Update Profile
          </StatusButton>
        </div>
      </div>
    </form>
  );
}
