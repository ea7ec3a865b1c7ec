// Archived to-dos (docs/records.md): completed to-dos leave the lists when cleared or past their
// keeping time, and are kept, searchable and restorable, never deleted.

/** Archived to-dos a page of the archive holds. */
export const ARCHIVE_PAGE_SIZE = 50;

/** The longest search the archive takes. */
export const ARCHIVE_SEARCH_MAX = 200;

/**
 * A search as a LIKE pattern matching it anywhere, as typed: `%`, `_` and `\` match themselves,
 * and surrounding blanks are ignored. Undefined for an empty search (everything matches).
 */
export function archiveSearchPattern(search: string | undefined): string | undefined {
  const trimmed = search?.trim() ?? '';
  if (trimmed === '') return undefined;
  return `%${trimmed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
