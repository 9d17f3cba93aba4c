/** A broken invariant of the crash test: what was acknowledged or stored does not hold. */
export class Broken extends Error {
  override name = 'Broken';
}
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Broken(message);
}
