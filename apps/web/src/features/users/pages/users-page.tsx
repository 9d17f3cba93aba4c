import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../components/use-user-actions';
import { UsersTable } from '../components/users-table';

/** All Users (admin): make accounts admins or delete them. */
export function UsersPage() {
  const { user } = useSession();
  const users = useUsers();
  const { promote, remove, busyEmail } = useUserActions();
  return (
    <Page
      title="All Users"
      intro={
        users.data
          ? `${users.data.length} ${users.data.length === 1 ? 'account' : 'accounts'}. Admins manage orders, products and users; a deleted account's orders stay on record.`
          : undefined
      }
    >
      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <EmptyState title="The users could not be loaded">{users.error.message}</EmptyState>
      ) : (
        <UsersTable
          users={users.data}
          ownEmail={user?.email}
          busyEmail={busyEmail}
          onMakeAdmin={promote}
          onDelete={remove}
        />
      )}
    </Page>
  );
}
