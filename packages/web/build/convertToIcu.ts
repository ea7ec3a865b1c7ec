// Rewrites catalogues written in i18next's own syntax into ICU message format, in place:
// `{{name}}` becomes `{name}`, and a key's plural forms (`gems_one`, `gems_other`) become one key
// `gems` holding `{count, plural, one {# gem} other {# gems}}`. Text already in ICU is left alone,
// so it can be run again after someone adds keys in the old style:
//   npx tsx packages/web/build/convertToIcu.ts [packages/web/src/locales/en/*.json]
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Catalogue = { [key: string]: CatalogueValue };
type CatalogueValue = string | CatalogueValue[] | Catalogue;

const pluralSuffix = /^(.*)_(zero|one|two|few|many|other)$/;
const oldPlaceholder = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Quotes what ICU would read as syntax in literal text: an apostrophe before `{`, `}` or `'`. */
function quoteApostrophes(text: string, inPlural: boolean): string {
  const special = inPlural ? /'(?=[{}'#])/g : /'(?=[{}'])/g;
  return text.replace(special, "''");
}

/** One message: placeholders in ICU braces; in a plural branch, the count as `#`. */
export function convertMessage(text: string, inPlural = false): string {
  let converted = quoteApostrophes(text.replace(oldPlaceholder, '\uE000$1\uE001'), inPlural);
  if (inPlural) converted = converted.replace(/#/g, "'#'");
  return converted.replace(/\uE000([\w.]+)\uE001/g, (_, name: string) =>
    inPlural && name === 'count' ? '#' : `{${name}}`,
  );
}

function needsConversion(text: string): boolean {
  return /\{\{\s*[\w.]+\s*\}\}/.test(text);
}

/** Converts one level of a catalogue (and the levels below it). */
export function convertCatalogue(catalogue: Catalogue): Catalogue {
  const plurals = new Map<string, Map<string, string>>();
  for (const [key, value] of Object.entries(catalogue)) {
    const match = pluralSuffix.exec(key);
    if (match && typeof value === 'string') {
      const forms = plurals.get(match[1]!) ?? new Map<string, string>();
      forms.set(match[2]!, value);
      plurals.set(match[1]!, forms);
    }
  }
  const result: Catalogue = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const match = pluralSuffix.exec(key);
    const forms = match ? plurals.get(match[1]!) : undefined;
    if (!match || !forms?.has('other')) {
      result[key] = convertValue(value);
      continue;
    }
    if (match[1]! in result) continue; // the plural is written where its first form stood
    const branches = [...forms.entries()]
      .sort(([a], [b]) => pluralOrder.indexOf(a) - pluralOrder.indexOf(b))
      .map(([form, text]) => `${form} {${convertMessage(text, true)}}`);
    result[match[1]!] = `{count, plural, ${branches.join(' ')}}`;
  }
  return result;
}

const pluralOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];

function convertValue(value: CatalogueValue): CatalogueValue {
  if (typeof value === 'string') return needsConversion(value) ? convertMessage(value) : value;
  if (Array.isArray(value)) return value.map(convertValue);
  return convertCatalogue(value);
}

function convertFile(path: string): boolean {
  const before = readFileSync(path, 'utf8');
  const after = `${JSON.stringify(convertCatalogue(JSON.parse(before) as Catalogue), null, 2)}\n`;
  if (after === before) return false;
  writeFileSync(path, after);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const english = fileURLToPath(new URL('../src/locales/en/', import.meta.url));
  const files = process.argv.slice(2);
  const paths = files.length
    ? files
    : readdirSync(english)
        .filter((name) => name.endsWith('.json'))
        .map((name) => english + name);
  const changed = paths.filter(convertFile);
  console.log(`converted ${changed.length} of ${paths.length} catalogues`);
}
