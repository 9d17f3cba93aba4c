import { INTL_LOCALES, type Locale, type ReturnReason, type ReturnStatus } from '@chaka/contract';
import screens from '@chaka/contract/catalogs/en/return-screens.json';
import returns from '@chaka/contract/catalogs/en/returns.json';
import { useT } from '@/lib/i18n/use-t';

/** The returns screens' words: the statuses and reasons of the contract's catalog, and the screens' own. */
const english = { ...returns, ...screens };

export const useReturnsT = () => useT(english);

/** A status's badge colour: waiting amber, moving blue, done green, refused red. */
const STATUS_BADGE: Record<ReturnStatus, string> = {
  requested: 'badge-warning',
  approved: 'badge-info',
  received: 'badge-info badge-outline',
  refunded: 'badge-success',
  rejected: 'badge-error',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus | 'refund_confirmed' }) {
  const t = useReturnsT();
  const look = status === 'refund_confirmed' ? 'badge-success badge-outline' : STATUS_BADGE[status];
  return (
    <span className={`badge h-auto min-h-6 py-0.5 text-center leading-tight ${look}`}>
      {t(`returns.status.${status}`)}
    </span>
  );
}

/** A reason in plain words ("Does not fit my vehicle"). */
export function useReasonName() {
  const t = useReturnsT();
  return (reason: ReturnReason) => t(`returns.reason.${reason}`);
}

const formats = new Map<Locale, Intl.DateTimeFormat>();
/** A moment of the return's life in the language shown, on a 24-hour clock. */
export function formatMoment(at: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(at));
}
