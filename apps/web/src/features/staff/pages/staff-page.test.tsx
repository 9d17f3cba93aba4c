import type { StaffMember } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { StaffPage } from './staff-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

let staff: StaffMember[];
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  signInAs({
    id: 'o1',
    name: 'Owner',
    email: 'owner@example.com',
    image: null,
    role: 'admin',
    emailVerified: true,
  });
  staff = [
    { id: 'o1', email: 'owner@example.com', name: 'Owner', role: 'owner' },
    { id: 'p1', email: 'jamal@example.com', name: 'Jamal', role: 'packer' },
  ];
  server.use(
    http.get('/api/admin/staff', () => HttpResponse.json(staff)),
    http.put('/api/admin/staff/:email', async ({ params, request }) => {
      const email = String(params.email);
      const { role } = (await request.json()) as { role: StaffMember['role'] | null };
      if (email === 'owner@example.com')
        return HttpResponse.json({ message: 'You cannot change your own role' }, { status: 409 });
      staff = staff.filter((member) => member.email !== email);
      if (role) staff.push({ id: email, email, name: email.split('@')[0]!, role });
      return HttpResponse.json(role ? { id: email, email, name: email, role } : null);
    }),
  );
  requests = recordRequests();
});

const confirm = async (label: string) =>
  userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: label }),
  );

describe('Staff', () => {
  it('lists the staff with their roles, and offers no button to remove the owner’s own role', async () => {
    renderWithApp(<StaffPage />, { path: '/dashboard/staff' });
    const jamal = (await screen.findByText('jamal@example.com')).closest('li')!;
    expect(within(jamal).getByText('Packer')).toBeTruthy();
    expect(within(jamal).getByRole('button', { name: /Remove role/ })).toBeTruthy();
    const own = screen.getByText('owner@example.com').closest('li')!;
    expect(within(own).queryByRole('button')).toBeNull();
  });

  it('gives an account a role after the confirmation, and takes one away', async () => {
    renderWithApp(<StaffPage />, { path: '/dashboard/staff' });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'mitu@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'support');
    await userEvent.click(screen.getByRole('button', { name: 'Assign role' }));
    await confirm('Yes, change the role');
    expect(await screen.findByText('mitu@example.com is now Support')).toBeTruthy();
    const put = requests.all.find(({ method }) => method === 'PUT');
    expect(put?.path).toBe('/api/admin/staff/mitu%40example.com');

    const jamal = (await screen.findByText('jamal@example.com')).closest('li')!;
    await userEvent.click(within(jamal).getByRole('button', { name: /Remove role/ }));
    await confirm('Yes, change the role');
    expect(await screen.findByText('jamal@example.com has no staff role now')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('jamal@example.com')).toBeNull());
  });

  it('shows the server’s reason when a change is refused', async () => {
    renderWithApp(<StaffPage />, { path: '/dashboard/staff' });
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Assign role' }));
    await confirm('Yes, change the role');
    expect(await screen.findByText('You cannot change your own role')).toBeTruthy();
  });
});
