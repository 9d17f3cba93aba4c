import type { StaffRole } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { signInAs } from '@/test/session';
import { answerAs, staffMember } from '@/test/staff';
import { DashboardLayout } from './dashboard-layout';

vi.mock('@/lib/auth', () => import('@/test/session'));

/** The menu's entries once it shows `last`, the last of them. */
async function menuOf(last: string) {
  const menu = screen.getByRole('navigation', { name: 'Dashboard' });
  await within(menu).findByRole('link', { name: last });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

const openAs = (role: StaffRole | null) => {
  signInAs(role ? staffMember(role) : nadia);
  answerAs(role);
  renderWithApp(<DashboardLayout />, { path: '/dashboard' });
};

describe('the dashboard menu as each person sees it (issue 38)', () => {
  it('shows an owner every screen of the shop, as the spec admin', async () => {
    openAs('owner');
    const items = await menuOf('My Profile');
    expect(items).toContain('Staff');
    expect(items).toContain('Audit log');
    expect(items).toContain('Overview');
    expect(items).not.toContain('My Orders');
  });

  it('shows a packer the orders beside their customer screens, and no sales, customers or products', async () => {
    openAs('packer');
    await within(screen.getByRole('navigation', { name: 'Dashboard' })).findByRole('link', {
      name: 'All Orders',
    });
    const items = await menuOf('My Profile');
    expect(items).toContain('My Orders');
    for (const hidden of ['Overview', 'All Users', 'Add Product', 'Manage Products', 'Staff', 'Audit log']) {
      expect(items).not.toContain(hidden);
    }
  });

  it('shows support the orders, users and returns beside their customer screens', async () => {
    openAs('support');
    await within(screen.getByRole('navigation', { name: 'Dashboard' })).findByRole('link', {
      name: 'All Users',
    });
    const items = await menuOf('My Profile');
    expect(items).toEqual(expect.arrayContaining(['All Orders', 'Returns', 'All Users', 'My Orders']));
    for (const hidden of ['Overview', 'Add Product', 'Promotions', 'Staff', 'Audit log']) {
      expect(items).not.toContain(hidden);
    }
  });

  it('shows a manager everything but Staff and Audit log', async () => {
    openAs('manager');
    await within(screen.getByRole('navigation', { name: 'Dashboard' })).findByRole('link', {
      name: 'Overview',
    });
    const items = await menuOf('My Profile');
    expect(items).toEqual(expect.arrayContaining(['All Orders', 'Promotions', 'All Users', 'My Orders']));
    expect(items).not.toContain('Staff');
    expect(items).not.toContain('Audit log');
  });

  it('shows a customer their own screens only', async () => {
    openAs(null);
    const items = await menuOf('My Profile');
    expect(items).toContain('My Orders');
    expect(items).not.toContain('All Orders');
  });
});
