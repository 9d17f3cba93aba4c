import type { OrderNote, Permission } from '@chaka/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { OrderNotes } from './order-notes';

vi.mock('@/lib/auth', () => import('@/test/session'));

let notes: OrderNote[];
const as = (permissions: Permission[]) =>
  server.use(http.get('/api/me/permissions', () => HttpResponse.json({ role: null, permissions })));

beforeEach(() => {
  signInAs({
    id: 's1',
    name: 'Mitu',
    email: 'mitu@example.com',
    image: null,
    role: 'user',
    emailVerified: true,
  });
  notes = [
    {
      id: 'n1',
      text: 'Customer asked to deliver after 5 pm.',
      authorName: 'Mitu',
      authorEmail: 'mitu@example.com',
      createdAt: '2026-11-28T10:00:00.000Z',
    },
  ];
  server.use(
    http.get('/api/orders/:id/notes', () => HttpResponse.json(notes)),
    http.post('/api/orders/:id/notes', async ({ request }) => {
      const { text } = (await request.json()) as { text: string };
      const note = { ...notes[0]!, id: 'n2', text };
      notes = [...notes, note];
      return HttpResponse.json(note);
    }),
  );
});

const renderNotes = () => renderWithApp(<OrderNotes orderId="o1" />, { path: '/dashboard/orders/o1' });

describe('internal order notes', () => {
  it('lets support read and add notes', async () => {
    as(['orders.read', 'orders.notes', 'customers.read']);
    renderNotes();
    expect(await screen.findByText('Customer asked to deliver after 5 pm.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Add note'), 'Called back, confirmed the address.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Called back, confirmed the address.')).toBeTruthy();
  });

  it('shows a packer the notes without the form', async () => {
    as(['orders.read', 'orders.move']);
    renderNotes();
    expect(await screen.findByText('Customer asked to deliver after 5 pm.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });

  it('shows a customer nothing', async () => {
    as([]);
    const { container } = renderNotes();
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByText('Internal notes')).toBeNull();
  });
});
