import type { StaffRole } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { anAccount } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { answerAs, staffMember, WhenRoleKnown } from '@/test/staff';
import { UsersPage } from './users-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

function openAs(role: StaffRole) {
  signInAs(staffMember(role));
  answerAs(role);
  server.use(
    http.get('/api/users', () =>
      HttpResponse.json([anAccount('owner@example.com', 'admin'), anAccount('karim@example.com', 'user')]),
    ),
  );
  renderWithApp(
    <WhenRoleKnown>
      <UsersPage />
    </WhenRoleKnown>,
    { path: '/dashboard/users' },
  );
}

describe('All Users by staff role (issue 38)', () => {
  it('gives an owner Make Admin and Delete, as the spec admin', async () => {
    openAs('owner');
    const table = within(await screen.findByRole('table'));
    table.getByRole('button', { name: 'Make Admin' });
    expect(table.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
  });

  it.each(['manager', 'support'] as const)(
    'shows a %s who is an admin, with neither Make Admin nor Delete (staff.manage)',
    async (role) => {
      openAs(role);
      const table = within(await screen.findByRole('table'));
      table.getByText('karim@example.com');
      table.getByRole('button', { name: 'Already an admin' });
      expect(table.queryByRole('button', { name: 'Make Admin' })).toBeNull();
      expect(table.queryByRole('button', { name: 'Delete' })).toBeNull();
      expect(table.queryByRole('columnheader', { name: 'Delete' })).toBeNull();
    },
  );
});
