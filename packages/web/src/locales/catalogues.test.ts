// Every language's catalogue against English's (catalogueCheck.ts): the same keys, the same ICU
// arguments. Every language of the list has a folder: one without is a failure, not a skip.
import { describe, expect, it } from 'vitest';
import {
  compareCatalogue,
  flattenCatalogue,
  messageArguments,
  type Catalogue,
} from '@questlog/core/catalogueCheck';
import { completeLanguages } from './completeLanguages.ts';
import { languages } from './languages.ts';
import { pseudoCatalogue } from './pseudo.ts';

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

const byLanguage = new Map<string, Map<string, Catalogue>>();
for (const [path, catalogue] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  const namespaces = byLanguage.get(language!) ?? new Map<string, Catalogue>();
  byLanguage.set(language!, namespaces.set(namespace!, catalogue));
}
const english = byLanguage.get('en')!;

describe('the English catalogue', () => {
  it('is ICU message format throughout', () => {
    const problems: string[] = [];
    for (const [namespace, catalogue] of english) {
      for (const [key, message] of flattenCatalogue(catalogue)) {
        const where = `${namespace}:${key}`;
        if (/_(zero|one|two|few|many|other)$/.test(key)) problems.push(`${where}: plural suffix`);
        // an i18next {{placeholder}} is not ICU: the parser refuses it
        const parsed = messageArguments(message);
        if ('error' in parsed) problems.push(`${where}: ${parsed.error}`);
      }
    }
    // run `npx tsx packages/web/build/convertToIcu.ts` to convert keys written the old way
    expect(problems).toEqual([]);
  });

  it('stays ICU in the pseudo-language, with the same arguments', () => {
    const changed: string[] = [];
    for (const [namespace, catalogue] of english) {
      const problems = compareCatalogue(catalogue, pseudoCatalogue(catalogue) as Catalogue);
      changed.push(...problems.mismatched.map((problem) => `${namespace}:${problem}`));
    }
    expect(changed).toEqual([]);
  });
});

it('has a folder only for the languages the interface offers', () => {
  expect(
    [...byLanguage.keys()].filter((code) => !(languages as readonly string[]).includes(code)),
  ).toEqual([]);
});

describe.each(languages.filter((language) => language !== 'en'))('%s', (language) => {
  const namespaces = byLanguage.get(language);
  if (!namespaces) {
    it('has a catalogue folder', () => {
      expect.fail(`no locales/${language}/ folder`);
    });
    return;
  }
  const results = [...english].map(([namespace, catalogue]) => ({
    namespace,
    ...compareCatalogue(catalogue, namespaces.get(namespace) ?? {}),
  }));
  const missing = results.flatMap((result) =>
    result.missing.map((key) => `${result.namespace}:${key}`),
  );
  const translated = results.reduce((sum, result) => sum + result.translated, 0);

  it('has no key or namespace English lacks, and the same placeholders as English', () => {
    const strays = [...namespaces.keys()].filter((namespace) => !english.has(namespace));
    const problems = results.flatMap((result) =>
      [...result.extra.map((key) => `${key}: not in English`), ...result.mismatched].map(
        (problem) => `${result.namespace}:${problem}`,
      ),
    );
    expect([
      ...strays.map((namespace) => `${namespace}.json: not in English`),
      ...problems,
    ]).toEqual([]);
  });

  const isRequired = completeLanguages.includes(language);
  const title = `is complete (${translated} messages translated, ${missing.length} missing)`;
  (isRequired ? it : it.skip)(title, () => {
    expect(missing).toEqual([]);
  });
});
