import { STAFF_ROLES, type StaffRole } from '@chaka/contract';
import staff from '@chaka/contract/catalogs/en/staff.json';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmedMutation } from '@/components/ui/use-confirmed-mutation';
import { useSession } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useSetStaffRole, useStaff } from '../api/staff';

const roleId = (role: StaffRole) => `staff.role.${role}` as const;

/**
 * Staff (owners, issue 38): who has which role; an owner gives an account a role by its e-mail
 * address or takes it away, each behind the shared confirmation dialog.
 */
export function StaffPage() {
  const t = useT(staff);
  const { user } = useSession();
  const list = useStaff();
  const change = useConfirmedMutation(useSetStaffRole(), {
    confirmLabel: t('staff.confirm'),
    onDone: (_member, { email, role }) =>
      notify.success(
        role ? t('staff.assigned', { email, role: t(roleId(role)) }) : t('staff.removed', { email }),
      ),
    failure: (error) => translated(errorMessage(error, t('staff.error.unknownAccount'))),
  });
  const formId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('packer');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim()) void change.run({ email: email.trim().toLowerCase(), role });
  }

  return (
    <Page title={t('staff.title')} intro={t('staff.intro')}>
      <form
        onSubmit={submit}
        className="mb-8 grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <label className="form-control" htmlFor={`${formId}-email`}>
          <span className="label-text mb-1 font-medium">{t('staff.email')}</span>
          <input
            id={`${formId}-email`}
            type="email"
            required
            className="input input-bordered w-full"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className="form-control" htmlFor={`${formId}-role`}>
          <span className="label-text mb-1 font-medium">{t('staff.role')}</span>
          <select
            id={`${formId}-role`}
            className="select select-bordered w-full"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(roleId(option))}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary" disabled={change.running !== undefined}>
          {t('staff.assign')}
        </button>
      </form>
      {list.isPending ? (
        <Spinner label={t('staff.title')} />
      ) : list.isError ? (
        <EmptyState title={t('staff.title')}>{list.error.message}</EmptyState>
      ) : list.data.length === 0 ? (
        <EmptyState title={t('staff.empty')} />
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 shadow-sm">
          {list.data.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium">{member.email}</p>
                <p className="text-sm text-muted">{member.name}</p>
              </div>
              <span className="badge badge-outline">{t(roleId(member.role))}</span>
              {member.email !== user?.email && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline btn-error"
                  disabled={change.running?.email === member.email}
                  onClick={() => void change.run({ email: member.email, role: null })}
                >
                  {t('staff.remove')}
                  <span className="sr-only">: {member.email}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
