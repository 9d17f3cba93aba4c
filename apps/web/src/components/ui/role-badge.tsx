import type { Role } from '@chaka/contract';
import ui from '@chaka/contract/catalogs/en/ui.json';
import { useT } from '@/lib/i18n/use-t';

/** "Admin" or "User" as a badge (SPEC §2 dashboard and profile). */
export function RoleBadge({ role, className = '' }: { role: Role; className?: string }) {
  const t = useT(ui);
  return (
    <span className={`badge ${role === 'admin' ? 'badge-primary' : 'badge-neutral'} ${className}`.trim()}>
      {role === 'admin' ? t('ui.role.admin') : t('ui.role.user')}
    </span>
  );
}
