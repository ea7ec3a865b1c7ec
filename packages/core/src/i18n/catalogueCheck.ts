// The check that keeps every language's catalogue in step with English (run in `npm test` by the
// web's locales/catalogues.test.ts and the server's i18n/serverText.test.ts): the same keys, and
// in each message the same ICU arguments (`{name}`, `{count, plural, …}`) as the English text, so
// no translation shows a raw placeholder or loses a number.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type Catalogue = { readonly [key: string]: unknown };

/** Every message of a catalogue by its full key (`card.due`, `sections.0.paragraphs.1`). */
export function flattenCatalogue(catalogue: unknown, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  if (typeof catalogue === 'string') return messages.set(prefix, catalogue);
  if (typeof catalogue !== 'object' || catalogue === null) return messages;
  for (const [key, value] of Object.entries(catalogue)) {
    for (const entry of flattenCatalogue(value, prefix ? `${prefix}.${key}` : key)) {
      messages.set(...entry);
    }
  }
  return messages;
}

const kinds: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
};

function collectArguments(elements: MessageFormatElement[], found: Set<string>): Set<string> {
  for (const element of elements) {
    const kind = kinds[element.type];
    if (kind && 'value' in element) {
      const ordinal = element.type === TYPE.plural && element.pluralType === 'ordinal';
      found.add(
        `{${element.value}${kind === 'text' ? '' : `, ${ordinal ? 'selectordinal' : kind}`}}`,
      );
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) collectArguments(option.value, found);
    }
  }
  return found;
}

/** A message's ICU arguments (`{name}`, `{count, plural}`), or its syntax error. */
export function messageArguments(message: string): { arguments: string[] } | { error: string } {
  try {
    const elements = parse(message, { ignoreTag: true, requiresOtherClause: true });
    return { arguments: [...collectArguments(elements, new Set())].sort() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export interface CatalogueProblems {
  /** Keys English has and this language lacks (shown in English at run time). */
  missing: string[];
  /** Keys this language has and English lacks (renamed or removed in English). */
  extra: string[];
  /** Messages whose arguments differ from English's, or that are not ICU. */
  mismatched: string[];
  /** How many messages this language has translated. */
  translated: number;
}

/** Compares one language's namespace with English's, message by message. */
export function compareCatalogue(english: Catalogue, other: Catalogue): CatalogueProblems {
  const source = flattenCatalogue(english);
  const target = flattenCatalogue(other);
  const problems: CatalogueProblems = { missing: [], extra: [], mismatched: [], translated: 0 };
  for (const key of source.keys()) if (!target.has(key)) problems.missing.push(key);
  for (const [key, message] of target) {
    const englishMessage = source.get(key);
    if (englishMessage === undefined) {
      problems.extra.push(key);
      continue;
    }
    problems.translated += 1;
    const want = messageArguments(englishMessage);
    const have = messageArguments(message);
    if ('error' in have) problems.mismatched.push(`${key}: not ICU (${have.error})`);
    else if ('arguments' in want && want.arguments.join() !== have.arguments.join()) {
      problems.mismatched.push(
        `${key}: has ${have.arguments.join(' ') || 'no arguments'}, English has ${want.arguments.join(' ') || 'none'}`,
      );
    }
  }
  return problems;
}
