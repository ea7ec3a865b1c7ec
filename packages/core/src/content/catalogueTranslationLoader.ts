// Loads one language's catalogue translation on demand: each table is its own JSON file under
// ./locales/<language>/, so a bundler makes one chunk per table and a client fetches only the
// tables (and the language) it shows. A table not translated yet stays English. The files
// themselves are found by catalogueTableFiles.ts, itself loaded on the first call.
import type { TextTable } from './contentText.ts';
import { CATALOGUE_TEXT_TABLES, catalogueTranslationOf } from './catalogueTables.ts';
import type { CatalogueTranslations } from './localizedCatalogue.ts';

/** One table of one language, or undefined when it is not translated. */
export async function loadCatalogueTable(
  language: string,
  table: string,
): Promise<TextTable | undefined> {
  if (!CATALOGUE_TEXT_TABLES.has(table) || !/^[a-zA-Z-]+$/.test(language)) return undefined;
  const { readCatalogueTableFile } = await import('./catalogueTableFiles.ts');
  return readCatalogueTableFile(language, table);
}

/** Every translated table of a language, keyed as `localizedCatalogue` reads them. */
export async function loadCatalogueTranslation(
  language: string,
): Promise<CatalogueTranslations[string]> {
  const names = [...CATALOGUE_TEXT_TABLES.keys()];
  const tables = await Promise.all(names.map((name) => loadCatalogueTable(language, name)));
  const found: Record<string, TextTable> = {};
  names.forEach((name, index) => {
    const table = tables[index];
    if (table) found[name] = table;
  });
  return catalogueTranslationOf(found);
}
