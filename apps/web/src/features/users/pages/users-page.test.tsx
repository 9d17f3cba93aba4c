import type { UserListItem } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAccount } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { UsersPage } from './users-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const json = (status: number, body: JsonBodyType) => HttpResponse.json(body, { status });

let users: UserListItem[];
let answers: Record<string, () => Response>;
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  signInAs({
    id: 'a1',
    name: 'Shop Admin',
    email: 'admin@example.com',
    image: null,
    role: 'admin',
    emailVerified: true,
  });
  users = [
    anAccount('admin@example.com', 'admin'),
    anAccount('karim@example.com', 'user'),
    anAccount('salma@example.com', 'user'),
  ];
  answers = {};
  const answer = ({ request }: { request: Request }) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    return answers[key]?.() ?? json(404, { message: `not stubbed: ${key}` });
  };
  server.use(
    http.get('/api/users', () => json(200, users)),
    http.put('/user/admin/:email', answer),
    http.delete('/api/user/:email', answer),
  );
  requests = recordRequests();
});

const renderPage = () => renderWithApp(<UsersPage />, { path: '/dashboard/users' });

async function rowOf(email: string) {
  const cell = await screen.findByText(email);
  return within(cell.closest('tr')!);
}

const confirmDialog = () => screen.findByRole('dialog', { name: 'Are you sure?' });
const sent = (key: string) => requests.all.filter(({ method, path }) => `${method} ${path}` === key);

describe('All Users', () => {
  it('lists every e-mail with "Already an admin" or Make Admin, and Delete', async () => {
    renderPage();
    const admin = await rowOf('admin@example.com');
    const adminButton = admin.getByRole('button', { name: 'Already an admin' });
    expect(adminButton.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(adminButton);
    expect(screen.queryByRole('dialog')).toBeNull();
    // An admin's own account cannot be deleted from here.
    expect((admin.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    const karim = await rowOf('karim@example.com');
    expect(karim.getByRole('button', { name: 'Make Admin' })).toBeTruthy();
    expect((karim.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText(/^3 accounts\./)).toBeTruthy();
  });

  it('makes a user an admin after confirmation', async () => {
    answers['PUT /user/admin/karim%40example.com'] = () => {
      users = users.map((user) => (user.email === 'karim@example.com' ? { ...user, role: 'admin' } : user));
      return json(200, { matchedCount: 1 });
    };
    renderPage();
    await userEvent.click((await rowOf('karim@example.com')).getByRole('button', { name: 'Make Admin' }));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, make admin' }));
    expect(await screen.findByText('karim@example.com successfully an admin')).toBeTruthy();
    await waitFor(async () =>
      expect(
        (await rowOf('karim@example.com')).getByRole('button', { name: 'Already an admin' }),
      ).toBeTruthy(),
    );
  });

  it('does nothing when the confirmation is cancelled', async () => {
    renderPage();
    await userEvent.click((await rowOf('karim@example.com')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE /api/user/karim%40example.com')).toHaveLength(0);
    expect(screen.getByText('karim@example.com')).toBeTruthy();
  });

  it('deletes a user after confirmation', async () => {
    answers['DELETE /api/user/salma%40example.com'] = () => {
      users = users.filter((user) => user.email !== 'salma@example.com');
      return json(200, { deletedCount: 1, message: 'salma@example.com successfully deleted' });
    };
    renderPage();
    await userEvent.click((await rowOf('salma@example.com')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('salma@example.com successfully deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('salma@example.com')).toBeNull());
  });

  it('says why a user could not be deleted', async () => {
    answers['DELETE /api/user/karim%40example.com'] = () =>
      json(200, { deletedCount: 0, message: 'it is the last admin account and the shop needs at least one' });
    renderPage();
    await userEvent.click((await rowOf('karim@example.com')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText(
        'karim@example.com could not be deleted because it is the last admin account and the shop needs at least one',
      ),
    ).toBeTruthy();
  });

  it.each([
    [
      'Make Admin',
      'Yes, make admin',
      'PUT /user/admin/karim%40example.com',
      'You are not authorized to make this user an admin',
    ],
    [
      'Delete',
      'Yes, delete',
      'DELETE /api/user/karim%40example.com',
      'You are not authorized to delete this user',
    ],
  ])('answers a 403 on %s with %j', async (button, confirm, key, message) => {
    answers[key] = () => json(403, { message: 'You are not allowed to do this' });
    renderPage();
    await userEvent.click((await rowOf('karim@example.com')).getByRole('button', { name: button }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: confirm }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
