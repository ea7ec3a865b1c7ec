import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeKey } from '../store/themeStore.ts';
import { renderApp } from '../test/renderApp.tsx';

type Listener = () => void;

/** A device colour-scheme setting the test can flip. */
function fakeColorScheme(prefersDark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(dark: boolean) {
      prefersDark = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('theme switcher', () => {
  it('applies and remembers the chosen theme', async () => {
    fakeColorScheme(false);
    renderApp('/static/home');
    const select = await screen.findByRole('combobox', { name: 'Theme' });
    expect(document.documentElement.dataset.theme).toBe('light');

    await userEvent.selectOptions(select, 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(themeKey)).toBe('dark');

    await userEvent.selectOptions(select, 'light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(themeKey)).toBe('light');
  });

  it('starts from the remembered choice', async () => {
    fakeColorScheme(false);
    localStorage.setItem(themeKey, 'dark');
    renderApp('/static/home');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Theme' });
    expect(select.value).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('follows the device live when set to match it', async () => {
    const device = fakeColorScheme(true);
    localStorage.setItem(themeKey, 'system');
    renderApp('/static/home');
    await screen.findByRole('combobox', { name: 'Theme' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    device.set(false);
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
