import { describe, expect, it } from 'vitest';
import { homePathFor, isRole, ROLES, type Role, redirectForRole, requiredRoleForPath } from './roles';

describe('roles', () => {
  it('are admin and client', () => {
    expect(ROLES).toEqual(['admin', 'client']);
    expect(isRole('admin')).toBe(true);
    expect(isRole('superadmin')).toBe(false);
    expect(isRole('client')).toBe(true);
    expect(isRole('Client')).toBe(false);
    expect(isRole(null)).toBe(false);
  });
});

describe('homePathFor', () => {
  it('sends admins to /admin and anyone else to /dashboard', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('client')).toBe('/dashboard');
    expect(homePathFor(null)).toBe('/dashboard');
    expect(homePathFor(undefined)).toBe('/dashboard');
  });
});

describe('requiredRoleForPath', () => {
  it.each([
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/admin/clients', 'admin'],
    ['/admin/clients/123/edit', 'admin'],
    ['/admin/campaigns/abc/edit', 'admin'],
    ['/admin/settings?tab=1', 'admin'],
    ['/dashboard', 'client'],
    ['/dashboard/campaigns/abc', 'client'],
    ['/dashboard/pending', 'client'],
    ['/dashboard/profile#pw', 'client'],
    ['/', null],
    ['/login', null],
    ['/administrator', null],
    ['/dashboards', null],
    ['/no-existe', null],
    ['/Admin', null],
  ] as const)('%s requires %s', (path, role) => {
    expect(requiredRoleForPath(path)).toBe(role);
  });
});

describe('redirectForRole', () => {
  const cases: [Role | null | undefined, Role | null, string | null][] = [
    // public path: everyone allowed
    ['admin', null, null],
    ['client', null, null],
    [null, null, null],
    [undefined, null, null],
    // admin path
    ['admin', 'admin', null],
    ['client', 'admin', '/dashboard'],
    [null, 'admin', '/login'],
    [undefined, 'admin', '/login'],
    // client path
    ['client', 'client', null],
    ['admin', 'client', '/admin'],
    [null, 'client', '/login'],
    [undefined, 'client', '/login'],
  ];

  it.each(cases)('role %s on a path requiring %s -> %s', (role, requiredRole, expected) => {
    expect(redirectForRole({ role, requiredRole })).toBe(expected);
  });

  it('sends an unknown runtime role to /login instead of looping', () => {
    expect(redirectForRole({ role: 'owner' as Role, requiredRole: 'client' })).toBe('/login');
  });

  it('never redirects to a path the same user would be refused at', () => {
    for (const role of ROLES) {
      for (const requiredRole of ROLES) {
        const target = redirectForRole({ role, requiredRole });
        if (target === null) continue;
        expect(redirectForRole({ role, requiredRole: requiredRoleForPath(target) })).toBeNull();
      }
    }
  });
});
