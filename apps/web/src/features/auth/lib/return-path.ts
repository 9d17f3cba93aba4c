import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

/** The screens of signing in; /reset-password also covers the new-password links below it. */
const SIGN_IN_SCREENS = [paths.auth.login.path, paths.auth.register.path, paths.auth.resetPassword.path];

/** Whether `value` is the screen `screen` itself, below it, or it with a query or fragment. */
const isAtOrBelow = (value: string, screen: string) =>
  value.startsWith(screen) && ['', '/', '?', '#'].includes(value.charAt(screen.length));

/**
 * A path inside the shop to go back to, or null. Only same-site paths pass: a link such as
 * /login?from=https://evil.example must not send a freshly signed-in user elsewhere.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Back to the sign-in screens would be a loop.
  if (SIGN_IN_SCREENS.some((screen) => isAtOrBelow(value, screen))) return null;
  return value;
}

interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

/** Where the guards were sent from (location.state.from), as one path string. */
export function pathFromState(state: unknown): string | null {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return safeReturnPath(`${from.pathname}${search}${hash}`);
}

/**
 * The page to return to after signing in: the one a guard sent the visitor from, or the `from`
 * of the address (it survives the round trip through Google), else the home page.
 */
export function useReturnPath(): string {
  const location = useLocation();
  const [search] = useSearchParams();
  return pathFromState(location.state) ?? safeReturnPath(search.get('from')) ?? paths.home.getHref();
}
