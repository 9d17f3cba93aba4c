import type { Permission } from '@chaka/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs, useSession } from '@/test/session';
import { answerAs, staffMember } from '@/test/staff';
import { RequirePermission } from './require-permission';

vi.mock('@/lib/auth', () => import('@/test/session'));

/** The sign-in page, saying where the visitor came from and whether anyone is still signed in. */
function LoginPage() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname;
  const { user } = useSession();
  return (
    <p>
      Login page from {from} {user ? 'signed in' : 'signed out'}
    </p>
  );
}

const screenBehind = (path: string, permission: Permission, name: string) => ({
  element: <RequirePermission permission={permission} />,
  children: [{ path, element: <h1>{name}</h1> }],
});

/** Opens `at` among the staff screens, each behind the guard of its permission. */
const open = (at: string) =>
  renderWithApp(<p>Home</p>, {
    path: '/',
    at,
    routes: [
      screenBehind('/dashboard/overview', 'sales.read', 'Overview screen'),
      screenBehind('/dashboard/allOrders', 'orders.read', 'All Orders screen'),
      screenBehind('/dashboard/users', 'customers.read', 'All Users screen'),
      screenBehind('/dashboard/staff', 'staff.manage', 'Staff screen'),
      { path: '/dashboard', element: <p>Dashboard home</p> },
      { path: '/login', element: <LoginPage /> },
    ],
  });

const forbidden = 'You are not authorized to access this page.';

describe('the permission guard (SPEC §2 admin guard, issue 38 staff roles)', () => {
  beforeEach(() => signInAs(null));

  it('lets an owner, the spec admin, into every staff screen', async () => {
    signInAs(staffMember('owner'));
    answerAs('owner');
    open('/dashboard/staff');
    await screen.findByRole('heading', { name: 'Staff screen' });
  });

  it.each([
    ['manager', '/dashboard/overview', 'Overview screen'],
    ['packer', '/dashboard/allOrders', 'All Orders screen'],
    ['support', '/dashboard/users', 'All Users screen'],
    ['support', '/dashboard/allOrders', 'All Orders screen'],
  ] as const)('lets a %s into %s, which their role allows', async (role, at, name) => {
    signInAs(staffMember(role));
    answerAs(role);
    open(at);
    await screen.findByRole('heading', { name });
  });

  it.each([
    ['manager', '/dashboard/staff'],
    ['packer', '/dashboard/overview'],
    ['packer', '/dashboard/users'],
    ['support', '/dashboard/overview'],
  ] as const)('shows a %s the 403 screen at %s, still signed in', async (role, at) => {
    signInAs(staffMember(role));
    answerAs(role);
    open(at);
    await screen.findByRole('heading', { name: forbidden });
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText(/Login page/)).toBeNull();
    expect(screen.queryByRole('heading', { name: /screen$/ })).toBeNull();
  });

  it('signs a customer with no staff role out and sends them to /login with the page kept', async () => {
    signInAs(nadia);
    answerAs(null);
    open('/dashboard/allOrders');
    await screen.findByText('Login page from /dashboard/allOrders signed out');
    expect(screen.queryByRole('heading', { name: forbidden })).toBeNull();
  });

  it('sends someone signed out to /login with the page kept', async () => {
    answerAs(null);
    open('/dashboard/overview');
    await screen.findByText('Login page from /dashboard/overview signed out');
  });

  it('shows a spinner while it asks, and offers to try again when the check could not be made', async () => {
    signInAs(staffMember('packer'));
    answerAs('packer');
    let reachable = false;
    server.use(
      http.get('/api/me/permissions', () =>
        reachable
          ? HttpResponse.json({ role: 'packer', permissions: ['orders.read', 'orders.move'] })
          : HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    open('/dashboard/allOrders');
    screen.getByText('Checking your access');
    await screen.findByText('Your access could not be checked', {}, { timeout: 8000 });
    expect(screen.queryByText(/Login page/)).toBeNull();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'All Orders screen' });
  });
});
