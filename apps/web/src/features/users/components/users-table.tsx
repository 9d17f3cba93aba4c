import { formatCount, messages, type UserListItem } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useId } from 'react';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

/**
 * The All Users table: e-mail, the Admin column, Delete (SPEC §2). Make Admin and Delete only with
 * `manage` (staff.manage, issue 38): others who read the customers see who is an admin, no more.
 */
export function UsersTable({
  users,
  ownEmail,
  busyEmail,
  manage,
  onMakeAdmin,
  onDelete,
}: {
  users: UserListItem[];
  ownEmail: string | undefined;
  busyEmail: string | undefined;
  manage: boolean;
  onMakeAdmin: (email: string) => void;
  onDelete: (email: string) => void;
}) {
  const idPrefix = useId();
  const t = useT(admin);
  const locale = useLocale();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
      {/* On phones each row becomes a small card: the address on top, its two actions below. */}
      <table className="table">
        <caption className="sr-only">{t('admin.users.caption')}</caption>
        <thead className="hidden text-base-content sm:table-header-group">
          <tr>
            <th scope="col" className="hidden sm:table-cell">
              {t('admin.users.serial')}
            </th>
            <th scope="col">{t('admin.users.email')}</th>
            <th scope="col" className="hidden md:table-cell">
              {t('admin.users.name')}
            </th>
            <th scope="col">{t('admin.users.admin')}</th>
            {manage && <th scope="col">{t('admin.users.delete')}</th>}
          </tr>
        </thead>
        <tbody>
          {users.map((user, index) => {
            const emailId = `${idPrefix}-email-${index}`;
            const isSelf = user.email === ownEmail;
            const busy = busyEmail === user.email;
            return (
              <tr
                key={user._id}
                className="hover:bg-base-200 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:items-center max-sm:gap-3 max-sm:border-base-300 max-sm:border-b max-sm:p-4 max-sm:last:border-b-0"
              >
                <td className="hidden tabular text-muted sm:table-cell">{formatCount(index + 1, locale)}</td>
                <td
                  id={emailId}
                  className="break-words font-medium max-sm:col-span-2 max-sm:border-b-0 max-sm:p-0"
                >
                  <BreakableEmail email={user.email} />
                  {isSelf && <span className="ml-2 badge badge-ghost badge-sm">{t('admin.users.you')}</span>}
                  <span className="block font-normal text-muted md:hidden">{user.name}</span>
                </td>
                <td className="hidden md:table-cell">{user.name}</td>
                <td className="max-sm:border-b-0 max-sm:p-0">
                  {user.role === 'admin' ? (
                    // aria-disabled keeps it reachable by keyboard, unlike disabled; the colours keep
                    // it readable as a state rather than a greyed-out action.
                    <button
                      type="button"
                      className="btn btn-sm whitespace-nowrap bg-success/10 text-success"
                      aria-disabled="true"
                      aria-describedby={emailId}
                    >
                      {translated(messages.users.alreadyAdmin)}
                    </button>
                  ) : (
                    manage && (
                      <button
                        type="button"
                        className="btn btn-sm btn-neutral whitespace-nowrap"
                        disabled={busy}
                        aria-describedby={emailId}
                        onClick={() => onMakeAdmin(user.email)}
                      >
                        {t('admin.users.makeAdmin')}
                      </button>
                    )
                  )}
                </td>
                {manage && (
                  <td className="max-sm:border-b-0 max-sm:p-0">
                    <button
                      type="button"
                      className="btn btn-sm btn-error btn-outline"
                      disabled={busy || isSelf}
                      title={isSelf ? t('admin.users.notSelf') : undefined}
                      aria-describedby={emailId}
                      onClick={() => onDelete(user.email)}
                    >
                      {t('admin.users.delete')}
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A long address wraps before its "@" rather than in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
