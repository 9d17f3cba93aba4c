import { ROLE_PERMISSIONS, type StaffRole } from '@chaka/contract';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import type { SessionUser } from '@/lib/auth';
import { usePermissions } from '@/lib/permissions';
import { server } from './server';

/**
 * A member of staff as the session names them (issue 38): an owner is the spec's admin, any other
 * role a `user` to the spec, a customer too.
 */
export const staffMember = (role: StaffRole): SessionUser => ({
  id: `staff-${role}`,
  name: `Staff ${role}`,
  email: `${role}@example.com`,
  image: null,
  role: role === 'owner' ? 'admin' : 'user',
  emailVerified: true,
});

/**
 * The server's answers about the signed-in person for `role` (null: a customer): GET
 * /api/me/permissions with the role's permissions, and the spec's admin check (GET /admin/{email}),
 * true for an owner only.
 */
export function answerAs(role: StaffRole | null) {
  server.use(
    http.get('/api/me/permissions', () =>
      HttpResponse.json({ role, permissions: role ? ROLE_PERMISSIONS[role] : [] }),
    ),
    http.get('/admin/:email', () => HttpResponse.json({ admin: role === 'owner' })),
  );
}

/**
 * Shows `children` once the server has said who the signed-in person is, as the staff screens'
 * permission guard does before it shows a screen (a screen under test is rendered without it).
 */
export function WhenRoleKnown({ children }: { children: ReactNode }) {
  return usePermissions().data ? children : null;
}
