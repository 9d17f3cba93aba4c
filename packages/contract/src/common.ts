import { z } from 'zod';
import { LIMITS, PASSWORD_MIN_LENGTH } from './constants.js';
import { isShopImage } from './images.js';
import { messages } from './messages.js';

/** Answers about a request as a whole, whatever it is for. */
export const requestMessages = {
  invalid: 'Invalid request',
  invalidValue: 'Invalid value',
  addressMismatch: 'The address in the path and in the body must be the same',
  controlCharacters: 'Must not contain control characters',
  unstorableText: 'The request holds characters that cannot be stored',
  tooLarge: 'The request is too large',
  notJson: 'Send the body as JSON',
  invalidJson: 'The body is not valid JSON',
  tooDeep: (max: number) => `The body nests too deeply: at most ${max} levels of brackets are allowed`,
  serverError: 'Something went wrong on our side. Please try again.',
  noSuchEndpoint: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
} as const;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): invisible, they
 * make text read otherwise than it was typed (an address in the admin's table, on a parcel's
 * label), so they are taken out of every name and stored text.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

/** A required text field: a missing value and a blank one both get the field's own message. */
export function requiredText(required: string, max: number, tooLong = `Must be at most ${max} characters`) {
  return z
    .string({ error: required })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value), requestMessages.controlCharacters);
}

// Tabs and line breaks are fine in long text; other control characters are never legitimate input.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** A required number from JSON or from a numeric input (react-hook-form gives NaN for an empty one). */
export function requiredNumber(required: string, label: string) {
  return z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' || Number.isNaN(issue.input)
        ? required
        : `${label} must be a number`,
  });
}

/**
 * Text in a query string (a search, a make). A NUL byte can never match stored text (PostgreSQL
 * text cannot hold one) and would fail the query, so control characters are refused.
 */
export function queryText(label: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), `${label} must not contain control characters`);
}

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** The one spelling of an e-mail address the shop compares and stores: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const EmailSchema = z
  .string({ error: messages.email.required })
  .trim()
  .min(1, messages.email.required)
  .max(LIMITS.emailLength, messages.email.invalid)
  .regex(EMAIL_PATTERN, messages.email.invalid)
  .transform(normaliseEmail);

const PASSWORD_PATTERN = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN_LENGTH},}$`);

export const PasswordSchema = z
  .string({ error: messages.password.required })
  .min(1, messages.password.required)
  .max(LIMITS.passwordLength, messages.password.invalid)
  .regex(PASSWORD_PATTERN, messages.password.invalid);

// Letters of any alphabet, spaces and , . ' - (SPEC §5).
const NAME_PATTERN = /^[\p{L}\p{M} ,.'-]+$/u;

export const NameSchema = z
  .string({ error: messages.name.required })
  .overwrite(withoutBidiControls)
  .trim()
  .min(1, messages.name.required)
  .max(LIMITS.nameLength, messages.name.invalid)
  .regex(NAME_PATTERN, messages.name.invalid);

export const IdSchema = z.uuid({ error: 'Not a valid id' });
/**
 * An id in a path. A malformed one names no resource, so it is treated like an unknown id (404)
 * rather than as invalid input: see isId (ids.ts).
 */
export const IdParamsSchema = z.object({ id: z.string().max(100) });

/** Web links only: a stored link is later rendered as an href or an img src. */
export function webUrl(required: string, invalid = 'Must be a link starting with http:// or https://') {
  return requiredText(required, LIMITS.urlLength, invalid).refine(isWebUrl, invalid);
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An image is either one of our own files or a web link. */
export function imageUrl(required: string) {
  const invalid = 'Image must be an uploaded file or a link starting with http:// or https://';
  return requiredText(required, LIMITS.urlLength, invalid).refine(
    (value) => isShopImage(value) || isWebUrl(value),
    invalid,
  );
}

export const ErrorResponseSchema = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
