import type { ErrorResponse } from '@chaka/contract';

/**
 * Puts the server's validation issues (400 `{ issues }`) under the form fields they name, so a
 * refusal the form did not foresee still shows where it belongs. An issue about `image` goes to
 * the part of the image choice that is in use.
 */
export function showServerIssues(
  issues: ErrorResponse['issues'],
  fields: readonly string[],
  imageSource: 'upload' | 'url',
  setError: (field: string, error: { message: string }) => void,
) {
  for (const issue of issues ?? []) {
    const field = String(issue.path[0]);
    if (field === 'image')
      setError(imageSource === 'url' ? 'image.url' : 'image.file', { message: issue.message });
    else if (fields.includes(field)) setError(field, { message: issue.message });
  }
}
