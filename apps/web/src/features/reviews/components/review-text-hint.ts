import { messages, REVIEW_TEXT_HINT_MIN, REVIEW_TEXT_MAX } from '@chaka/contract';

/**
 * The hint under the review text (SPEC §5): a nudge while it is shorter than 100 characters, a
 * stop at the 250 limit, nothing in between. The 100 is only a hint; the server needs 1.
 */
export function reviewTextHint(name: string, length: number): string | null {
  if (length >= REVIEW_TEXT_MAX) return messages.review.limitHint(name);
  if (length < REVIEW_TEXT_HINT_MIN) return messages.review.tooShortHint(name);
  return null;
}
