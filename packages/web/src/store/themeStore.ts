import { create } from 'zustand';

export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type Theme = 'light' | 'dark';

export const themeKey = 'questlog-theme';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return themeChoices.includes(value as ThemeChoice);
}

export function readThemeChoice(): ThemeChoice {
  const stored = localStorage.getItem(themeKey);
  return isThemeChoice(stored) ? stored : 'system';
}

const darkQuery = '(prefers-color-scheme: dark)';

// jsdom and very old browsers have no matchMedia: they get the light theme.
export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): Theme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.dataset.theme = resolveTheme(choice, systemPrefersDark());
  document.documentElement.dataset.themeChoice = choice;
}

// Follows the device setting while the choice is 'system'; returns the unsubscribe.
export function watchSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

interface ThemeState {
  choice: ThemeChoice;
  choose(choice: ThemeChoice): void;
  restore(): void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  choice: readThemeChoice(),
  choose: (choice) => {
    localStorage.setItem(themeKey, choice);
    set({ choice });
  },
  restore: () => set({ choice: readThemeChoice() }),
}));
