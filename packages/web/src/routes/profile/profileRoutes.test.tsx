import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../test/renderApp.tsx';

describe('modal routes over tasks', () => {
  it.each([
    ['/profile/u-2', 'Profile'],
    ['/profile/u-2#stats', 'Stats'],
    ['/profile/u-2#achievements', 'Achievements'],
    ['/user/profile', 'Profile'],
    ['/user/stats', 'Stats'],
    ['/user/achievements', 'Achievements'],
  ])('%s opens the %s modal over the tasks screen', async (path, title) => {
    signInAs();
    renderApp(path);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeTruthy();
  });

  it('closing the profile goes back to tasks', async () => {
    signInAs();
    const { router } = renderApp('/user/stats');
    await screen.findByRole('dialog', { name: 'Stats' });
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
  });

  it('opens the buy-gems modal when tasks is asked to', async () => {
    signInAs();
    const { router } = renderApp('/?openGemsModal=true');
    await screen.findByRole('dialog', { name: 'Buy gems' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('opens no modal on plain tasks', async () => {
    signInAs();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
