import site from '@chaka/contract/catalogs/en/site.json';
import { i18n } from '@/lib/i18n/i18n';

/**
 * The one spinner of the shop, centred in the space it is given. Its default label is read from the
 * catalog when it shows (no language hook: pages of every chunk show it, and a hook here would cost
 * the first load a chunk of its own).
 */
export function Spinner({
  label = i18n._({ id: 'site.loading', message: site['site.loading'] as never }),
  className = 'min-h-[40vh]',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div className={`flex items-center justify-center ${className}`} role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
