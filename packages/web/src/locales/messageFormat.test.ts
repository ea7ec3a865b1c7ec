// The small ICU reader (messageFormat.ts) against intl-messageformat, which the interface used
// before: every message of every catalogue, English's in the pseudo-language, and the hard
// cases of the grammar, formatted by both with the same values, must read the same.
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, type Catalogue } from '@questlog/core/catalogueCheck';
import { formatMessage } from './icuFormat.ts';
import { readMessage, writeMessage, type MessagePart } from './messageFormat.ts';
import { pseudoCatalogue } from './pseudo.ts';

type Values = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

const intlFormats = new Map<string, IntlMessageFormat | null>();

function intlFormat(message: string, locale: string): IntlMessageFormat | null {
  const key = `${locale}\u0000${message}`;
  if (!intlFormats.has(key)) {
    try {
      intlFormats.set(key, new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }));
    } catch {
      intlFormats.set(key, null);
    }
  }
  return intlFormats.get(key)!;
}

/** What icuFormat.ts did with intl-messageformat (its code before this reader). */
function formatWithIntl(message: string, values: Values, locale: string): string {
  const format = intlFormat(message, locale);
  if (!format) return message;
  try {
    return String(format.format(values as Record<string, string>));
  } catch {
    const blanks = new Proxy(values, { has: () => true, get: (t, n) => t[n as string] ?? '' });
    return String(format.format(blanks as Record<string, string>));
  }
}

/** The values' names and, for a choice, its options, as the reader found them. */
function argumentsOf(parts: readonly MessagePart[], found = new Map<string, string[]>()) {
  for (const part of parts) {
    if (typeof part === 'string' || part.kind === 'pound') continue;
    const options = 'options' in part ? [...part.options.keys()] : [];
    found.set(part.name, [...(found.get(part.name) ?? []), ...options]);
    if ('options' in part) for (const branch of part.options.values()) argumentsOf(branch, found);
  }
  return found;
}

const counts = [0, 1, 2, 3, 5, 11, 21, 102, 1234.5, -1];

/** Values that walk every branch: each count, each option, a missing value. */
function valueSets(message: string): Values[] {
  let parts: MessagePart[];
  try {
    parts = readMessage(message);
  } catch {
    return [{}];
  }
  const names = [...argumentsOf(parts)];
  const sets: Values[] = [{}];
  if (names.length === 0) return sets;
  const choices = names.some(([, options]) => options.length > 0);
  for (const count of choices ? counts : counts.slice(0, 2)) {
    sets.push(
      Object.fromEntries(
        names.map(([name, options], index) => [
          name,
          options.length && !options.includes('one') && !options.some((o) => o.startsWith('='))
            ? (options[(count + index + 10) % options.length] ?? 'other')
            : count,
        ]),
      ),
    );
  }
  sets.push(Object.fromEntries(names.map(([name]) => [name, `<b>${name}</b>`])));
  return sets;
}

function expectSameAsIntl(
  messages: Iterable<[string, string]>,
  language: (where: string) => string,
) {
  const differences: string[] = [];
  let compared = 0;
  for (const [where, message] of messages) {
    for (const values of valueSets(message)) {
      const lang = language(where);
      const locale = lang === 'pseudo' ? 'en' : lang;
      const ours = formatMessage(message, values, lang);
      const theirs = formatWithIntl(message, values, locale);
      compared += 1;
      if (ours !== theirs)
        differences.push(`${where} ${JSON.stringify(values)}: ${ours} ≠ ${theirs}`);
    }
  }
  expect(differences.slice(0, 10)).toEqual([]);
  return compared;
}

function* catalogueMessages(): Generator<[string, string]> {
  for (const [path, catalogue] of Object.entries(files)) {
    for (const [key, message] of flattenCatalogue(catalogue)) yield [`${path}:${key}`, message];
  }
}

describe('the message reader', () => {
  // about 17,000 messages, each in several ways: a few seconds, more on a loaded machine
  it('formats every catalogue message as intl-messageformat did', { timeout: 60_000 }, () => {
    const compared = expectSameAsIntl(catalogueMessages(), (where) => where.split('/')[1]!);
    expect(compared).toBeGreaterThan(10_000);
  });

  it('formats the pseudo-language as intl-messageformat did', { timeout: 30_000 }, () => {
    const english = Object.entries(files).filter(([path]) => path.startsWith('./en/'));
    const pseudo = english.flatMap(([path, catalogue]) =>
      [...flattenCatalogue(pseudoCatalogue(catalogue))].map(([key, message]): [string, string] => [
        `${path}:${key}`,
        message,
      ]),
    );
    expect(pseudo.length).toBeGreaterThan(1000);
    expectSameAsIntl(pseudo, () => 'pseudo');
  });

  const hardCases = [
    "don't '{' quoted '}' and '' and 'a",
    "{n, plural, one {'#' is # and ''} other {# '{x}' it''s}}",
    "'{unclosed quote",
    "text with } at the top and '<b>' and <b>{name}</b>",
    '{ name } and {name,number} and {n , plural , =0 {none} one {#} other {# more}}',
    '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}',
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    '{k, select, a {A {n, plural, one {# x} other {# xs}}} other {# not a count}}',
    '{n, plural, one {{k, select, a {#} other {x}}} other {y}}',
    '{n, plural, =01 {exact} =+1 {plus} other {#}}',
    '{n, plural, one {x}}',
    '{n, plural, one {x} one {y} other {z}}',
    '{k, select, =1 {x} other {y}}',
    '{}',
    '{ }',
    '{a.b}',
    '{a',
    '{a, foo}',
    '{a, plural}',
    '{a, plural,}',
    '{a, plural, other {x}',
    '{a, plural, other x}',
    '{a, plural, offset: 1 other {#}}',
    '{a, plural, offset:x other {#}}',
    '{a, select, other {x}} tail',
    'Hello {name}, {count, plural, one {# gem} other {# gems}}',
    '{name} ',
    "it's {name}'s",
  ];

  it('reads the grammar as intl-messageformat does, hard cases included', () => {
    const cases = hardCases.flatMap((message): [string, string][] =>
      ['en', 'ar', 'ja', 'de'].map((language) => [`${language}:${message}`, message]),
    );
    expectSameAsIntl(cases, (where) => where.split(':')[0]!);
  });

  it('keeps a value that is not text, as intl-messageformat’s result read as text', () => {
    const parts = readMessage('a {x} b');
    const date = new Date(0);
    expect(writeMessage(parts, 'en', { x: date })).toBe(
      formatWithIntl('a {x} b', { x: date }, 'en'),
    );
    expect(writeMessage(readMessage('{x}'), 'en', { x: true })).toBe('true');
    expect(writeMessage(readMessage('{x}'), 'en', { x: null })).toBe('');
    expect(writeMessage(readMessage('{x}'), 'en', { x: 0 })).toBe('0');
  });

  it('refuses dates, times and number styles, so such text shows as it is written', () => {
    for (const message of [
      '{d, date}',
      '{d, time, short}',
      '{n, number, percent}',
      '{n, number, ::currency/EUR}',
    ]) {
      expect(() => readMessage(message)).toThrow();
      expect(formatMessage(message, { d: 0, n: 1 }, 'en')).toBe(message);
    }
  });
});
