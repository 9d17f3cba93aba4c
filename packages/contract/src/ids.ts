// No zod here: screens that only check an id (a stored car) need not load the validation library.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is an id as the shop makes them (a UUID). */
export function isId(value: string): boolean {
  return UUID_PATTERN.test(value);
}
