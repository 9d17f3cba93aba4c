import {
  AUTH_BASE_PATH,
  accessMessages,
  hasControlCharacters,
  isPhoneAccountEmail,
  LOCALES,
  LoginFormSchema,
  messages,
  NameSchema,
  PasswordSchema,
  PhoneSignInBodySchema,
  phoneMessages,
  RegisterFormSchema,
  ResetRequestFormSchema,
  ReturnPathSchema,
  requestMessages,
} from '@chaka/contract';
import { z } from 'zod';

const returnPath = ReturnPathSchema.optional();
/** What better-auth's e-mail sign-up and sign-in take besides the form. */
const signInOptions = { callbackURL: returnPath, rememberMe: z.boolean().optional() };
/** The token of a mailed link: a missing one says the link is incomplete. */
const linkToken = (incomplete: string, max: number) =>
  z.string({ error: incomplete }).min(1, incomplete).max(max);
const anyPassword = z
  .string({ error: messages.password.required })
  .min(1, messages.password.required)
  .max(128, messages.password.invalid);

/**
 * better-auth checks only lengths; the shop's rules (SPEC §5) are checked before a request reaches
 * it, and only the fields named here are passed on: anything else in a body (a `role`, an `image`,
 * `emailVerified`...) is dropped.
 */
export const AUTH_BODY_RULES: Record<string, z.ZodType> = {
  // A phone-only account's placeholder address (lib/phone-sign-in.ts) is never anyone's e-mail.
  '/sign-up/email': RegisterFormSchema.extend(signInOptions).refine(
    (body) => !isPhoneAccountEmail(body.email),
    {
      message: phoneMessages.reservedEmail,
      path: ['email'],
    },
  ),
  // Accounts made before a rule change, or by ADMIN_PASSWORD, may have other passwords: any is tried.
  '/sign-in/email': LoginFormSchema.extend({ password: anyPassword, ...signInOptions }),
  '/request-password-reset': ResetRequestFormSchema.extend({ redirectTo: returnPath }),
  '/reset-password': z.object({
    newPassword: PasswordSchema,
    token: linkToken(accessMessages.resetLinkIncomplete, 200),
  }),
  '/change-password': z.object({
    newPassword: PasswordSchema,
    currentPassword: anyPassword,
    revokeOtherSessions: z.boolean().optional(),
  }),
  // The display name, the language the customer reads (docs/decisions/016), or both.
  '/update-user': z
    .object({ name: NameSchema.optional(), locale: z.enum(LOCALES).optional() })
    .refine((body) => body.name !== undefined || body.locale !== undefined, {
      message: messages.name.required,
      path: ['name'],
    }),
  // Signing in or up with a phone number and a code (lib/phone-sign-in.ts); the number is read in
  // the shop's one form, and the plugin's other fields (updatePhoneNumber...) are dropped.
  '/phone-number/verify': PhoneSignInBodySchema,
  '/sign-in/social': z.object({
    provider: z.string().min(1).max(64),
    callbackURL: returnPath,
    newUserCallbackURL: returnPath,
    errorCallbackURL: returnPath,
    disableRedirect: z.boolean().optional(),
  }),
};

/** The same for the links better-auth answers with GET (the verification link of a mail). */
export const AUTH_QUERY_RULES: Record<string, z.ZodType> = {
  '/verify-email': z.object({
    token: linkToken(accessMessages.linkIncomplete, 4096),
    callbackURL: returnPath,
  }),
};

/** Attempts that guess or spend a secret: limited per client and per target address (plugins/rate-limit.ts). */
export const AUTH_ATTEMPT_PATHS = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/phone-number/verify',
]);

/** Where better-auth sends the browser afterwards, by whichever endpoint takes one. */
const RETURN_ADDRESS_FIELDS = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo'];

/**
 * The better-auth endpoint a request under /api/auth is for, e.g. `/sign-in/email`; null for none.
 * A path in any other form (a trailing or doubled slash, an escape, other letter case) could slip
 * past the rules above and the rate limits while a router still resolves it, so it is refused.
 */
export function authEndpoint(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith(`${AUTH_BASE_PATH}/`)) return null;
  const endpoint = path.slice(AUTH_BASE_PATH.length);
  if (!/^(\/[A-Za-z0-9_-]+)+$/.test(endpoint)) return null;
  const lower = endpoint.toLowerCase();
  const checked = lower in AUTH_BODY_RULES || lower in AUTH_QUERY_RULES || AUTH_ATTEMPT_PATHS.has(lower);
  if (lower !== endpoint && checked) return null;
  return endpoint;
}

export interface Issue {
  path: string[];
  message: string;
}

/**
 * The input of a request to an identity endpoint, checked as the shop's own routes check theirs:
 * no control characters anywhere (PostgreSQL cannot store a NUL byte), a return address only to a
 * path of the shop on every endpoint that takes one, and the endpoint's own rule where it has one.
 * Answers the body to pass on (only the rule's fields), or the issues.
 */
export function checkAuthInput(
  endpoint: string,
  input: { method: string; body: unknown; query: unknown },
): { ok: true; body: unknown } | { ok: false; issues: Issue[] } {
  const isPost = input.method === 'POST';
  const issues = [
    ...controlCharacterIssues(input.query),
    ...returnAddressIssues(input.query),
    ...(isPost ? [...controlCharacterIssues(input.body), ...returnAddressIssues(input.body)] : []),
  ];
  if (issues.length > 0) return { ok: false, issues };
  const rule = (isPost ? AUTH_BODY_RULES : AUTH_QUERY_RULES)[endpoint];
  const parsed = rule?.safeParse((isPost ? input.body : input.query) ?? {});
  if (parsed && !parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
    };
  }
  // Only a body's checked fields go on; a query is passed as it came (it is part of the URL).
  return { ok: true, body: isPost && parsed ? parsed.data : input.body };
}

/** A value met in the walk below, with the way back to the top (the path is built only to report). */
interface Visited {
  value: unknown;
  key: string;
  parent: Visited | null;
}

function pathOf(visited: Visited): string[] {
  const path: string[] = [];
  for (let at: Visited | null = visited; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

function controlCharacterIssues(value: unknown): Issue[] {
  // Iterative and linear: each value is visited once, and nothing is copied per level (a body's
  // depth is bounded before it is parsed, plugins/body-limits.ts, but the walk needs no such bound).
  const pending: Visited[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (hasControlCharacters(next.value)) {
        return [{ path: pathOf(next), message: requestMessages.controlCharacters }];
      }
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, item] of Object.entries(next.value)) {
        if (hasControlCharacters(key))
          return [{ path: pathOf(next), message: requestMessages.controlCharacters }];
        pending.push({ value: item, key, parent: next });
      }
    }
  }
  return [];
}

function returnAddressIssues(fields: unknown): Issue[] {
  if (typeof fields !== 'object' || fields === null) return [];
  return RETURN_ADDRESS_FIELDS.filter((name) => {
    const value = (fields as Record<string, unknown>)[name];
    return value !== undefined && !ReturnPathSchema.safeParse(value).success;
  }).map((name) => ({ path: [name], message: accessMessages.returnAddress }));
}
