// The catalogue's English text as the tables a translator works on: one table per distinct text
// table (several families share one: backgrounds and sets use the customisations' table, the
// calendar families one calendar table), named by the first family that uses it, extra strings as
// `<family>.<name>`. A language's translation is one JSON file per table.
import { CATALOGUE, CATALOGUE_FAMILY_NAMES } from './catalogue.ts';
import type { CatalogueFamily } from './catalogueFamily.ts';
import type { TextTable } from './contentText.ts';
import type { CatalogueTranslations } from './localizedCatalogue.ts';

interface TableUse {
  /** The table's name: its translation file is `<name>.json`. */
  name: string;
  text: TextTable;
  /** Every name `localizedCatalogue` looks the table up by (the families that share it). */
  lookupNames: string[];
}

function tableUses(): TableUse[] {
  const byTable = new Map<TextTable, TableUse>();
  const use = (lookupName: string, text: TextTable) => {
    const known = byTable.get(text);
    if (known) known.lookupNames.push(lookupName);
    else byTable.set(text, { name: lookupName, text, lookupNames: [lookupName] });
  };
  for (const family of CATALOGUE_FAMILY_NAMES) {
    const entry = CATALOGUE[family] as CatalogueFamily<unknown>;
    use(family, entry.text);
    for (const [extra, text] of Object.entries(entry.extraText)) use(`${family}.${extra}`, text);
  }
  return [...byTable.values()];
}

const TABLE_USES = tableUses();

/** The English tables by name, in catalogue order. */
export const CATALOGUE_TEXT_TABLES: ReadonlyMap<string, TextTable> = new Map(
  TABLE_USES.map((use) => [use.name, use.text]),
);

/** One language's tables (by table name) as `localizedCatalogue` reads them (by family name). */
export function catalogueTranslationOf(
  tables: Readonly<Record<string, TextTable>>,
): CatalogueTranslations[string] {
  const translation: Record<string, TextTable> = {};
  for (const use of TABLE_USES) {
    const table = tables[use.name];
    if (table) for (const name of use.lookupNames) translation[name] = table;
  }
  return translation;
}
