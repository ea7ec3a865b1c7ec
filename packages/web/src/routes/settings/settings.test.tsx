import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../browser.ts';
import { settingsKey } from '../../store/settingsStorage.ts';
import { fakeFetch, json, type FakeCall } from '../../test/requestKit.ts';
import { renderApp, storeTestCredentials, testCredentials } from '../../test/renderApp.tsx';
import { utcOffsetText } from './DayStartSettings.tsx';

afterEach(() => vi.restoreAllMocks());

const player = {
  id: testCredentials.apiId,
  _v: 3,
  permissions: {},
  auth: { local: { username: 'ana', email: 'ana@example.org' } },
  preferences: { dayStart: 0, language: 'en', emailNotifications: { newPM: true } },
};

/** A signed-in player; `answer` handles every call but GET /user. */
function signedIn(answer: (call: FakeCall) => Response) {
  storeTestCredentials();
  return fakeFetch((call) =>
    call.method === 'GET' && call.url === '/api/v4/user'
      ? json(200, { success: true, data: player, userV: 3 })
      : answer(call),
  );
}

const notices = () => screen.getByRole('region', { name: 'Notices' });
const sent = (calls: FakeCall[]) =>
  calls.filter((call) => !(call.method === 'GET' && call.url === '/api/v4/user'));

describe('account settings', () => {
  it('changes the username with the current password and says so', async () => {
    const calls = signedIn(() => json(200, { success: true, data: { username: 'ana_2' } }));
    renderApp('/user/settings/general');
    const form = await screen.findByRole('form', { name: 'Change username' });
    const username = within(form).getByLabelText('New username');
    expect((username as HTMLInputElement).value).toBe('ana');
    await userEvent.clear(username);
    await userEvent.type(username, 'ana_2');
    await userEvent.type(within(form).getByLabelText('Current password'), 'my password');
    await userEvent.click(within(form).getByRole('button', { name: 'Save username' }));
    expect((await within(notices()).findByRole('status')).textContent).toBe(
      'Your username is now ana_2.',
    );
    expect(sent(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v4/user/auth/update-username',
      body: { username: 'ana_2', password: 'my password' },
    });
  });

  it('shows a wrong current password beside the field', async () => {
    signedIn(() =>
      json(401, { success: false, error: 'NotAuthorized', message: 'That password is not right.' }),
    );
    renderApp('/user/settings/general');
    const form = await screen.findByRole('form', { name: 'Change e-mail' });
    await userEvent.clear(within(form).getByLabelText('New e-mail'));
    await userEvent.type(within(form).getByLabelText('New e-mail'), 'new@example.org');
    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Save e-mail' }));
    expect(await within(form).findByText('That password is not right.')).toBeTruthy();
    expect(within(form).getByLabelText('Current password').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('checks a new password before sending it', async () => {
    const calls = signedIn(() => json(200, { success: true, data: {} }));
    renderApp('/user/settings/general');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'old password');
    await userEvent.type(within(form).getByLabelText('New password'), 'short');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Save password' }));
    expect(within(form).getByText('Your password needs 8 to 64 characters.')).toBeTruthy();
    expect(sent(calls)).toHaveLength(0);
  });

  it('deletes the account after the confirmation dialog, then signs out', async () => {
    const leaveTo = vi.spyOn(browser, 'leaveTo').mockImplementation(() => {});
    const calls = signedIn(() => json(200, { success: true, data: {} }));
    renderApp('/user/settings/general');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/logout-server'));
    expect(sent(calls)[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/v4/user',
      body: { password: 'my password' },
    });
    expect(localStorage.getItem(settingsKey)).toBeNull();
  });

  it('saves the day start through POST /user/custom-day-start and confirms it', async () => {
    const calls = signedIn(() =>
      json(200, { success: true, data: { message: 'Your day now starts at 5.' } }),
    );
    renderApp('/user/settings/general');
    const hour = await screen.findByLabelText('Start of my day');
    expect(within(hour).getByRole('option', { name: '00:00 (midnight)' })).toBeTruthy();
    expect(within(hour).getByRole('option', { name: '12:00 (noon)' })).toBeTruthy();
    await userEvent.selectOptions(hour, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save day start' }));
    expect((await within(notices()).findByRole('status')).textContent).toBe(
      'Your day now starts at 5.',
    );
    expect(sent(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/v4/user/custom-day-start',
      body: { dayStart: 5 },
    });
  });

  it('shows a refused day start beside the field', async () => {
    signedIn(() =>
      json(400, {
        success: false,
        error: 'BadRequest',
        message: 'Invalid request parameters.',
        errors: [{ param: 'dayStart', message: 'The day start must be an hour from 0 to 23.' }],
      }),
    );
    renderApp('/user/settings/general');
    const hour = await screen.findByLabelText('Start of my day');
    await userEvent.selectOptions(hour, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save day start' }));
    await waitFor(() => expect(hour.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(hour.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('The day start must be an hour from 0 to 23.');
  });

  it.each([
    [0, 'UTC+00:00'],
    [-120, 'UTC+02:00'],
    [300, 'UTC-05:00'],
    [-330, 'UTC+05:30'],
  ])('shows offset %d as %s', (offset, text) => {
    expect(utcOffsetText(offset)).toBe(text);
  });
});

describe('site data and API settings', () => {
  it('shows the user id, the token only when asked, copies them and stores a new token', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = signedIn(() => json(200, { success: true, data: { apiToken: 'token-2' } }));
    renderApp('/user/settings/api');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy API token' }));
    expect(writeText).toHaveBeenCalledWith(testCredentials.apiToken);
    expect(screen.getByText(testCredentials.apiId)).toBeTruthy();
    // The token is a password: hidden until the player asks to see it.
    expect(screen.queryByText(testCredentials.apiToken)).toBeNull();
    expect(screen.getByLabelText('API token, hidden')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show API token' }));
    expect(screen.getByText(testCredentials.apiToken)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide API token' }));
    expect(screen.queryByText(testCredentials.apiToken)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Get a new API token' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, replace my token' }));
    expect(await screen.findByText('token-2')).toBeTruthy();
    expect(sent(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/v4/user/auth/reset-api-token',
    });
    expect(JSON.parse(localStorage.getItem(settingsKey) ?? '{}').auth).toEqual({
      apiId: testCredentials.apiId,
      apiToken: 'token-2',
    });
  });
});

describe('notification settings', () => {
  it('saves one preference path per change', async () => {
    const calls = signedIn(() => json(200, { success: true, data: player }));
    renderApp('/user/settings/notifications');
    const email = await screen.findByRole('region', { name: 'E-mail notifications' });
    const newPM = within(email).getByRole('checkbox', { name: 'A private message arrives' });
    expect((newPM as HTMLInputElement).checked).toBe(true);
    await userEvent.click(newPM);
    await waitFor(() =>
      expect(sent(calls)[0]).toMatchObject({
        method: 'PUT',
        url: '/api/v4/user',
        body: { 'preferences.emailNotifications.newPM': false },
      }),
    );
  });
});
