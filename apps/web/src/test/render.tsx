import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';

/**
 * Renders `element` as the app does: inside its providers (a fresh query cache, the dialog, the
 * toasts) and a router, as the screen at `path` (a route pattern) opened at `at`. `routes` are
 * screens beside it, for the ones it goes on to.
 */
export function renderWithApp(
  element: ReactNode,
  { path = '/', at = path, routes = [] }: { path?: string; at?: string; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [at] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** Runs a hook as the app's screens do: inside the app's providers. */
export function renderHookWithApp<Result>(hook: () => Result) {
  return renderHook(hook, { wrapper: AppProviders });
}
