/** A message in Lingui's compiled form: text, `[name]` placeholders, `[name, 'plural', {...}]`. */
export type CompiledMessage = string | ReadonlyArray<string | readonly unknown[]>;
export type CompiledCatalog = Readonly<Record<string, CompiledMessage>>;

export interface MatchedMessage {
  id: string;
  values: Record<string, string | number>;
  /**
   * A field's name put into a sentence ("Make is required") that the catalogs name too
   * (`validation.field.*`): the value's message id, so the other language names the field in its words.
   */
  terms: Record<string, string>;
}

/** The ids of a catalog's field names (`validation.field.make`: "Make"), by their English. */
const FIELD_PREFIX = 'validation.field.';

/** A select's cases by their text, when each (but `other`) is plain text. */
type WordCases = Map<string, string> | undefined;

function plainSelect(part: readonly unknown[]): WordCases {
  const [name, kind, cases] = part;
  if (typeof name !== 'string' || kind !== 'select' || !cases || typeof cases !== 'object') return undefined;
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(cases as Record<string, unknown>)) {
    // Lingui keeps a plural's `offset` among the cases, undefined for a select.
    if (key === 'other' || key === 'offset') continue;
    const text = typeof value === 'string' ? value : Array.isArray(value) ? value : undefined;
    if (!text || (Array.isArray(text) && !text.every((piece) => typeof piece === 'string'))) return undefined;
    found.set(Array.isArray(text) ? text.join('') : text, key);
  }
  return found.size > 0 ? found : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds which message of an English catalog a finished sentence is, and the values put into it:
 * the contract's schemas and services write their messages in English (the spec's words), and
 * this is how a server answer or a form's error is put into the reader's language afterwards.
 * Messages with plurals are never matched. A select whose cases are plain words (a status) is:
 * the word found in the sentence gives back its case; its `other` case is never matched.
 */
export function messageMatcher(english: CompiledCatalog): (text: string) => MatchedMessage | undefined {
  const exact = new Map<string, string>();
  const fields = new Map<string, string>();
  const patterns: Array<{ id: string; pattern: RegExp; names: string[]; words: WordCases[]; text: number }> =
    [];
  for (const [id, message] of Object.entries(english)) {
    const parts = typeof message === 'string' ? [message] : message;
    const names: string[] = [];
    const words: WordCases[] = [];
    let source = '';
    let text = 0;
    let matchable = true;
    for (const part of parts) {
      if (typeof part === 'string') {
        source += escapeRegExp(part);
        text += part.length;
      } else if (part.length === 1 && typeof part[0] === 'string') {
        names.push(part[0]);
        words.push(undefined);
        source += '(.+?)';
      } else {
        const cases = plainSelect(part);
        if (!cases) matchable = false;
        else {
          names.push(part[0] as string);
          words.push(cases);
          source += `(${[...cases.keys()].map(escapeRegExp).join('|')})`;
        }
      }
    }
    if (!matchable) continue;
    if (names.length === 0) exact.set(parts.join(''), id);
    if (names.length === 0 && id.startsWith(FIELD_PREFIX)) fields.set(parts.join(''), id);
    else patterns.push({ id, pattern: new RegExp(`^${source}$`, 's'), names, words, text });
  }
  // The message that fixes most of the sentence wins: "SKU {number}" (a card's label) must not take
  // "SKU X is already another part's: choose another" for a number.
  patterns.sort((a, b) => b.text - a.text);
  return (text) => {
    const id = exact.get(text);
    if (id !== undefined) return { id, values: {}, terms: {} };
    for (const { id, pattern, names, words } of patterns) {
      const found = pattern.exec(text);
      if (!found) continue;
      const values: Record<string, string | number> = {};
      const terms: Record<string, string> = {};
      // A number in the sentence goes back in as a number, so the other language writes its digits.
      names.forEach((name, index) => {
        const value = found[index + 1] ?? '';
        const word = words[index]?.get(value);
        values[name] = word ?? (/^\d{1,15}$/.test(value) ? Number(value) : value);
        // A placeholder named `message` holds a whole sentence ("price: Price must not be negative").
        const term = fields.get(value) ?? (name === 'message' ? exact.get(value) : undefined);
        if (term) terms[name] = term;
      });
      return { id, values, terms };
    }
    return undefined;
  };
}
