import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { dashboardRoutes } from './dashboard-routes';
import { routes } from './router';

const patternsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...patternsOf(route.children ?? [])]);

const screensOf = (tree: object): string[] =>
  Object.values(tree).flatMap((entry) => ('path' in entry ? [entry.path as string] : screensOf(entry)));

describe('the router', () => {
  it('has a route for every screen address and no address of its own', () => {
    const screens = screensOf(paths).filter((path) => path !== paths.home.path);
    // The dashboard's routes are mounted at `/dashboard/*` and come with its first page.
    const mounted = patternsOf(routes).filter(
      (path) => path !== '*' && path !== `${paths.dashboard.root.path}/*`,
    );
    expect([...mounted, ...patternsOf([dashboardRoutes])].sort()).toEqual(screens.sort());
  });
});
