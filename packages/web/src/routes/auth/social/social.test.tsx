import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { socialEmailKey } from '../../../api/request.ts';
import { notificationStack } from '../../../components/notifications/notificationStack.ts';
import { useSessionStore } from '../../../store/sessionStore.ts';
import { fakeFetch, json, type FakeCall } from '../../../test/requestKit.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { appleAuthorizationUrl, appleStateKey } from './appleAuthorization.ts';
import { AppleHandover } from './AppleHandover.tsx';
import { SocialButtons, type SocialButtonsProps } from './SocialButtons.tsx';
import { readSocialNetworks, setSocialNetworksFetch } from './socialAuthApi.ts';

afterEach(() => {
  setSocialNetworksFetch(null);
  useSessionStore.getState().logOut();
  vi.restoreAllMocks();
});

const networks = (google: boolean, apple: boolean) => ({
  success: true,
  data: {
    google: { enabled: google, clientId: google ? 'google-client' : null },
    apple: {
      enabled: apple,
      clientId: apple ? 'apple.client' : null,
      authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    },
  },
});

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/login', element }], { initialEntries: [path] });
  // no query client: the sign-in pages carry no TanStack Query (issue 19.10)
  render(<RouterProvider router={router} />);
  return router;
}

// The notices pushed (the stack's view lives in the app shell, not rendered here).
const notices = () => {
  const { visible, waiting } = notificationStack.getSnapshot();
  return { textContent: [...visible, ...waiting].map((notice) => notice.text).join('\n') };
};

describe('SocialButtons', () => {
  const answer = (
    onSignIn: (call: FakeCall) => Response,
    enabled: [boolean, boolean] = [true, true],
  ) => {
    setSocialNetworksFetch(() => Promise.resolve(json(200, networks(...enabled))));
    return fakeFetch(onSignIn);
  };
  const renderButtons = (props: SocialButtonsProps = {}) =>
    renderAt('/login', <SocialButtons {...props} />);

  it('shows only the networks the server has on', async () => {
    answer(() => json(500, {}), [false, true]);
    renderButtons();

    expect(await screen.findByRole('button', { name: 'Sign in with Apple' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('asks the server once per ten minutes, however often the sign-in pages open', async () => {
    const asked = vi.fn(() => Promise.resolve(json(200, networks(true, false))));
    setSocialNetworksFetch(asked);
    const start = Date.now();
    await readSocialNetworks(start);
    await readSocialNetworks(start + 9 * 60_000);
    expect(asked).toHaveBeenCalledTimes(1);
    await readSocialNetworks(start + 10 * 60_000);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('shows the buttons at once on a second visit (login, then register)', async () => {
    setSocialNetworksFetch(() => Promise.resolve(json(200, networks(true, false))));
    renderButtons();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    cleanup();
    renderButtons();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
  });

  it('shows nothing when the server has neither, or cannot say', async () => {
    const asked = vi.fn(() => Promise.resolve(json(404, { success: false, error: 'NotFound' })));
    setSocialNetworksFetch(asked);
    renderButtons();

    await waitFor(() => expect(asked).toHaveBeenCalledWith('/api/v4/user/auth/social/networks'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("sends Apple's link: form post, name and email, code, our callback, a remembered state", async () => {
    answer(() => json(500, {}));
    const navigate = vi.fn();
    renderButtons({ navigate });

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Apple' }));

    const url = new URL(navigate.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://appleid.apple.com/auth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'apple.client',
      redirect_uri: `${window.location.origin}/api/v4/user/auth/apple`,
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'name email',
      state: sessionStorage.getItem(appleStateKey),
    });
    expect(sessionStorage.getItem(appleStateKey)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("signs in with Google's ID token through POST /user/auth/social", async () => {
    const calls = answer(() =>
      json(200, { success: true, data: { id: 'u-1', apiToken: 't-1', newUser: true } }),
    );
    renderButtons({ googleIdToken: () => Promise.resolve('google.id.token') });

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() =>
      expect(useSessionStore.getState().credentials).toEqual({ apiId: 'u-1', apiToken: 't-1' }),
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v4/user/auth/social',
      body: {
        network: 'google',
        authResponse: { id_token: 'google.id.token' },
        allowRegister: true,
      },
    });
  });

  it('keeps the social e-mail of a refusal and says why', async () => {
    const message =
      'An account already uses the e-mail address of this Google account. Sign in with your password, then link Google in settings: ada@example.com';
    answer(() => json(401, { success: false, error: 'NotAuthorized', message }));
    renderButtons({ googleIdToken: () => Promise.resolve('google.id.token') });

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(notices().textContent).toContain('link Google in settings'));
    expect(sessionStorage.getItem(socialEmailKey)).toBe('ada@example.com');
    expect(useSessionStore.getState().credentials).toBeNull();
  });
});

describe('AppleHandover', () => {
  it('exchanges the one-time code when the state is ours, and drops it from the address', async () => {
    sessionStorage.setItem(appleStateKey, 'state-1');
    const calls = fakeFetch(() =>
      json(201, { success: true, data: { id: 'u-2', apiToken: 't-2', newUser: true } }),
    );
    const router = renderAt('/login?socialCode=one-time&state=state-1', <AppleHandover />);

    await waitFor(() =>
      expect(useSessionStore.getState().credentials).toEqual({ apiId: 'u-2', apiToken: 't-2' }),
    );
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/v4/user/auth/social/exchange',
        body: { code: 'one-time' },
      }),
    ]);
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem(appleStateKey)).toBeNull();
  });

  it('ignores a code this tab did not ask for', async () => {
    sessionStorage.setItem(appleStateKey, 'state-1');
    const calls = fakeFetch(() => json(500, {}));
    renderAt('/login?socialCode=planted&state=someone-else', <AppleHandover />);

    await waitFor(() => expect(notices().textContent).toContain('not started from this window'));
    expect(calls).toHaveLength(0);
    expect(useSessionStore.getState().credentials).toBeNull();
  });

  it('tells a refusal and keeps the social e-mail', async () => {
    fakeFetch(() => json(500, {}));
    renderAt(
      '/login?socialError=socialEmailTaken&socialEmail=ada%40example.com',
      <AppleHandover />,
    );

    await waitFor(() =>
      expect(notices().textContent).toContain(
        'An account already uses the e-mail address ada@example.com',
      ),
    );
    expect(sessionStorage.getItem(socialEmailKey)).toBe('ada@example.com');
  });
});

it('builds the Apple link from any authorization endpoint', () => {
  expect(
    appleAuthorizationUrl('https://idp.example/authorize', 'c', 'https://q.example', 's'),
  ).toBe(
    'https://idp.example/authorize?client_id=c&redirect_uri=https%3A%2F%2Fq.example%2Fapi%2Fv4%2Fuser%2Fauth%2Fapple&response_type=code&response_mode=form_post&scope=name+email&state=s',
  );
});

describe('on the pages', () => {
  it.each(['/login', '/register'])('%s offers the networks the server has on', async (path) => {
    setSocialNetworksFetch(() => Promise.resolve(json(200, networks(true, false))));
    fakeFetch(() => json(500, {}));
    renderApp(path);

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Apple' })).toBeNull();
  });
});
