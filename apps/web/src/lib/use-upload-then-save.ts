import { useRef } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { chosenImageUrl, type ImageChoice } from './image-choice';
import { showServerIssues } from './server-issues';
import { notify } from './toast';
import { uploadImage } from './upload-image';

/**
 * Saving a form with an image (SPEC §2 Add Product and Profile): a chosen file is uploaded first
 * (POST /api/uploads) and its address saved with the rest. A failed upload is said under the
 * image field; a refused save puts the server's issues under the fields they name and says why
 * in a toast. A file already uploaded is not sent again when only the save failed.
 */
export function useUploadThenSave<Values extends FieldValues>({
  fields,
  setError,
  uploadFailed,
  saveFailed,
  stored = '',
}: {
  /** The form's fields that the server's issues may name. */
  fields: readonly FieldPath<Values>[];
  setError: UseFormSetError<Values>;
  /** The message for an upload that failed without an answer from the shop. */
  uploadFailed: string;
  /** The toast for a save that failed. */
  saveFailed: (error: unknown) => string;
  /** The image that stays when no new one is chosen. */
  stored?: string;
}) {
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const upload = async (file: File) => {
    if (uploaded.current?.file !== file) uploaded.current = { file, url: await uploadImage(file) };
    return uploaded.current.url;
  };

  /** Uploads the image if need be, then `save`s with its address; true when both went through. */
  return async (image: ImageChoice, save: (imageUrl: string) => Promise<unknown>): Promise<boolean> => {
    const fieldError = (field: string, error: { message: string }) =>
      setError(field as FieldPath<Values>, error);
    let imageUrl: string;
    try {
      imageUrl = await chosenImageUrl(image, upload, stored);
    } catch (error) {
      fieldError(image.source === 'upload' ? 'image.file' : 'image.url', {
        message: errorMessage(error, uploadFailed),
      });
      return false;
    }
    try {
      await save(imageUrl);
    } catch (error) {
      showServerIssues(
        error instanceof ApiError ? error.issues : undefined,
        fields,
        image.source,
        fieldError,
      );
      notify.error(saveFailed(error));
      return false;
    }
    uploaded.current = null;
    return true;
  };
}
