// Translations load per namespace (issue 19.10): the namespaces the shell shows on every screen
// come with the first script; the others load with the screen that uses them (routes/lazyPages).
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import avatar from './locales/en/avatar.json';
import common from './locales/en/common.json';
import notices from './locales/en/notices.json';
import party from './locales/en/party.json';
import titles from './locales/en/titles.json';
import { defaultNS } from './locales/defaultNamespace.ts';
import type { Namespace } from './locales/resources.ts';

const shellNamespaces = { common, titles, notices, avatar, party } as const;

/** The languages with a catalogue; a folder of locales/ each. */
export const languages = ['en'] as const;

// One chunk per namespace file; the shell's namespaces are already in the first script.
const laterCatalogues = import.meta.glob<Record<string, unknown>>(
  [
    './locales/*/*.json',
    '!./locales/en/common.json',
    '!./locales/en/titles.json',
    '!./locales/en/notices.json',
    '!./locales/en/avatar.json',
    '!./locales/en/party.json',
  ],
  { import: 'default' },
);

const namespaceLoader: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = laterCatalogues[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

// Synchronous start: the shell's catalogue is bundled, so the first render already has its text.
void i18next
  .use(namespaceLoader)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: shellNamespaces },
    partialBundledLanguages: true,
    defaultNS,
    ns: Object.keys(shellNamespaces),
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
  });

/** Every namespace of the English catalogue, the shell's and those loaded on demand. */
export const allNamespaces: readonly Namespace[] = [
  ...(Object.keys(shellNamespaces) as Namespace[]),
  ...Object.keys(laterCatalogues).flatMap((path) => {
    const [, language, namespace] = /^\.\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    return language === 'en' && namespace ? [namespace as Namespace] : [];
  }),
];

/** Loads namespaces a screen needs before it renders, so its first render has its text. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await i18next.loadNamespaces([...namespaces]);
}

export { i18next };
