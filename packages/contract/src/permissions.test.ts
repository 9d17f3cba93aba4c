import { describe, expect, it } from 'vitest';
import {
  isOwnerOr,
  PERMISSIONS,
  packsOnly,
  permissionOfWho,
  permissionsOf,
  ROLE_PERMISSIONS,
  staffRoleOf,
} from './permissions.js';
import { routes } from './routes.js';

describe('staff roles and permissions', () => {
  it('names every route’s need as a permission, never the plain admin of before', () => {
    const plain = ['anyone', 'signed-in', 'customer', 'owner'];
    const wrong = Object.entries(routes)
      .filter(([, route]) => !plain.includes(route.who))
      .filter(
        ([, route]) => route.who === 'admin' || route.who === 'owner-or-admin' || !permissionOfWho(route.who),
      )
      .map(([name, route]) => `${name}: ${route.who}`);
    expect(wrong).toEqual([]);
  });

  it('gives each role exactly its permissions', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    expect(ROLE_PERMISSIONS.manager).not.toContain('staff.manage');
    expect(ROLE_PERMISSIONS.manager).not.toContain('settings');
    expect([...ROLE_PERMISSIONS.packer].sort()).toEqual(['orders.move', 'orders.read']);
    expect([...ROLE_PERMISSIONS.support].sort()).toEqual([
      'customers.read',
      'messages.resend',
      'orders.notes',
      'orders.read',
      'returns.open',
    ]);
    expect(packsOnly(ROLE_PERMISSIONS.packer)).toBe(true);
    for (const role of ['owner', 'manager', 'support'] as const)
      expect(packsOnly(ROLE_PERMISSIONS[role])).toBe(false);
  });

  it('reads the spec’s admin as an owner and the staff column for the rest', () => {
    expect(staffRoleOf('admin', null)).toBe('owner');
    expect(staffRoleOf('admin', 'packer')).toBe('owner');
    expect(staffRoleOf('user', 'packer')).toBe('packer');
    expect(staffRoleOf('user', 'owner')).toBeNull();
    expect(staffRoleOf('user', null)).toBeNull();
    expect(permissionsOf(null)).toEqual([]);
  });

  it('reads owner-or-<permission> routes', () => {
    expect(isOwnerOr('owner-or-orders.read')).toBe(true);
    expect(permissionOfWho('owner-or-orders.read')).toBe('orders.read');
    expect(permissionOfWho('orders.move')).toBe('orders.move');
    expect(permissionOfWho('signed-in')).toBeNull();
  });
});
