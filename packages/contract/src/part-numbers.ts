/**
 * Issue 36: a part's numbers. A mechanic types the number stamped on the old part as it comes:
 * 04465-12592, 0446512592, 04465 12592 and 04465.12592 are one number. The normal form (upper case,
 * without spaces, dashes, dots or slashes) is what is stored beside the typed form and matched.
 */

/** The kinds of number: the car maker's, a parts maker's own, and an old number the part supersedes. */
export const PART_NUMBER_KINDS = ['oem', 'aftermarket', 'replaces'] as const;
export type PartNumberKind = (typeof PART_NUMBER_KINDS)[number];

/** The longest part number, typed or normal. */
export const PART_NUMBER_MAX_LENGTH = 40;

const IGNORED = /[\s./-]+/g;

/** The form a part number is matched in: 04465-12592 → 0446512592. */
export function normalPartNumber(typed: string): string {
  return typed.replace(IGNORED, '').toUpperCase();
}

/**
 * The same rule in PostgreSQL, for a column or an expression (the SKU's index is built on it):
 * `upper(regexp_replace(x, '[[:space:]./-]+', '', 'g'))`.
 */
export const PART_NUMBER_NORMAL_SQL = {
  pattern: '[[:space:]./-]+',
} as const;
