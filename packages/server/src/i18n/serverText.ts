// The server's text in every language: the envelope's messages (core's keys), e-mails and chat's
// system messages. English is the source (core's `englishMessages`, and locales/en/<namespace>.json
// here); a language is a folder locales/<code>/ with the same files and keys, in ICU message
// format. A key a language lacks is English; the catalogue check (serverText.test.ts) keeps the
// files in step.
import { readdirSync, readFileSync } from 'node:fs';
import { englishMessages } from '@questlog/core/messages';
import { DEFAULT_LANGUAGE, isLanguage } from '@questlog/core/languages';
import IntlMessageFormat from 'intl-messageformat';

export type ServerNamespace = 'messages' | 'emails' | 'chat';
export type Params = Readonly<Record<string, string | number>>;
type Texts = Record<string, unknown>;

const localesFolder = new URL('../locales/', import.meta.url);

function readLocales(): Map<string, Map<string, Texts>> {
  const catalogues = new Map<string, Map<string, Texts>>();
  for (const language of readdirSync(localesFolder)) {
    const namespaces = new Map<string, Texts>();
    for (const file of readdirSync(new URL(`${language}/`, localesFolder))) {
      if (!file.endsWith('.json')) continue;
      const text = readFileSync(new URL(`${language}/${file}`, localesFolder), 'utf8');
      namespaces.set(file.slice(0, -'.json'.length), JSON.parse(text) as Texts);
    }
    catalogues.set(language, namespaces);
  }
  catalogues.get(DEFAULT_LANGUAGE)?.set('messages', { ...englishMessages });
  return catalogues;
}

/** Every language's server catalogues, read once at start-up: language → namespace → texts. */
export const serverCatalogues = readLocales();

function lookUp(language: string, namespace: string, key: string): string | undefined {
  let found: unknown = serverCatalogues.get(language)?.get(namespace);
  for (const part of key.split('.')) {
    found = typeof found === 'object' && found !== null ? (found as Texts)[part] : undefined;
  }
  return typeof found === 'string' ? found : undefined;
}

const compiled = new Map<string, IntlMessageFormat>();

function format(message: string, language: string, params: Params): string {
  const cacheKey = `${language}\u0000${message}`;
  let formatter = compiled.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
    compiled.set(cacheKey, formatter);
  }
  // a placeholder without a value is left as written, so a missing parameter shows, not fails
  const values = new Proxy(params, {
    has: () => true,
    get: (target, name: string) => target[name] ?? `{${name}}`,
  });
  return String(formatter.format(values));
}

/**
 * One text in a language, English where the language lacks it; a key no catalogue has is
 * returned as it is, so a missing text is visible rather than fatal.
 */
export function serverText(
  language: string,
  namespace: ServerNamespace,
  key: string,
  params: Params = {},
): string {
  const spoken = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const translated = lookUp(spoken, namespace, key);
  const [message, messageLanguage] =
    translated !== undefined
      ? [translated, spoken]
      : [lookUp(DEFAULT_LANGUAGE, namespace, key), 'en'];
  if (message === undefined) return key;
  try {
    return format(message, messageLanguage, params);
  } catch {
    return message; // not ICU: the check refuses such a file, but a request never fails on it
  }
}
