import { CreateReviewBodySchema, formatCount, messages, REVIEW_TEXT_MAX } from '@chaka/contract';
import reviewsCatalog from '@chaka/contract/catalogs/en/reviews.json';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { TextAreaField } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { StatusButton } from '@/components/ui/status-button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';
import { rich } from '@/lib/i18n/rich';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useCreateReview } from '../api/create-review';
import { RatingInput } from '../components/rating-input';
import { reviewTextHint } from '../components/review-text-hint';

/** Add Review (SPEC §2, §5): a half-star rating and up to 250 characters of text. */
export function AddReviewPage() {
  const t = useT(reviewsCatalog);
  const locale = useLocale();
  const { user } = useSession();
  const name = user?.name ?? t('reviews.add.there');
  const [rating, setRating] = useState<number | null>(null);
  const [reviewText, setReviewText] = useState('');
  const createReview = useCreateReview();
  const hint = translated(reviewTextHint(name, reviewText.length) ?? undefined);

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
      title={t('reviews.add.title')}
      heading={t('reviews.add.heading')}
      intro={rich(t, 'reviews.add.intro', {
        home: (
          <Link to={paths.home.getHref()} className="link">
            {t('reviews.add.homePage')}
          </Link>
        ),
      })}
    >
      <form
        noValidate
        onSubmit={submit}
        className="card max-w-2xl border border-base-300 bg-base-100 shadow-sm"
        aria-label={t('reviews.add.form')}
      >
        <div className="card-body gap-4">
          <RatingInput value={rating} onChange={setRating} legend={t('reviews.add.yourRating')} />
          <TextAreaField
            label={t('reviews.add.yourReview')}
            name="reviewText"
            rows={6}
            maxLength={REVIEW_TEXT_MAX}
            value={reviewText}
            onChange={(event) => setReviewText(event.target.value)}
            placeholder={t('reviews.add.placeholder')}
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
                  {formatCount(reviewText.length, locale)}/{formatCount(REVIEW_TEXT_MAX, locale)}
                </span>
              </span>
            }
          />
          <StatusButton
            busy={createReview.isPending}
            busyLabel={t('reviews.add.adding')}
            className="btn-primary w-full sm:w-auto sm:self-start"
          >
            {t('reviews.add.submit')}
          </StatusButton>
        </div>
      </form>
    </Page>
  );
}
