import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notificationStack } from '../../components/notifications/notificationStack.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { answering, fakeTasksApi, loadPlayer, ok } from '../../test/tasksKit.ts';
import { json } from '../../test/requestKit.ts';
import { AvatarEditor } from './AvatarEditor.tsx';

const NOW = new Date('2026-11-22T12:00:00Z');

function openEditor(extra: Record<string, unknown> = {}) {
  loadPlayer({ lvl: 3 }, {
    balance: 2.5, // 10 gems
    preferences: {
      size: 'slim',
      hair: { color: 'brown', base: 1 },
      skin: 'f5a76e',
      shirt: 'white',
    },
    ...extra,
  } as never);
  render(<AvatarEditor now={NOW} />);
}

const user = () =>
  useSessionStore.getState().user as unknown as Record<string, unknown> & { balance?: number };
const option = (name: RegExp) => screen.getByRole('button', { name });

describe('the customisation editor', () => {
  it('shows the avatar and a tab per kind, body size first', () => {
    fakeTasksApi();
    openEditor();
    expect(screen.getByRole('img', { name: 'Avatar of Robin' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Body size',
      'Skin',
      'Shirt',
      'Hair colour',
      'Hair style',
      'Bangs',
      'Beard',
      'Mustache',
      'Flower',
      'Wheelchair',
      'Background',
    ]);
    const list = screen.getByRole('list', { name: 'Body size options' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(option(/^Slim/).getAttribute('aria-pressed')).toBe('true');
  });

  it('saves a free option with PUT /user and wears it at once', async () => {
    const calls = fakeTasksApi(answering('PUT', '/user', () => ok({})));
    openEditor();
    await userEvent.click(option(/^Broad/));
    expect((user().preferences as { size?: string }).size).toBe('broad');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { 'preferences.size': 'broad' } });
  });

  it('sends hair styles as numbers', async () => {
    const calls = fakeTasksApi(answering('PUT', '/user', () => ok({})));
    openEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'Hair style' }));
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Hair style options' })).getAllByRole('button')[2]!,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ 'preferences.hair.base': 3 });
  });

  it('rolls back a refused save', async () => {
    fakeTasksApi(
      answering('PUT', '/user', () =>
        json(400, { success: false, error: 'BadRequest', message: 'Bad request.' }),
      ),
    );
    openEditor();
    await userEvent.click(option(/^Broad/));
    await waitFor(() => expect((user().preferences as { size?: string }).size).toBe('slim'));
  });

  it('marks owned, free and locked options with their price in gems', async () => {
    fakeTasksApi();
    openEditor({ purchased: { hair: { color: { rainbow: true } } } });
    await userEvent.click(screen.getByRole('tab', { name: 'Hair colour' }));
    expect(option(/^Silver White, Free$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /, Owned$/ }).getAttribute('data-state')).toBe(
      'owned',
    );
    const locked = screen.getAllByRole('button', { name: /, 2 gems$/ });
    expect(locked.length).toBeGreaterThan(10);
  });

  it('unlocks a locked option after confirming its price: POST /user/unlock?path=', async () => {
    const calls = fakeTasksApi(answering('POST', /^\/user\/unlock\?/, () => ok({})));
    openEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'Shirt' }));
    await userEvent.click(screen.getAllByRole('button', { name: /, 2 gems$/ })[0]!);
    const confirm = screen.getByRole('dialog', { name: 'Unlock for gems?' });
    expect(confirm.textContent).toMatch(/for 2 gems\?/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/v4/user/unlock?path=shirt.convict');
    expect(user().balance).toBe(2); // 10 gems − 2
    expect((user().purchased as { shirt?: Record<string, boolean> }).shirt?.convict).toBe(true);
    expect((user().preferences as { shirt?: string }).shirt).toBe('convict');
  });

  it('unlocks a whole set with a comma list of its paths', async () => {
    const calls = fakeTasksApi(answering('POST', /^\/user\/unlock\?/, () => ok({})));
    openEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'Shirt' }));
    await userEvent.click(screen.getByRole('button', { name: /^Unlock the whole set/ }));
    const confirm = screen.getByRole('dialog', { name: 'Unlock for gems?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const paths = new URL(calls[0]!.url, 'http://x').searchParams.get('path')?.split(',');
    expect(paths).toContain('shirt.convict');
    expect(paths).toContain('shirt.zombie');
    expect(paths).toHaveLength(11);
  });

  it('refuses to confirm an unlock the player cannot pay for', async () => {
    const calls = fakeTasksApi();
    openEditor({ balance: 0.25 }); // 1 gem
    await userEvent.click(screen.getByRole('tab', { name: 'Shirt' }));
    await userEvent.click(screen.getAllByRole('button', { name: /, 2 gems$/ })[0]!);
    const confirm = screen.getByRole('dialog', { name: 'Unlock for gems?' });
    expect(within(confirm).getByRole('alert').textContent).toBe('You need 2 gems; you have 1.');
    expect(within(confirm).getByRole('button', { name: 'Unlock' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s refusal of an unlock as a notice and takes the gems back', async () => {
    fakeTasksApi(
      answering('POST', /^\/user\/unlock\?/, () =>
        json(401, {
          success: false,
          error: 'NotAuthorized',
          message: 'You already own everything in this set.',
        }),
      ),
    );
    openEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'Shirt' }));
    await userEvent.click(screen.getAllByRole('button', { name: /, 2 gems$/ })[0]!);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Unlock for gems?' })).getByRole('button', {
        name: 'Unlock',
      }),
    );
    await waitFor(() => expect(user().balance).toBe(2.5));
    expect(user().purchased).toBeUndefined();
    const { visible, waiting } = notificationStack.getSnapshot();
    expect([...visible, ...waiting].map((notice) => [notice.type, notice.text])).toContainEqual([
      'error',
      'You already own everything in this set.',
    ]);
  });
});
