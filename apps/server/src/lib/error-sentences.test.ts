import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@chaka/contract';
import {
  CATALOGS,
  cartMessages,
  ORDER_STATUSES,
  orderMessages,
  sslcommerzMessages,
  vehicleMessages,
} from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { tooManyRequests } from './errors.js';
import { translateMessage } from './i18n.js';

// Every English sentence the server answers an error with is in the catalogs, so a caller who
// reads Bangla gets it in Bangla: the sentences of the contract's message modules (with values put
// in), and every literal the server's and the contract's code write where an error is made.

const here = path.dirname(fileURLToPath(import.meta.url));
const roots = [path.resolve(here, '..'), path.resolve(here, '../../../../packages/contract/src')];
/** Start-up settings and the command line speak to the operator, not to a caller of the API. */
const NOT_ANSWERS = /(^|\/)(cli|test|db|config)\/|config[^/]*\.ts$|\.test\.ts$/;

const inBangla = (english: string) => translateMessage('bn', english) !== english;

/** The sentences of a message module, each function called with sample values. */
function sentencesOf(module: Record<string, unknown>): string[] {
  return Object.values(module).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      // A parameter named `message` holds a sentence of its own (an import's "column: sentence").
      const names = /^\(?([^)=]*)\)?\s*=>/.exec(String(value))?.[1]?.split(',') ?? [];
      const samples = Array.from({ length: value.length }, (_, index) =>
        names[index]?.trim().startsWith('message')
          ? 'Price must not be negative'
          : index === 0
            ? 'Axio Brake Pads'
            : 7,
      );
      // A list of names or codes (unknown vehicles, missing columns) is written joined.
      const lists = samples.map(() => ['a1', 'b2']);
      const written = /\.join\(/.test(String(value))
        ? value(...lists)
        : writtenOrNull(value as (...values: never[]) => unknown, samples);
      return [String(written ?? value(...lists))];
    }
    return value && typeof value === 'object' ? sentencesOf(value as Record<string, unknown>) : [];
  });
}

/** The sentence a function writes from the sample values, or null when they are not its kind. */
function writtenOrNull(write: (...values: never[]) => unknown, samples: unknown[]) {
  try {
    return write(...(samples as never[]));
  } catch {
    return null;
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !NOT_ANSWERS.test(file) ? [file] : [];
  });
}

/** Literals written where an error is made: error helpers, `error:`/`message:` and zod checks. */
const ERROR_LITERAL =
  /(?:badRequest|conflict|notFound|forbidden|unauthorized|tooManyRequests|HttpError)\(\s*(?:\d+,\s*)?(['`])((?:(?!\1)[^\\]|\\.)*)\1|(?:error|message):\s*(['`])((?:(?!\3)[^\\]|\\.)*)\3|\.(?:min|max|regex|refine|length)\([^,()]*(?:\([^()]*\))?[^,()]*,\s*(['`])((?:(?!\5)[^\\]|\\.)*)\5/g;

const englishCatalog = Object.values(CATALOGS.en).flatMap((catalog) => Object.values(catalog));

/** Whether a written literal (a template's `${...}` standing for any value) is one of the catalogs. */
function known(literal: string): boolean {
  // What a 429 refuses ("Too many uploads"), which tooManyRequests makes a sentence of.
  if (englishCatalog.some((message) => message.startsWith(`${literal}. Please wait`))) return true;
  if (!literal.includes('${')) return inBangla(literal.replace(/\\'/g, "'"));
  const pattern = literal
    .split(/\$\{[^}]*\}/)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return englishCatalog.some((message) => new RegExp(`^${pattern}$`).test(message));
}

describe('the error sentences in the catalogs', () => {
  it("knows every sentence of the contract's message modules, values put in", () => {
    // Every message module the contract exports (`messages` and each `...Messages`), so a new one
    // is covered the day it is added.
    const modules = Object.fromEntries(
      Object.entries(contract).filter(([name]) => name === 'messages' || name.endsWith('Messages')),
    ) as Record<string, Record<string, unknown>>;
    // Statuses only, each pair below.
    modules.orderMessages = { ...orderMessages, cannotMove: undefined };
    const sentences = Object.values(modules).flatMap((module) => sentencesOf(module));
    sentences.push(vehicleMessages.inUse(1), cartMessages.notEnough('Axio Brake Pads', 1));
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) sentences.push(orderMessages.cannotMove(from, to));
    for (const what of [
      'Too many requests',
      'Too many attempts',
      'Too many attempts for this e-mail address',
      'Too many uploads',
    ])
      for (const seconds of [1, 42]) sentences.push(tooManyRequests(what, seconds).message);
    // The gateway's choice is a label on the screen, not an answer.
    const missing = sentences.filter(
      (sentence) => sentence !== sslcommerzMessages.choice && !inBangla(sentence),
    );
    expect(missing).toEqual([]);
  });

  it('knows every literal the code writes where it makes an error', () => {
    const found = roots.flatMap(sourceFiles).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(ERROR_LITERAL)].map((match) => ({
        file: path.basename(file),
        literal: match[2] ?? match[4] ?? match[6] ?? '',
      })),
    );
    expect(found.length).toBeGreaterThan(40);
    const missing = found.filter(({ literal }) => literal.trim() && !known(literal));
    expect(missing).toEqual([]);
  });

  it('puts the values of a sentence into its Bangla', () => {
    expect(translateMessage('bn', cartMessages.notEnough('Axio Brake Pads', 3))).toBe(
      'Axio Brake Pads মাত্র ৩টি বাকি আছে। অনুগ্রহ করে কম অর্ডার করুন।',
    );
    expect(translateMessage('bn', orderMessages.cannotMove('delivered', 'placed'))).toBe(
      'ডেলিভারি হওয়া অর্ডারকে গ্রহণ করা হিসেবে চিহ্নিত করা যায় না',
    );
    expect(translateMessage('bn', tooManyRequests('Too many uploads', 12).message)).toBe(
      'অনেক বেশি ছবি আপলোড হয়েছে। ১২ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
    );
  });
});
