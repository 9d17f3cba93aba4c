import { INTL_LOCALES, isShopImage, type Locale, type Review } from '@chaka/contract';
import homeSections from '@chaka/contract/catalogs/en/home-sections.json';
import { AvatarImage, DEFAULT_AVATAR } from '@/components/ui/avatar-image';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { StarRating } from './star-rating';

/**
 * "14 March 2026" (day first, as in Bangladesh), "১৪ মার্চ, ২০২৬" in Bangla. Intl directly rather
 * than the contract's formatDate: the cards are on the home page's first load, which has a budget.
 */
const dateOf = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(date));

/**
 * One customer testimonial: stars, the text, and who wrote it when; "Verified buyer" when they have
 * an order delivered.
 */
export function ReviewCard({ review }: { review: Review }) {
  const locale = useLocale();
  // Its words travel with the home page.
  const t = useT(homeSections);
  return (
    <figure className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <StarRating rating={review.rating} />
        <blockquote className="flex-1 leading-relaxed break-words whitespace-pre-line">
          {review.reviewText}
        </blockquote>
        <figcaption className="flex items-center gap-3 border-t border-base-300 pt-4">
          <AvatarImage
            // Only the shop's own images: a photo elsewhere would tell another site who reads the reviews.
            src={isShopImage(review.author.photo) ? review.author.photo : DEFAULT_AVATAR}
            alt=""
            size={44}
            loading="lazy"
            className="size-11 shrink-0 rounded-full bg-base-200 object-cover"
          />
          <span className="min-w-0">
            <span className="block truncate font-semibold">{review.author.name}</span>
            {review.verifiedBuyer && (
              <span className="badge badge-success badge-sm font-semibold">
                ✓ {t('home.reviews.verifiedBuyer')}
              </span>
            )}
            <time className="block text-sm text-muted" dateTime={review.reviewDate}>
              {dateOf(review.reviewDate, locale)}
            </time>
          </span>
        </figcaption>
      </div>
    </figure>
  );
}
