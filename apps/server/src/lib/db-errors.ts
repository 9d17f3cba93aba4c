/** PostgreSQL's codes for a row that refers to one that is not there, and for a duplicate key. */
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

function hasCode(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/**
 * True when a query failed because a row it referred to was deleted meanwhile (a race with another
 * request), or is still referred to. Drizzle wraps the driver's error; PGlite and node-postgres
 * both carry the SQLSTATE code.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, FOREIGN_KEY_VIOLATION);
}

/** True when a query failed because a unique index already holds that key. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, UNIQUE_VIOLATION);
}
