// Issue 19.10: index.html paints the loading screen and applies the theme before any script of
// the app runs. Both must stay the same as the app's own (LoadingScreen, applyTheme). For a
// returning player, public/boot.js also preloads the first screen's files the build listed.
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from './components/LoadingScreen.tsx';
import common from './locales/en/common.json';
import { resolveTheme, themeChoices, themeKey } from './store/themeStore.ts';
import indexHtml from '../index.html?raw';
import bootScript from '../public/boot.js?raw';
import { settingsKey } from './store/settingsStorage.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
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

  it('loads the boot script before the style sheet and the app', () => {
    const scripts = [...page.head.querySelectorAll('script')];
    expect(scripts[0]?.getAttribute('src')).toBe('/boot.js');
    expect(scripts[0]?.hasAttribute('type')).toBe(false); // classic: runs before the first paint
  });
});

const runBootScript = () => new Function(bootScript)() as void;

describe('public/boot.js: the theme', () => {
  const runThemeScript = runBootScript;

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

describe('public/boot.js: the first screen of a returning player', () => {
  const listed = { '/': ['/assets/tasksScreen-1.js', '/assets/tasksScreen-1.css'] };

  /** The page as the build writes it: the list, then the script. */
  function page(path: string, list: object | string = listed) {
    window.history.replaceState(null, '', path);
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'first-screens';
    data.textContent = typeof list === 'string' ? list : JSON.stringify(list);
    document.head.append(data);
    // the preloads wait for the first paint: a frame, then a task
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callback());
    vi.stubGlobal('setTimeout', (callback: () => void) => callback());
  }

  const preloads = () =>
    [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.crossOrigin,
    }));

  const signIn = () =>
    localStorage.setItem(settingsKey, JSON.stringify({ auth: { apiId: 'me', apiToken: 'key' } }));

  it('asks for the listed scripts and styles, as the app later asks for them', () => {
    signIn();
    page('/');
    runBootScript();
    expect(preloads()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/tasksScreen-1.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/tasksScreen-1.css', crossOrigin: '' },
    ]);
  });

  it('asks for nothing for a visitor, another screen, or an unreadable list or session', () => {
    page('/');
    runBootScript();
    expect(preloads()).toEqual([]); // no session: the first screen is the login page

    signIn();
    document.head.innerHTML = '';
    page('/shops/market');
    runBootScript();
    expect(preloads()).toEqual([]);

    document.head.innerHTML = '';
    page('/', '{not json');
    expect(() => runBootScript()).not.toThrow();
    expect(preloads()).toEqual([]);

    document.head.innerHTML = '';
    localStorage.setItem(settingsKey, '{not json');
    page('/');
    expect(() => runBootScript()).not.toThrow();
    expect(preloads()).toEqual([]);
  });
});
