import admin from '@chaka/contract/catalogs/en/admin.json';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { useT } from '@/lib/i18n/use-t';
import { useStaffAccess } from '@/lib/permissions';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../components/use-user-actions';
import { UsersTable } from '../components/users-table';

/**
 * All Users (admin): make accounts admins or delete them; staff who read the customers without
 * managing staff (issue 38) see the list only.
 */
export function UsersPage() {
  const { user } = useSession();
  const { can } = useStaffAccess();
  const users = useUsers();
  const { promote, remove, busyEmail } = useUserActions();
  const t = useT(admin);
  return (
    <Page
      title={t('admin.users.title')}
      intro={users.data ? t('admin.users.intro', { count: users.data.length }) : undefined}
    >
      {users.isPending ? (
        <Spinner label={t('admin.users.loading')} />
      ) : users.isError ? (
        <EmptyState title={t('admin.users.failed')}>{users.error.message}</EmptyState>
      ) : (
        <UsersTable
          users={users.data}
          ownEmail={user?.email}
          busyEmail={busyEmail}
          manage={can('staff.manage')}
          onMakeAdmin={promote}
          onDelete={remove}
        />
      )}
    </Page>
  );
}
