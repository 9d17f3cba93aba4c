import { messages, type UserListItem } from '@chaka/contract';
import { useId } from 'react';

/** The All Users table: e-mail, the Admin column, Delete (SPEC §2). */
export function UsersTable({
  users,
  ownEmail,
  busyEmail,
  onMakeAdmin,
  onDelete,
}: {
  users: UserListItem[];
  ownEmail: string | undefined;
  busyEmail: string | undefined;
  onMakeAdmin: (email: string) => void;
  onDelete: (email: string) => void;
}) {
  const idPrefix = useId();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
      <table className="table table-sm sm:table-md">
        <caption className="sr-only">All users</caption>
        <thead>
          <tr>
            <th scope="col">Sl.</th>
            <th scope="col">Email</th>
            <th scope="col" className="hidden md:table-cell">
              Name
            </th>
            <th scope="col">Admin</th>
            <th scope="col">
              <span className="sr-only sm:not-sr-only">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user, index) => {
            const emailId = `${idPrefix}-email-${index}`;
            const isSelf = user.email === ownEmail;
            const busy = busyEmail === user.email;
            return (
              <tr key={user._id} className="hover:bg-base-200">
                <td className="tabular text-muted">{index + 1}</td>
                <td id={emailId} className="min-w-36 break-all font-medium">
                  {user.email}
                  {isSelf && <span className="ml-2 badge badge-ghost badge-sm">you</span>}
                  <span className="block font-normal text-muted md:hidden">{user.name}</span>
                </td>
                <td className="hidden md:table-cell">{user.name}</td>
                <td>
                  {user.role === 'admin' ? (
                    <button
                      type="button"
                      className="btn btn-xs sm:btn-sm btn-disabled whitespace-nowrap"
                      disabled
                      aria-describedby={emailId}
                    >
                      {messages.users.alreadyAdmin}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-xs sm:btn-sm btn-neutral whitespace-nowrap"
                      disabled={busy}
                      aria-describedby={emailId}
                      onClick={() => onMakeAdmin(user.email)}
                    >
                      Make Admin
                    </button>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-xs sm:btn-sm btn-error btn-outline"
                    disabled={busy || isSelf}
                    title={isSelf ? 'You cannot delete your own account' : undefined}
                    aria-describedby={emailId}
                    onClick={() => onDelete(user.email)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
