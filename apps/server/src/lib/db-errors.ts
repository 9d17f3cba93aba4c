/** PostgreSQL's code for a row that refers to one that is not there (any more). */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * True when a query failed because a row it referred to was deleted meanwhile (a race with another
 * request). Drizzle wraps the driver's error; PGlite and node-postgres both carry the SQLSTATE code.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}
