import { messages, type Profile } from '@chaka/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { ImageSourceField } from '@/components/ui/image-source-field';
import { ApiError } from '@/lib/api-client';
import { chosenImageUrl, imageChoiceError } from '@/lib/image-choice';
import { showServerIssues } from '@/lib/server-issues';
import { notify } from '@/lib/toast';
import { uploadImage } from '@/lib/upload-image';
import { useUpdateProfile } from '../api/update-profile';
import { Avatar } from './avatar';
import {
  type ProfileFormInput,
  type ProfileFormValues,
  profileFormDefaults,
  profileFormSchema,
} from './profile-form-schema';

const BODY_FIELDS = ['education', 'number', 'address', 'linkedin', 'facebook'];

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
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: profileFormDefaults(profile),
  });

  const onSubmit = async ({ image, ...fields }: ProfileFormValues) => {
    let imageUrl: string;
    try {
      imageUrl = await chosenImageUrl(image, uploadImage, profile.image ?? '');
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'The picture could not be uploaded';
      setError('image.file', { message });
      return;
    }
    try {
      await updateProfile.mutateAsync({ email: profile.email, body: { ...fields, image: imageUrl } });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.status === 401) {
        notify.error(messages.profile.noUser);
        return;
      }
      showServerIssues(apiError?.issues, BODY_FIELDS, image.source, (field, fieldError) =>
        setError(field as FieldPath<ProfileFormInput>, fieldError),
      );
      notify.error(apiError?.message ?? 'The profile could not be saved. Please try again.');
      return;
    }
    notify.success(messages.profile.updated);
    onSaved();
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-label="Edit profile"
    >
      <div className="card-body gap-2">
        <h2 className="card-title text-xl">Edit your profile</h2>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="Education"
            autoComplete="off"
            placeholder="e.g. Diploma in Automobile Engineering"
            error={errors.education?.message}
            {...register('education')}
          />
          <TextField
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+880 1712 345678"
            error={errors.number?.message}
            {...register('number')}
          />
        </div>
        <TextField
          label="Address"
          autoComplete="street-address"
          placeholder="House, road, area, city"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="LinkedIn"
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/your-name"
            error={errors.linkedin?.message}
            {...register('linkedin')}
          />
          <TextField
            label="Facebook"
            type="url"
            inputMode="url"
            placeholder="https://facebook.com/your-name"
            error={errors.facebook?.message}
            {...register('facebook')}
          />
        </div>
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ImageSourceField
              label="Profile picture"
              source={field.value.source}
              onSourceChange={(source) => field.onChange({ ...field.value, source })}
              file={(field.value.file as File | null) ?? null}
              onFileChange={(file) => field.onChange({ ...field.value, file })}
              url={field.value.url}
              onUrlChange={(url) => field.onChange({ ...field.value, url })}
              error={imageChoiceError(errors.image)}
            />
          )}
        />
        {profile.image && (
          <div className="flex items-center gap-3 text-sm text-muted">
            <Avatar src={profile.image} alt="" className="size-10 ring-1 ring-offset-0" />
            <span>Your current picture stays unless you choose a new file or link.</span>
          </div>
        )}
        <div className="card-actions mt-4">
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {isSubmitting ? 'Updating Profile...' : 'Update Profile'}
          </button>
        </div>
      </div>
    </form>
  );
}
