// Translations load per namespace and per language (issues 19.10 and 32): English's namespaces that
// the shell shows on every screen, the login page's included, come with the first script; every
// other file (English's other namespaces, and all of another language's) loads with the screen
// that uses it (routes/lazyPages) or when the language is chosen. What only a signed-in player's
// shell shows (signedInNamespaces) loads with each signed-in screen and the shell's signed-in parts. Text is ICU message format
// (locales/icuFormat.ts); a key a language lacks falls back to English.
import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json';
import notices from './locales/en/notices.json';
import titles from './locales/en/titles.json';
import { defaultNS } from './locales/defaultNamespace.ts';
import { icuFormat } from './locales/icuFormat.ts';
import { documentLanguage, languages, pseudoLanguage, textDirection } from './locales/languages.ts';
import type { Namespace } from './locales/resources.ts';

const shellNamespaces = { common, titles, notices } as const;

/** The party strip's, the avatar's and the party notices' text: every signed-in screen's. */
export const signedInNamespaces = ['party', 'avatar'] as const satisfies readonly Namespace[];

export { languages };

// One chunk per namespace file; English's shell namespaces are already in the first script.
// Only English's loaders are here: the other languages' (about 180) are a chunk of their own
// (locales/translations.ts), loaded with the first of their files.
const laterCatalogues = import.meta.glob<ResourceKey>(
  [
    './locales/en/*.json',
    '!./locales/en/common.json',
    '!./locales/en/titles.json',
    '!./locales/en/notices.json',
  ],
  { import: 'default' },
);

async function readCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  if (language === pseudoLanguage) {
    const [english, { pseudoCatalogue }] = await Promise.all([
      readCatalogue('en', namespace),
      import('./locales/pseudo.ts'),
    ]);
    return pseudoCatalogue(english) as ResourceKey;
  }
  if (language === 'en') {
    const bundled = shellNamespaces[namespace as keyof typeof shellNamespaces];
    const load = laterCatalogues[`./locales/en/${namespace}.json`];
    return bundled ?? (load ? load() : {});
  }
  const { translations } = await import('./locales/translations.ts');
  const load = translations[`./${language}/${namespace}.json`];
  return load ? load() : {}; // not translated yet: every key falls back to English
}

const namespaceLoader: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    readCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/** `<html lang dir>` follow the language, so Arabic lays the page out right to left. */
function markDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = documentLanguage(language);
  document.documentElement.dir = textDirection(language);
}

// Synchronous start in English: the shell's catalogue is bundled, so the first render already has
// its text. Another language is switched to by startLanguage (locales/languageChoice.ts).
void i18next
  .use(namespaceLoader)
  .use(icuFormat)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    load: 'currentOnly', // pt-BR's files only, never a `pt` folder
    resources: { en: shellNamespaces },
    partialBundledLanguages: true,
    defaultNS,
    ns: Object.keys(shellNamespaces),
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
  });
i18next.on('languageChanged', markDocument);

/** Every namespace of the English catalogue, the shell's and those loaded on demand. */
export const allNamespaces: readonly Namespace[] = [
  ...(Object.keys(shellNamespaces) as Namespace[]),
  ...Object.keys(laterCatalogues).map(
    (path) => /^\.\/locales\/en\/(\w+)\.json$/.exec(path)![1] as Namespace,
  ),
];

/** Loads namespaces a screen needs before it renders, so its first render has its text. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await i18next.loadNamespaces([...namespaces]);
}

/** Switches the interface's language without a reload, once the screens' files have loaded. */
export async function changeLanguage(language: string): Promise<void> {
  if (i18next.language === language) return;
  await i18next.changeLanguage(language);
}

export { i18next };
