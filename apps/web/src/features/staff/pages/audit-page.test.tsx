import type { AuditEntry } from '@chaka/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AuditPage } from './audit-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const entry = (kind: AuditEntry['kind'], subject: string): AuditEntry => ({
  id: crypto.randomUUID(),
  at: '2026-11-28T10:00:00.000Z',
  actorEmail: 'jamal@example.com',
  actorName: 'Jamal',
  kind,
  subject,
  before: { status: 'confirmed' },
  after: { status: 'shipped' },
  clientAddress: '203.0.113.9',
});

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
  server.use(
    http.get('/api/admin/audit', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      const entries = [entry('order.status', 'order:CP-1001'), entry('staff.role', 'user:mitu@example.com')];
      const kept = kind ? entries.filter((one) => one.kind === kind) : entries;
      return HttpResponse.json({ entries: kept, total: kept.length, page: 1, pageSize: 50 });
    }),
  );
  requests = recordRequests();
});

describe('Audit log', () => {
  it('shows who changed what, before and after, and from where', async () => {
    renderWithApp(<AuditPage />, { path: '/dashboard/audit' });
    expect(await screen.findByText('order:CP-1001')).toBeTruthy();
    expect(screen.getAllByText('Jamal <jamal@example.com>')).toHaveLength(2);
    expect(screen.getAllByText('{"status":"shipped"}')).toHaveLength(2);
    expect(screen.getAllByText('203.0.113.9')).toHaveLength(2);
  });

  it('filters by kind and person, and downloads the CSV with the same filters', async () => {
    renderWithApp(<AuditPage />, { path: '/dashboard/audit' });
    await screen.findByText('order:CP-1001');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'staff.role');
    await userEvent.type(screen.getByLabelText('Person (e-mail)'), 'jamal@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.queryByText('order:CP-1001')).toBeNull());
    expect(screen.getByText('user:mitu@example.com')).toBeTruthy();
    expect(
      requests.all.some(({ path }) => path.includes('kind=staff.role') && path.includes('actor=jamal')),
    ).toBe(true);
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe('/api/admin/audit.csv?actor=jamal%40example.com&kind=staff.role');
  });
});
