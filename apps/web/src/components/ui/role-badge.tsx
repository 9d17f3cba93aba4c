import type { Role } from '@chaka/contract';

/** "Admin" or "User" as a badge (SPEC §2 dashboard and profile). */
export function RoleBadge({ role, className = '' }: { role: Role; className?: string }) {
  return (
    <span className={`badge ${role === 'admin' ? 'badge-primary' : 'badge-neutral'} ${className}`.trim()}>
      {role === 'admin' ? 'Admin' : 'User'}
    </span>
  );
}
