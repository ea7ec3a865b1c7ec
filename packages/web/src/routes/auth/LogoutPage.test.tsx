import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../browser.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { settingsKey } from '../../store/settingsStorage.ts';
import { themeKey } from '../../store/themeStore.ts';
import { renderApp, signInAs } from '../../test/renderApp.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/logout', () => {
  it('clears the stored session, keeps the theme and leaves for /logout-server', async () => {
    const leaveTo = vi.spyOn(browser, 'leaveTo').mockImplementation(() => {});
    signInAs();
    localStorage.setItem(themeKey, 'dark');
    sessionStorage.setItem('anything', 'x');
    renderApp('/logout');
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/logout-server'));
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem(settingsKey)).toBeNull();
    expect(localStorage.getItem(themeKey)).toBe('dark');
    expect(sessionStorage.length).toBe(0);
  });

  it('asks the server to go on to login when told to', async () => {
    const leaveTo = vi.spyOn(browser, 'leaveTo').mockImplementation(() => {});
    renderApp('/logout?redirectToLogin=true');
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith('/logout-server?redirectToLogin=true'),
    );
  });

  it('finishes on the client when the server did not answer /logout-server', async () => {
    const { router } = renderApp('/logout-server?redirectToLogin=true');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
