// Names from the content catalogue (a quest's title, a boss, a piece of gear) in a reader's
// language, for the server's own texts (chat's system messages, a shop's message). A language's
// table is read once, on first use; an entry or a table not translated yet is English.
import { CATALOGUE_TEXT_TABLES, loadCatalogueTable, type TextTable } from '@questlog/core';
import { DEFAULT_LANGUAGE } from '@questlog/core/languages';

/** A catalogue name: the table (`quests`, `quests.boss`, `gear`…) and the item's key. */
export interface CatalogueName {
  table: string;
  key: string;
}

/** Looks a name up in the tables loaded for one language; undefined when English has none. */
export type NameLookup = (name: CatalogueName) => string | undefined;

/** English names, straight from the catalogue. */
export const englishNames: NameLookup = ({ table, key }) =>
  CATALOGUE_TEXT_TABLES.get(table)?.[key]?.text;

const loaded = new Map<string, Promise<TextTable | undefined>>();

function tableOf(language: string, table: string): Promise<TextTable | undefined> {
  const cacheKey = `${language}/${table}`;
  let table$ = loaded.get(cacheKey);
  if (!table$) {
    table$ = loadCatalogueTable(language, table);
    loaded.set(cacheKey, table$);
  }
  return table$;
}

/** The lookup for `tables` in `language`, each entry falling back to English. */
export async function catalogueNames(
  language: string,
  tables: readonly string[],
): Promise<NameLookup> {
  const translated = new Map<string, TextTable | undefined>();
  if (language !== DEFAULT_LANGUAGE) {
    const found = await Promise.all(tables.map((table) => tableOf(language, table)));
    tables.forEach((table, index) => translated.set(table, found[index]));
  }
  return (name) => translated.get(name.table)?.[name.key]?.text ?? englishNames(name);
}
