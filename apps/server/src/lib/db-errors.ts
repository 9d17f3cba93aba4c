/** PostgreSQL's codes for a row that refers to one that is not there, and for a duplicate key. */
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's codes for text it cannot store: a NUL byte, or a character the encoding lacks. */
const UNSTORABLE_TEXT = ['22021', '22P05'];

/** Whether a failed query carries one of these SQLSTATE codes (Drizzle wraps the driver's error). */
function hasSqlState(error: unknown, codes: readonly string[]): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (codes.includes((current as { code?: unknown }).code as string)) return true;
  }
  return false;
}

/**
 * True when a query failed because a row it referred to was deleted meanwhile (a race with another
 * request), or is still referred to. PGlite and node-postgres both carry the SQLSTATE code.
 */
export const isForeignKeyViolation = (error: unknown) => hasSqlState(error, [FOREIGN_KEY_VIOLATION]);

/** True when a query failed because a unique index already holds that key. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, [UNIQUE_VIOLATION]);

/** True when a query failed because the text it was given cannot be stored: bad input, not a fault. */
export const isUnstorableText = (error: unknown) => hasSqlState(error, UNSTORABLE_TEXT);
