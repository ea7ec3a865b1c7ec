// Issue 19.10: index.html paints the loading screen and applies the theme before any script of
// the app runs. Both must stay the same as the app's own (LoadingScreen, applyTheme).
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from './components/LoadingScreen.tsx';
import common from './locales/en/common.json';
import { resolveTheme, themeChoices, themeKey } from './store/themeStore.ts';
import indexHtml from '../index.html?raw';
import themeScript from '../public/theme.js?raw';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the loading screen index.html shows before the app starts', () => {
  const page = new DOMParser().parseFromString(indexHtml, 'text/html');

  /** What a loading screen is made of: its element's attributes, the spinner's and the label's. */
  const partsOf = (status: Element | null) => {
    const attributes = (element: Element | null | undefined) =>
      Object.fromEntries([...(element?.attributes ?? [])].map((a) => [a.name, a.value]));
    return {
      screen: attributes(status),
      spinner: attributes(status?.querySelector('span')),
      label: { ...attributes(status?.querySelector('p')), text: status?.textContent?.trim() },
    };
  };

  it('is the app’s loading screen, word for word and class for class', () => {
    const painted = page.querySelector('#root > [role="status"]');
    expect(painted?.textContent?.trim()).toBe(common.loading.label);
    render(createElement(LoadingScreen));
    expect(partsOf(painted)).toEqual(partsOf(screen.getByRole('status')));
  });

  it('loads the theme script before the style sheet and the app', () => {
    const scripts = [...page.head.querySelectorAll('script')];
    expect(scripts[0]?.getAttribute('src')).toBe('/theme.js');
    expect(scripts[0]?.hasAttribute('type')).toBe(false); // classic: runs before the first paint
  });
});

describe('public/theme.js', () => {
  const runThemeScript = () => new Function(themeScript)() as void;

  it.each(themeChoices.flatMap((choice) => [true, false].map((dark) => [choice, dark] as const)))(
    'applies the same theme as applyTheme for %s (device dark: %s)',
    (choice, prefersDark) => {
      localStorage.setItem(themeKey, choice);
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(prefers-color-scheme: dark)' && prefersDark,
      }));
      runThemeScript();
      expect(document.documentElement.dataset.theme).toBe(resolveTheme(choice, prefersDark));
      expect(document.documentElement.dataset.themeChoice).toBe(choice);
    },
  );

  it('treats an unknown stored choice as the device setting', () => {
    localStorage.setItem(themeKey, 'purple');
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    runThemeScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.themeChoice).toBe('system');
  });
});
