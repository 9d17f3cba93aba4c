/** A message in Lingui's compiled form: text, `[name]` placeholders, `[name, 'plural', {...}]`. */
export type CompiledMessage = string | ReadonlyArray<string | readonly unknown[]>;
export type CompiledCatalog = Readonly<Record<string, CompiledMessage>>;

export interface MatchedMessage {
  id: string;
  values: Record<string, string | number>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds which message of an English catalog a finished sentence is, and the values put into it:
 * the contract's schemas and services write their messages in English (the spec's words), and
 * this is how a server answer or a form's error is put into the reader's language afterwards.
 * Messages with plurals or selects are never matched: none of them is a validation message.
 */
export function messageMatcher(english: CompiledCatalog): (text: string) => MatchedMessage | undefined {
  const exact = new Map<string, string>();
  const patterns: Array<{ id: string; pattern: RegExp; names: string[] }> = [];
  for (const [id, message] of Object.entries(english)) {
    const parts = typeof message === 'string' ? [message] : message;
    const names: string[] = [];
    let source = '';
    let matchable = true;
    for (const part of parts) {
      if (typeof part === 'string') source += escapeRegExp(part);
      else if (part.length === 1 && typeof part[0] === 'string') {
        names.push(part[0]);
        source += '(.+?)';
      } else matchable = false;
    }
    if (!matchable) continue;
    if (names.length === 0) exact.set(parts.join(''), id);
    else patterns.push({ id, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  return (text) => {
    const id = exact.get(text);
    if (id !== undefined) return { id, values: {} };
    for (const { id, pattern, names } of patterns) {
      const found = pattern.exec(text);
      if (!found) continue;
      const values: Record<string, string | number> = {};
      // A number in the sentence goes back in as a number, so the other language writes its digits.
      names.forEach((name, index) => {
        const value = found[index + 1] ?? '';
        values[name] = /^\d{1,15}$/.test(value) ? Number(value) : value;
      });
      return { id, values };
    }
    return undefined;
  };
}
