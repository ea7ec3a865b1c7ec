import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../store/sessionStore.ts';
import { renderApp, storeTestCredentials } from '../../test/renderApp.tsx';

describe('clear browser data page', () => {
  it('clears local and session storage after a confirmation', async () => {
    storeTestCredentials();
    sessionStorage.setItem('draft', 'half a task');
    renderApp('/static/clear-browser-data');

    await userEvent.click(await screen.findByRole('button', { name: 'Clear browser data' }));
    const question = screen.getByText(/Clear everything Questlog stored in this browser\?/);
    expect(document.activeElement).toBe(question);
    expect(localStorage.length).toBe(1); // nothing is cleared before the confirmation

    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(
      screen.getByText('Done. Everything Questlog stored in this browser has been cleared.'),
    ).toBeTruthy();
    expect(useSessionStore.getState().status).toBe('anonymous');
  });

  it('keeps everything when the visitor cancels', async () => {
    storeTestCredentials();
    renderApp('/static/clear-browser-data');

    await userEvent.click(await screen.findByRole('button', { name: 'Clear browser data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.length).toBe(1);
    expect(screen.getByRole('button', { name: 'Clear browser data' })).toBeTruthy();
  });
});
