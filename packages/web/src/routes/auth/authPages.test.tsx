import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../browser.ts';
import { passwordChangeKey } from '../../store/passwordChange.ts';
import { suspendedMessageKey } from '../../store/logout.ts';
import { settingsKey } from '../../store/settingsStorage.ts';
import { fakeFetch, json } from '../../test/requestKit.ts';
import { renderApp } from '../../test/renderApp.tsx';

afterEach(() => vi.restoreAllMocks());

const player = { id: 'new-user', _v: 1, permissions: {} };
const notices = () => screen.getByRole('region', { name: 'Notices' });

async function fillRegistration(values: Partial<Record<string, string>>) {
  const user = userEvent.setup();
  const fields: [string, string][] = [
    ['Username', values.username ?? 'ana'],
    ['E-mail', values.email ?? 'ana@example.org'],
    ['Password', values.password ?? 'long enough'],
    ['Confirm password', values.confirmPassword ?? values.password ?? 'long enough'],
  ];
  for (const [label, value] of fields) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/register', () => {
  it('checks the rules before sending and shows each error beside its field', async () => {
    const calls = fakeFetch(() => json(500, {}));
    renderApp('/register');
    await fillRegistration({
      username: 'bad name!',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Use only letters, digits, hyphens (-) and underscores (_).'),
    ).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Your password needs 8 to 64 characters.')).toBeTruthy();
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('ticks the password rules off as the player types', async () => {
    renderApp('/register');
    const rules = await screen.findByRole('list', { name: 'Password rules' });
    const [length, match] = within(rules).getAllByRole('listitem');
    expect(length?.dataset.met).toBe('false');
    await userEvent.type(screen.getByLabelText('Password'), '12345678');
    expect(length?.dataset.met).toBe('true');
    expect(match?.dataset.met).toBe('false');
    await userEvent.type(screen.getByLabelText('Confirm password'), '12345678');
    expect(match?.dataset.met).toBe('true');
  });

  it('shows the server’s field errors de-duplicated per field', async () => {
    fakeFetch(() =>
      json(400, {
        success: false,
        error: 'BadRequest',
        message: 'Invalid request parameters.',
        errors: [
          { param: 'username', message: 'That username is already taken.' },
          { param: 'username', message: 'Second message for the same field.' },
          { param: 'email', message: 'That e-mail address is already used.' },
        ],
      }),
    );
    renderApp('/register');
    await fillRegistration({});
    const username = await screen.findByText('That username is already taken.', {
      selector: 'p',
    });
    expect(username.id).toBe(
      screen.getByLabelText('Username').getAttribute('aria-describedby')?.split(' ')[0],
    );
    expect(screen.queryByText('Second message for the same field.', { selector: 'p' })).toBeNull();
    expect(
      screen.getByText('That e-mail address is already used.', { selector: 'p' }),
    ).toBeTruthy();
    expect(within(notices()).getByRole('alert').textContent).toContain(
      'That username is already taken. That e-mail address is already used.',
    );
  });

  it('stores the new credentials and goes on to redirectTo, kept from login', async () => {
    const calls = fakeFetch((call) =>
      call.url.startsWith('/api/v4/user/auth/local/register')
        ? json(201, { success: true, data: { ...player, _id: player.id, apiToken: 'tok' } })
        : json(200, { success: true, data: player, userV: 1 }),
    );
    const { router } = renderApp('/login?redirectTo=%2Fparty');
    await userEvent.click(await screen.findByRole('link', { name: 'New here? Create an account' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe('?redirectTo=%2Fparty');
    await fillRegistration({});
    await waitFor(() => expect(router.state.location.pathname).toBe('/party'));
    expect(calls[0]?.body).toEqual({
      username: 'ana',
      email: 'ana@example.org',
      password: 'long enough',
      confirmPassword: 'long enough',
      // the browser's zone (issue 30)
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(JSON.parse(localStorage.getItem(settingsKey) ?? '{}')).toEqual({
      auth: { apiId: 'new-user', apiToken: 'tok' },
    });
  });
});

describe('/login', () => {
  async function logIn(username: string, password: string) {
    await userEvent.type(await screen.findByLabelText('Username or e-mail'), username);
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('shows a wrong password as the error notice and beside the password field', async () => {
    const refusal = 'Your e-mail address / username or password is incorrect.';
    fakeFetch(() => json(401, { success: false, error: 'NotAuthorized', message: refusal }));
    renderApp('/login');
    await logIn('ana', 'wrong password');
    const alert = await within(notices()).findByRole('alert');
    expect(alert.textContent).toContain('Questlog');
    expect(alert.textContent).toContain(refusal);
    expect(within(alert).getByRole('button', { name: 'Close dialog' })).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const besideId = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(besideId)?.textContent).toBe(refusal);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs in and goes to tasks', async () => {
    const calls = fakeFetch((call) =>
      call.url === '/api/v4/user/auth/local/login'
        ? json(200, { success: true, data: { id: 'u1', apiToken: 't1', newUser: false } })
        : json(200, { success: true, data: { id: 'u1', permissions: {} } }),
    );
    const { router } = renderApp('/login');
    await logIn('  ana@example.org ', 'secret password');
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    expect(router.state.location.pathname).toBe('/');
    expect(calls[0]?.body).toEqual({ username: 'ana@example.org', password: 'secret password' });
    expect(calls[1]?.headers['x-api-key']).toBe('t1');
  });

  it('tells a suspended player why, without an error notice', async () => {
    const leaveTo = vi.spyOn(browser, 'leaveTo').mockImplementation(() => {});
    const suspended =
      'This account, User ID "u1", has been blocked for breaking the Community Guidelines or ' +
      'Terms of Service. For details or to ask to be unblocked, e-mail our Community Manager at a@b.c.';
    fakeFetch(() => json(401, { success: false, error: 'NotAuthorized', message: suspended }));
    renderApp('/login');
    await logIn('ana', 'secret password');
    const alert = await screen.findByText(suspended);
    expect(alert.closest('[role="alert"]')?.textContent).toContain('This account is suspended');
    expect(within(notices()).queryByRole('alert')).toBeNull();
    expect(leaveTo).toHaveBeenCalledWith('/logout-server?redirectToLogin=true');
    expect(sessionStorage.getItem(suspendedMessageKey)).toBe(suspended);
  });

  it('shows the suspended message kept across the forced logout', async () => {
    sessionStorage.setItem(suspendedMessageKey, 'Blocked, write to us.');
    renderApp('/login');
    expect(
      (await screen.findByText('Blocked, write to us.')).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(sessionStorage.getItem(suspendedMessageKey)).toBeNull();
  });
});

describe('password recovery', () => {
  it('always answers a reset request with the neutral confirmation', async () => {
    const calls = fakeFetch(() => json(200, { success: true, data: {} }));
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'who@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account uses that address',
    );
    expect(calls[0]).toMatchObject({
      url: '/api/v4/user/reset-password',
      body: { email: 'who@example.org' },
    });
  });

  it('sets the new password, flags the change and starts again at login', async () => {
    const leaveTo = vi.spyOn(browser, 'leaveTo').mockImplementation(() => {});
    const calls = fakeFetch(() => json(200, { success: true, data: {} }));
    renderApp('/reset-password?code=abc');
    await userEvent.type(await screen.findByLabelText('New password'), 'a new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Confirm new password'), '{Backspace}d');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/login'));
    expect(calls[0]).toMatchObject({
      url: '/api/v4/user/auth/reset-password-set-new-one',
      body: { code: 'abc', newPassword: 'a new password', confirmPassword: 'a new password' },
    });
    expect(sessionStorage.getItem(passwordChangeKey)).toBe('true');
  });

  it('shows the password-success notice once at startup and clears the flag', async () => {
    sessionStorage.setItem(passwordChangeKey, 'true');
    renderApp('/login');
    const notice = await within(notices()).findByRole('status');
    expect(notice.textContent).toBe('Your password is changed. Sign in with the new one.');
    expect(sessionStorage.getItem(passwordChangeKey)).toBeNull();
  });
});
