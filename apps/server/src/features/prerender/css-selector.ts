/**
 * A selector that can be matched against a rendered page and matches at least what the original
 * does (never less, so no rule the page needs is left out of its inline CSS): pseudo-elements and
 * pseudo-classes are dropped, except :is() and :where(), whose selectors are kept. Beasties' own
 * normalisation drops those two whole, and with them most of Tailwind's and daisyUI's rules
 * (`:where(.space-y-2>:not(:last-child))`, `.join :where(.join-item)`).
 */
export function matchableSelector(selector: string): string {
  let out = '';
  let i = 0;
  while (i < selector.length) {
    const char = selector[i]!;
    if (char === '\\') {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (char === '[') {
      // An attribute's value may hold ':' or '('.
      const end = selector.indexOf(']', i);
      const stop = end === -1 ? selector.length : end + 1;
      out += selector.slice(i, stop);
      i = stop;
    } else if (char === ':') {
      const pseudo = /^::?([a-zA-Z-]+)/.exec(selector.slice(i));
      if (!pseudo) return selector;
      i += pseudo[0].length;
      if (selector[i] === '(') {
        const end = closingParenthesis(selector, i);
        const name = pseudo[1]!.toLowerCase();
        if (name === 'is' || name === 'where') {
          const inner = splitList(selector.slice(i + 1, end)).map((part) => matchableSelector(part) || '*');
          out += `:is(${inner.join(',')})`;
        }
        i = end + 1;
      }
    } else {
      out += char;
      i += 1;
    }
  }
  // A combinator left without its right-hand side (`.a>:hover`) applies to any element.
  return out
    .replace(/([>+~])\s*(?=[>+~])/g, '$1 * ')
    .replace(/([>+~])\s*(?=$|[),])/g, '$1 *')
    .trim();
}

function closingParenthesis(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}

/** A selector list's selectors (commas inside parentheses or brackets do not split). */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '\\') i += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}
