/**
 * JSON inside a <script> element: no `<` may appear (it could close the element or open a comment),
 * and the two line separators JavaScript once refused are escaped too. Still the same JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
