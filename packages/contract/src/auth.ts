import { z } from 'zod';
import { EmailSchema, NameSchema, PasswordSchema } from './common.js';

/** Answers of the access rules (who may call what) that SPEC §8 leaves open. */
export const accessMessages = {
  signInFirst: 'Please sign in first',
  notAllowed: 'You are not allowed to do this',
  foreignOrigin: 'This request must come from the shop itself',
  notYours: 'The address must be your own',
  notYourProfile: 'You can only see and change your own profile',
  returnAddress: 'The return address must be a path of the shop',
  linkIncomplete: 'The link is incomplete',
  resetLinkIncomplete: 'The reset link is incomplete',
} as const;

/** Register (SPEC §2, §5): name, e-mail and a password by the shop's rule. */
export const RegisterFormSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});

/** Login (SPEC §5 applies the password rule to the login form too). */
export const LoginFormSchema = z.object({ email: EmailSchema, password: PasswordSchema });

/** Reset (SPEC §2): the address the reset link goes to. */
export const ResetRequestFormSchema = z.object({ email: EmailSchema });

/** The new password chosen from the reset link: the same rule as on sign-up. */
export const NewPasswordFormSchema = z.object({ password: PasswordSchema });

// Any origin serves: only whether the address stays on it matters.
const PROBE_ORIGIN = 'https://shop.invalid';

/**
 * Whether a return address (where a sign-in, verification or reset link sends the browser
 * afterwards) is a path of the shop, so that no link on the shop's address can send a customer to
 * another site. It must be printable ASCII (it ends up in a Location header), stay on the shop's
 * origin once resolved, not start with `//` or `/\` (another host to a browser), and be written as
 * it resolves: `/.//evil.example` or `/%2e//evil.example` become `//evil.example` on the way.
 */
export function isReturnPath(value: string): boolean {
  if (!/^\/[\x21-\x7e]*$/.test(value) || /^\/[/\\]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return false;
  }
  if (url.origin !== PROBE_ORIGIN || /^\/[/\\]/.test(url.pathname)) return false;
  return `${url.pathname}${url.search}${url.hash}` === value;
}

export const ReturnPathSchema = z.string().max(2048).refine(isReturnPath, accessMessages.returnAddress);
