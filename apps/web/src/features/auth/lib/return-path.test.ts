import { describe, expect, it } from 'vitest';
import { pathFromState, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/', '/dashboard', '/services/123?x=1#top', '/dashboard/allOrders'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    '/login',
    '/login?from=/x',
    '/register',
    '/reset-password/abc',
    undefined,
    42,
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });
});

describe('pathFromState', () => {
  it('joins the guarded location back into a path', () => {
    expect(pathFromState({ from: { pathname: '/services/7', search: '?a=1', hash: '#b' } })).toBe(
      '/services/7?a=1#b',
    );
  });

  it('ignores state without a usable origin', () => {
    expect(pathFromState(null)).toBeNull();
    expect(pathFromState({ from: 'elsewhere' })).toBeNull();
    expect(pathFromState({ from: { pathname: '//evil.example' } })).toBeNull();
  });
});
