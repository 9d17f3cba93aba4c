import { CreateReviewBodySchema, messages, REVIEW_TEXT_MAX } from '@chaka/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { TextAreaField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { StatusButton } from '@/components/ui/status-button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useCreateReview } from '../api/create-review';
import { RatingInput } from '../components/rating-input';
import { reviewTextHint } from '../components/review-text-hint';

/** Add Review (SPEC §2, §5): a half-star rating and up to 250 characters of text. */
export function AddReviewPage() {
  const { user } = useSession();
  const name = user?.name ?? 'there';
  const [rating, setRating] = useState<number | null>(null);
  const [reviewText, setReviewText] = useState('');
  const createReview = useCreateReview();
  const hint = reviewTextHint(name, reviewText.length);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = CreateReviewBodySchema.safeParse({ rating, reviewText });
    if (!body.success) {
      notify.error(messages.review.invalid);
      return;
    }
    try {
      await createReview.mutateAsync(body.data);
      notify.success(messages.review.added);
      setRating(null);
      setReviewText('');
    } catch (error) {
      notify.error(errorMessage(error, messages.review.invalid));
    }
  }

  return (
    <Page
      title="Add Review"
      heading="Add a review"
      intro={
        <>
          How did our parts and service work for you? Your review appears on the{' '}
          <Link to={paths.home.getHref()} className="link">
            home page
          </Link>{' '}
          with your name and photo.
        </>
      }
    >
      <form
        noValidate
        onSubmit={submit}
        className="card max-w-2xl border border-base-300 bg-base-100 shadow-sm"
        aria-label="New review"
      >
        <div className="card-body gap-4">
          <RatingInput value={rating} onChange={setRating} legend="Your rating" />
          <TextAreaField
            label="Your review"
            name="reviewText"
            rows={6}
            maxLength={REVIEW_TEXT_MAX}
            value={reviewText}
            onChange={(event) => setReviewText(event.target.value)}
            placeholder="What did you buy, and how did it fit and perform?"
            hint={
              <span className="flex items-start justify-between gap-4">
                <span
                  aria-live="polite"
                  className={
                    hint && reviewText.length >= REVIEW_TEXT_MAX ? 'font-semibold text-base-content' : ''
                  }
                >
                  {hint}
                </span>
                <span className="shrink-0 tabular">
                  {reviewText.length}/{REVIEW_TEXT_MAX}
                </span>
              </span>
            }
          />
          <StatusButton
            busy={createReview.isPending}
            busyLabel="Adding Review..."
            className="btn-primary w-full sm:w-auto sm:self-start"
          >
            Add Review
          </StatusButton>
        </div>
      </form>
    </Page>
  );
}
