import { imageUrl, LIMITS } from '@chaka/contract';
import { z } from 'zod';

const MAX_MB = LIMITS.uploadBytes / (1024 * 1024);

/**
 * An image given in a form either as a file to upload or as a link (SPEC §2 Add Product and
 * Profile), as ImageSourceField edits it. With `keepsStored`, choosing no file keeps the image
 * that is already stored.
 */
export function imageChoiceSchema(required: string, { keepsStored = false }: { keepsStored?: boolean } = {}) {
  return z.discriminatedUnion('source', [
    z.object({
      source: z.literal('upload'),
      file: z
        .instanceof(File, { error: required })
        .nullable()
        .refine((file) => (file === null ? keepsStored : file.size > 0), required)
        .refine(
          (file) => file === null || file.size <= LIMITS.uploadBytes,
          `The image is larger than ${MAX_MB} MB: choose a smaller one`,
        ),
      url: z.string(),
    }),
    z.object({
      source: z.literal('url'),
      file: z.unknown(),
      url: imageUrl(required),
    }),
  ]);
}

export type ImageChoice = z.output<ReturnType<typeof imageChoiceSchema>>;
export const emptyImageChoice = { source: 'upload' as const, file: null, url: '' };

/** The URL to save: the link as typed, the chosen file once uploaded, or the stored image kept. */
export async function chosenImageUrl(
  choice: ImageChoice,
  upload: (file: File) => Promise<string>,
  stored = '',
): Promise<string> {
  if (choice.source === 'url') return choice.url;
  return choice.file ? upload(choice.file) : stored;
}

/** The one message to show under the image field, whichever part of the choice it is about. */
export function imageChoiceError(errors: unknown): string | undefined {
  const image = errors as
    | { file?: { message?: string }; url?: { message?: string }; message?: string }
    | undefined;
  return image?.file?.message ?? image?.url?.message ?? image?.message;
}
