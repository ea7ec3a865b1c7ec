// The catalogue's text in the interface's language: the one set of tables the screens read, kept
// in step with i18next's language. Core's loader reads each table as its own chunk (per
// language), and the list of those chunks with the first table: none is in the first screen.
import type { ItemText, TextTable } from '@questlog/core';
import { i18next } from '../i18n.ts';
import { pseudoLanguage } from '../locales/languages.ts';
import { createCatalogueTexts } from './catalogueTexts.ts';

export const catalogueTexts = createCatalogueTexts({
  language: () => i18next.language,
  onLanguageChange: (listener) => i18next.on('languageChanged', listener),
  // Core's loader knows the tables by the whole catalogue, built as its module runs: it loads
  // with the first table read in another language, never with an English first screen.
  readTable: async (language, table) =>
    (await import('@questlog/core/catalogueLoader')).loadCatalogueTable(language, table),
  madeOver: {
    language: pseudoLanguage,
    load: async () => (await import('../locales/pseudo.ts')).pseudoMessage,
  },
});

/**
 * An item's name and description in the current language, by its table (a key of core's
 * CATALOGUE_TEXT_TABLES: `gear`, `quests.boss`…), that table's English and the item's text key.
 */
export function catalogueText(
  table: string,
  english: TextTable,
  key: string,
): ItemText | undefined {
  return catalogueTexts.text(table, english, key);
}

/** An item's name in the current language; undefined when the English table has no such key. */
export function catalogueName(table: string, english: TextTable, key: string): string | undefined {
  return catalogueTexts.text(table, english, key)?.text;
}
