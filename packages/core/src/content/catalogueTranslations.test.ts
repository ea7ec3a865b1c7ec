// Guards the catalogue's translations (./locales/<language>/<table>.json): every table is whole,
// with the English keys and fields, keeps each placeholder and each number the English has, and a
// language not marked in progress has every table.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { CATALOGUE_TEXT_TABLES } from './catalogueTables.ts';
import type { ItemText, TextTable } from './contentText.ts';
import { loadCatalogueTable, loadCatalogueTranslation } from './catalogueTranslationLoader.ts';
import { localizedCatalogue } from './localizedCatalogue.ts';

/**
 * Languages whose catalogue is still being written: their tables are checked, their missing
 * tables allowed (a new language is added here until its last table lands).
 */
const IN_PROGRESS: ReadonlySet<string> = new Set([]);

const sorted = (values: Iterable<string>) => [...values].sort();
/** `{count}` and the like, and any brace outside one (a broken placeholder). */
const placeholders = (text: string) => {
  const whole = text.match(/\{[^{}]*\}/g) ?? [];
  const stray = text.replace(/\{[^{}]*\}/g, '').match(/[{}]/g) ?? [];
  return sorted([...whole, ...stray]);
};
const numbers = (text: string) => sorted(text.match(/\d+/g) ?? []);

/** What is wrong with one translated string, measured against its English. */
function stringProblems(english: string, translated: unknown): string[] {
  if (typeof translated !== 'string' || translated.trim() === '') return ['empty or not a string'];
  const problems: string[] = [];
  if (placeholders(english).join() !== placeholders(translated).join())
    problems.push(`placeholders ${placeholders(translated).join(' ')}`);
  if (numbers(english).join() !== numbers(translated).join())
    problems.push(
      `numbers ${numbers(translated).join(' ')} (English ${numbers(english).join(' ')})`,
    );
  if (/[\u0660-\u0669\u06f0-\u06f9]/.test(translated)) problems.push('digits other than 0-9');
  return problems;
}

/** A copy of the English that is a word or more is allowed rarely (proper names). */
const isCopy = (english: string, translated: string) =>
  english === translated && /\p{L}/u.test(english) && english.length >= 4;

function tableProblems(english: TextTable, translated: Record<string, Partial<ItemText>>) {
  const problems: string[] = [];
  let copies = 0;
  let strings = 0;
  for (const key of Object.keys(translated))
    if (!Object.hasOwn(english, key)) problems.push(`${key}: not an English key`);
  for (const [key, source] of Object.entries(english)) {
    const target = translated[key];
    if (!target) {
      problems.push(`${key}: missing`);
      continue;
    }
    for (const field of ['text', 'notes'] as const) {
      const from = source[field];
      const to = target[field];
      if (from === undefined) {
        if (to !== undefined) problems.push(`${key}.${field}: English has none`);
        continue;
      }
      strings += 1;
      for (const problem of stringProblems(from, to)) problems.push(`${key}.${field}: ${problem}`);
      if (typeof to === 'string' && isCopy(from, to)) copies += 1;
    }
  }
  if (copies > Math.max(2, strings * 0.05))
    problems.push(`${copies} of ${strings} strings left as the English`);
  return problems;
}

/** Every table a language has translated, read through the loader clients use. */
async function translatedTables(language: string) {
  const found = new Map<string, Record<string, Partial<ItemText>>>();
  for (const table of CATALOGUE_TEXT_TABLES.keys()) {
    const translated = await loadCatalogueTable(language, table);
    if (translated) found.set(table, translated);
  }
  return found;
}

describe('catalogue translations', () => {
  for (const language of LANGUAGES.slice(1)) {
    it(`${language}: every table is whole, with the English placeholders and numbers`, async () => {
      const tables = await translatedTables(language);
      const problems: string[] = [];
      for (const [table, translated] of tables) {
        const english = CATALOGUE_TEXT_TABLES.get(table)!;
        for (const problem of tableProblems(english, translated))
          problems.push(`${table} ${problem}`);
      }
      expect(problems.slice(0, 40)).toEqual([]);
      if (!IN_PROGRESS.has(language)) {
        const missing = [...CATALOGUE_TEXT_TABLES.keys()].filter((table) => !tables.has(table));
        expect(missing).toEqual([]);
      }
    }, 60_000); // 32 JSON modules of up to 600 kB each, transformed on first import
  }

  it('finds no problem in a faithful table and each kind of mistake in a careless one', () => {
    const english: TextTable = {
      a: { text: 'Raises Strength by 9.', notes: 'Ate {count} times in 2020.' },
      b: { text: 'Gryphon Wing' },
    };
    expect(
      tableProblems(english, {
        a: { text: 'Erhöht Stärke um 9.', notes: '{count}-mal gegessen, 2020.' },
        b: { text: 'Greifenflügel' },
      }),
    ).toEqual([]);
    const problems = tableProblems(english, {
      a: { text: 'Erhöht Stärke um ٩.', notes: 'Gegessen {anzahl} Mal 2020.' },
      c: { text: 'Extra' },
    });
    expect(problems).toEqual([
      'c: not an English key',
      'a.text: numbers  (English 9)',
      'a.text: digits other than 0-9',
      'a.notes: placeholders {anzahl}',
      'b: missing',
    ]);
  });

  it('loads a language’s tables under every family that shares them', async () => {
    const translation = await loadCatalogueTranslation('xx');
    expect(translation).toEqual({});
    const german = localizedCatalogue('de', {
      de: { customizations: { 'background.beach': { text: 'Strand' } } },
    });
    expect(german.language).toBe('de');
  });
});
