import { isWebUrl, messages, type Profile, UpdateProfileBodySchema } from '@chaka/contract';
import type { z } from 'zod';
import { imageChoiceSchema } from '@/lib/image-choice';

/**
 * The profile form: the API's profile body, with the image given as a file to upload or as a link
 * (SPEC §2, §5). With a picture already stored, choosing no new file keeps it.
 */
export function profileFormSchema(currentImage: string | null) {
  return UpdateProfileBodySchema.omit({ image: true }).extend({
    image: imageChoiceSchema(messages.profile.imageRequired, { keepsStored: currentImage !== null }),
  });
}

type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
export type ProfileFormInput = z.input<ProfileFormSchema>;

/** The form starts from what is stored; a stored web link is offered in the link field. */
export function profileFormDefaults(profile: Profile): ProfileFormInput {
  return {
    education: profile.education ?? '',
    number: profile.number ?? '',
    address: profile.address ?? '',
    linkedin: profile.linkedin ?? '',
    facebook: profile.facebook ?? '',
    image: {
      source: 'upload',
      file: null,
      url: profile.image && isWebUrl(profile.image) ? profile.image : '',
    },
  };
}
