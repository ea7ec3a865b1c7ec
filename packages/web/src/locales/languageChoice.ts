// Which language the interface speaks: the player's `preferences.language` once the user is read;
// before that (a visitor, the sign-up page) the one chosen on this device, else the first of the
// browser's languages we have. `?lang=pseudo` (or any offered code) overrides all of them for
// this tab, to look at a screen in that language without saving it.
import { changeLanguage, i18next } from '../i18n.ts';
import { useSessionStore } from '../store/sessionStore.ts';
import { isLanguage, matchLanguage, offeredLanguages, pseudoLanguage } from './languages.ts';

const chosenKey = 'questlog-language';
const overrideKey = 'questlog-language-override';

function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // private mode: the choice lasts this page only
  }
}

/** The `?lang=` override for this tab, kept while it navigates; the pseudo-language is one. */
function languageOverride(search: string): string | null {
  const asked = new URLSearchParams(search).get('lang');
  if (asked && (isLanguage(asked) || asked === pseudoLanguage)) {
    writeStorage(sessionStorage, overrideKey, asked);
    return asked;
  }
  return readStorage(sessionStorage, overrideKey);
}

/** The language a page opens in before the player is known. */
export function firstLanguage(
  search = window.location.search,
  browserLanguages: readonly string[] = navigator.languages,
): string {
  const override = languageOverride(search);
  if (override) return override;
  const chosen = readStorage(localStorage, chosenKey);
  if (isLanguage(chosen)) return chosen;
  return matchLanguage(browserLanguages);
}

/** The languages the settings and the sign-up page offer in this build. */
export function choosableLanguages(): readonly string[] {
  return offeredLanguages(import.meta.env.DEV);
}

/** Speaks a language chosen on this device (sign-up page, settings) and remembers it here. */
export async function chooseLanguage(language: string): Promise<void> {
  if (language !== pseudoLanguage) {
    writeStorage(localStorage, chosenKey, language);
    try {
      sessionStorage.removeItem(overrideKey); // a real choice ends a `?lang=` look
    } catch {
      // storage refused: nothing was kept either
    }
  }
  await changeLanguage(language);
}

/**
 * Opens in the first language (its files loaded before the first render), then follows the
 * player's saved language whenever the user is read or changed.
 */
export async function startLanguage(): Promise<void> {
  await changeLanguage(firstLanguage());
  const follow = (language: unknown) => {
    if (isLanguage(language) && !readStorage(sessionStorage, overrideKey)) {
      writeStorage(localStorage, chosenKey, language);
      void changeLanguage(language);
    }
  };
  follow(useSessionStore.getState().user?.preferences?.language);
  useSessionStore.subscribe((state, previous) => {
    const language = state.user?.preferences?.language;
    if (language !== previous.user?.preferences?.language) follow(language);
  });
}

/** The language being spoken: the settings show it as chosen. */
export function currentLanguage(): string {
  return i18next.language;
}
