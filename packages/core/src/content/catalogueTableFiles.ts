// The translated tables' files: each JSON under ./locales/<language>/ is its own chunk under a
// bundler. Kept apart from catalogueTranslationLoader.ts (which everything importing core
// reaches) and imported only on demand, so the list of every language's chunks loads with the
// first table asked for, not with a client's first screen.
import type { TextTable } from './contentText.ts';

/** One language's table file, or undefined when there is none. */
export async function readCatalogueTableFile(
  language: string,
  table: string,
): Promise<TextTable | undefined> {
  try {
    const module = (await import(`./locales/${language}/${table}.json`)) as { default: TextTable };
    return module.default;
  } catch {
    return undefined;
  }
}
