import { imageUrl, isWebUrl, LIMITS, messages, type Profile, UpdateProfileBodySchema } from '@chaka/contract';
import { z } from 'zod';

const MAX_MB = LIMITS.uploadBytes / (1024 * 1024);

/**
 * The profile form: the API's profile body, with the image given as a file to upload or as a link
 * (SPEC §2, §5). With a picture already stored, choosing no new file keeps it.
 */
export function profileFormSchema(currentImage: string | null) {
  return UpdateProfileBodySchema.omit({ image: true }).extend({
    image: z.discriminatedUnion('source', [
      z.object({
        source: z.literal('upload'),
        file: z
          .instanceof(File, { error: messages.profile.imageRequired })
          .nullable()
          .refine(
            (file) => (file === null ? currentImage !== null : file.size > 0),
            messages.profile.imageRequired,
          )
          .refine(
            (file) => file === null || file.size <= LIMITS.uploadBytes,
            `The image is larger than ${MAX_MB} MB: choose a smaller one`,
          ),
        url: z.string(),
      }),
      z.object({
        source: z.literal('url'),
        file: z.unknown(),
        url: imageUrl(messages.profile.imageRequired),
      }),
    ]),
  });
}

type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
export type ProfileFormInput = z.input<ProfileFormSchema>;
export type ProfileFormValues = z.output<ProfileFormSchema>;

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
