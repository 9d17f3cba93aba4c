import site from '@chaka/contract/catalogs/en/site.json';
import { useT } from '@/lib/i18n/use-t';

/** The one spinner of the shop, centred in the space it is given. */
export function Spinner({ label, className = 'min-h-[40vh]' }: { label?: string; className?: string }) {
  const t = useT(site);
  return (
    <div className={`flex items-center justify-center ${className}`} role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t('site.loading')}</span>
    </div>
  );
}
