// GET /content in the interface's languages (issue 32): every table a language has translated is
// what the answer shows, string by string where English shows the same string; a language with no
// table yet, or one we do not speak, answers English; the original's codes read as ours.
import {
  CATALOGUE_TEXT_TABLES,
  defaultTagNames,
  loadCatalogueTable,
  type ItemText,
  type TextTable,
} from '@questlog/core';
import { LANGUAGES } from '@questlog/core/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../../test/helpers/databases.ts';
import { useContentApp } from './contentTestKit.ts';

/** Entries compared per table: spread over the table, so a family's later items count too. */
const SAMPLES_PER_TABLE = 12;

/** How a whole string appears inside the JSON answer. */
const inJson = (text: string) => JSON.stringify(text);

/** English the answer shows outside the catalogue's tables (tags are not translated yet). */
const NOT_CATALOGUE: ReadonlySet<string> = new Set(defaultTagNames);

async function translatedTables(language: string): Promise<Map<string, TextTable>> {
  const found = new Map<string, TextTable>();
  for (const table of CATALOGUE_TEXT_TABLES.keys()) {
    const translated = await loadCatalogueTable(language, table);
    if (translated) found.set(table, translated);
  }
  return found;
}

function samplesOf(table: TextTable): [string, Partial<ItemText>][] {
  const entries = Object.entries(table);
  const step = Math.max(1, Math.floor(entries.length / SAMPLES_PER_TABLE));
  return entries.filter((_, index) => index % step === 0);
}

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

describe.each(databasesUnderTest())('GET /content in other languages on $name', (database) => {
  const { get } = useContentApp(database);
  let english = '';

  beforeAll(async () => {
    english = (await get('/api/v4/content?language=en')).body;
  });

  it.each(OTHER_LANGUAGES)('shows every table %s has translated', async (language) => {
    const tables = await translatedTables(language);
    const response = await get(`/api/v4/content?language=${language}`);

    expect(response.statusCode).toBe(200);
    if (tables.size === 0) {
      expect(response.headers['content-language']).toBe('en');
      expect(response.body).toBe(english);
      return;
    }
    expect(response.headers['content-language']).toBe(language);
    expect(response.body).not.toBe(english);
    const missing: string[] = [];
    let compared = 0;
    for (const [name, table] of tables) {
      const englishTable = CATALOGUE_TEXT_TABLES.get(name)!;
      for (const [key, translated] of samplesOf(table)) {
        for (const field of ['text', 'notes'] as const) {
          const from = englishTable[key]?.[field];
          const to = translated[field];
          // Only strings the English answer shows as they are, and that the translation changes.
          if (!from || !to || from === to || NOT_CATALOGUE.has(from)) continue;
          if (!english.includes(inJson(from))) continue;
          compared += 1;
          if (!response.body.includes(inJson(to))) missing.push(`${name} ${key}.${field}: ${to}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(compared).toBeGreaterThan(0);
  });

  it('answers English for a language we do not speak, and the original codes as ours', async () => {
    const unknown = await get('/api/v4/content?language=tlh');
    expect(unknown.headers['content-language']).toBe('en');
    expect(unknown.body).toBe(english);

    const originalCode = await get('/api/v4/content?language=pt_BR');
    const ourCode = await get('/api/v4/content?language=pt-BR');
    expect(originalCode.body).toBe(ourCode.body);
    expect(originalCode.headers.etag).toBe(ourCode.headers.etag);
  });

  it('keeps one answer per language, revalidated by its own ETag', async () => {
    const first = await get('/api/v4/content?language=de');
    const again = await get('/api/v4/content?language=de', {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-language']).toBe(first.headers['content-language']);
  });
});
