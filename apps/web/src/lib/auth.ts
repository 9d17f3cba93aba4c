import { isLocale, type Locale, type Role, roleOf, routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { call } from './api-client';

type AuthClient = typeof import('./auth-client')['authClient'];

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  emailVerified: boolean;
  /** The language chosen with the account (mails go out in it); null until one is chosen. */
  locale?: Locale | null;
  /** The account's own mobile number (`+8801712345678`), once it has one (issue 34). */
  phoneNumber?: string | null;
}

/** The user as better-auth answers it: `role` is the shop's additional field its types do not know. */
export type RawUser = Omit<SessionUser, 'role' | 'image' | 'locale'> & {
  role?: string;
  image?: string | null;
  locale?: string | null;
};

/**
 * Who is signed in. A first visit reads it with one plain request (GET /api/auth/get-session);
 * better-auth's client (about 12 kB gzipped) is fetched only when an action needs it (sign-in,
 * sign-out, reset), and from then on its session is the one followed.
 */
const PENDING: { user: RawUser | null; isPending: boolean } = { user: null, isPending: true };
let session = PENDING;
let reading = false;
/**
 * The session the server rendered a page with: still being read on a public screen (rendered for
 * anyone), the customer's own on a screen rendered for them (src/entry-server.tsx).
 */
let served = PENDING;
const servedSession = () => served;
let client: Promise<AuthClient> | undefined;
const listeners = new Set<() => void>();

function setSession(user: RawUser | null) {
  session = { user, isPending: false };
  for (const listener of listeners) listener();
}

function readSession() {
  if (reading) return;
  reading = true;
  fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => (response.ok ? ((await response.json()) as { user?: RawUser } | null) : null))
    .catch(() => null)
    .then((body) => {
      if (!client) setSession(body?.user ?? null);
    });
}

/**
 * Renders from here on with the session a signed-in screen was rendered with (`undefined`: none,
 * the session is still being read). In the browser it is the session the page starts with, so
 * it is not read again; the server sets it for one synchronous render and takes it back after.
 */
export function renderWithSession(user: RawUser | null | undefined) {
  served = user === undefined ? PENDING : { user, isPending: false };
  if (typeof window === 'undefined' || user === undefined) return;
  session = served;
  reading = true;
}

/** better-auth's client, loaded with the first action that needs it. */
export function loadAuthClient(): Promise<AuthClient> {
  client ??= import('./auth-client').then(({ authClient }) => {
    authClient.useSession.subscribe((value) => {
      if (!value.isPending) setSession((value.data?.user as RawUser | undefined) ?? null);
    });
    return authClient;
  });
  return client;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  readSession();
  return () => {
    listeners.delete(listener);
  };
}

/** The signed-in user (null when signed out) and whether the session is still being read. */
export function useSession(): { user: SessionUser | null; isPending: boolean } {
  // The server renders a public screen for anyone, so with the session still being read, and a
  // signed-in screen with the customer's session, which the browser's hydration starts from.
  const { user, isPending } = useSyncExternalStore(subscribe, () => session, servedSession);
  return {
    isPending,
    user: user
      ? {
          id: user.id,
          name: user.name,
          email: user.email,
          image: user.image ?? null,
          role: roleOf(user.role),
          emailVerified: user.emailVerified,
          locale: isLocale(user.locale) ? user.locale : null,
          phoneNumber: user.phoneNumber ?? null,
        }
      : null,
  };
}

/** Cache keys of the signed-in user's checks. */
const authKeys = {
  adminCheck: (email: string) => ['admin-check', email] as const,
};

/** GET /admin/{email}: the server's word on whether this user is an admin (SPEC §6). */
export const adminCheckQuery = (email: string) =>
  queryOptions({
    queryKey: authKeys.adminCheck(email),
    queryFn: ({ signal }) => call(routes.adminCheck, { params: { email } }, { signal }),
    staleTime: 60_000,
    retry: false,
  });

/**
 * The signed-in user and the server's admin check of them, not asked while signed out: useRole
 * reads it for screens, the admin guard for entry. The cart alone goes by the session's role
 * (cart-owner.ts), so a customer's cart loads at sign-in without waiting for the check; an admin's
 * order is refused by the server whatever the screen shows.
 */
export function useAdminCheck() {
  const { user, isPending } = useSession();
  const check = useQuery({ ...adminCheckQuery(user?.email ?? ''), enabled: Boolean(user) });
  return { user, isPending, check };
}

/**
 * The signed-in user's role as the server tells it (the admin check); when the check fails, the
 * role the session carries.
 */
export function useRole(): { role: Role | null; isPending: boolean } {
  const { user, isPending, check } = useAdminCheck();
  if (isPending) return { role: null, isPending: true };
  if (!user) return { role: null, isPending: false };
  if (check.data) return { role: check.data.admin ? 'admin' : 'user', isPending: false };
  return { role: check.isError ? user.role : null, isPending: !check.isError };
}

/** The photo shown for a user: theirs (e.g. from Google), else the shop's default avatar. */
export function avatarOf(user: Pick<SessionUser, 'image'>): string {
  return user.image || '/images/avatar-default.svg';
}
