import { formatMessage } from '@questlog/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationStack } from '../components/notifications/notificationStack.ts';
import { fakeFetch, fakeSession, json } from '../test/requestKit.ts';
import { ApiRequestError } from './envelope.ts';
import { errorHandlingFor } from './errorCatalogue.ts';
import { api, socialEmailKey } from './request.ts';
import { setSessionHooks } from './sessionHooks.ts';

afterEach(() => {
  setSessionHooks(null);
  vi.restoreAllMocks();
});

const suspended = formatMessage('accountSuspended', { userId: 'u-1', email: 'admin@example.org' });
const invalidCredentials = {
  success: false,
  error: 'NotAuthorized',
  message: 'There is no account that uses those credentials.',
  code: 'invalid_credentials',
};
const visibleNotices = () => notificationStack.getSnapshot().visible;

describe('error catalogue order', () => {
  it.each([
    // step 1 wins over every later step
    ['GET', '/members/u2', 401, { error: 'NotAuthorized', message: suspended }, 1],
    ['POST', '/user/auth/social', 401, { error: 'NotAuthorized', message: suspended }, 1],
    ['GET', '/user', 401, { ...invalidCredentials, message: suspended }, 1],
    // step 2 wins over 3 to 6
    ['GET', '/members/u2', 401, invalidCredentials, 2],
    ['GET', '/members/username/someone', 404, { error: 'NotFound', message: 'x' }, 2],
    ['POST', '/members/u2', 400, { error: 'BadRequest', message: 'x' }, 6],
    // step 3 wins over 4 to 6
    ['POST', '/user/auth/social', 401, invalidCredentials, 3],
    ['POST', '/user/auth/apple', 400, { error: 'BadRequest', message: 'x' }, 3],
    ['GET', '/user/auth/apple', 400, { error: 'BadRequest', message: 'x' }, 6],
    // step 4 wins over 5 and 6; it needs both the 401 and the code
    ['GET', '/user', 401, { ...invalidCredentials, error: 'NotificationNotFound' }, 4],
    ['GET', '/user', 400, invalidCredentials, 6],
    ['GET', '/user', 401, { error: 'NotAuthorized', message: 'Not authorized.' }, 6],
    // step 5
    ['POST', '/notifications/n1/read', 404, { error: 'NotificationNotFound', message: 'x' }, 5],
    // step 7: nothing usable in the body
    ['GET', '/user', 500, null, 7],
    ['GET', '/user', 503, {}, 7],
    ['GET', '/members/u2', 404, null, 7],
  ] as const)('%s %s %d %j → step %d', (method, path, status, body, step) => {
    expect(errorHandlingFor(method, path, status, body).step).toBe(step);
  });
});

describe('error catalogue effects', () => {
  it('1: a suspended account is logged out to login, without a notice', async () => {
    const session = fakeSession(3);
    fakeFetch(() => json(401, { success: false, error: 'NotAuthorized', message: suspended }));
    const failure = api.get('/user');
    await expect(failure).rejects.toMatchObject({ isSuspended: true, message: suspended });
    expect(session.logOut).toHaveBeenCalledWith({
      redirectToLogin: true,
      suspendedMessage: suspended,
    });
    expect(visibleNotices()).toHaveLength(0);
  });

  it('2: a failed member lookup is passed through, without a notice', async () => {
    const session = fakeSession(3);
    fakeFetch(() => json(404, { success: false, error: 'NotFound', message: 'No such user.' }));
    await expect(api.get('/members/u2')).rejects.toBeInstanceOf(ApiRequestError);
    expect(session.logOut).not.toHaveBeenCalled();
    expect(visibleNotices()).toHaveLength(0);
  });

  it('3: a failed social sign-in stores the e-mail after the first ": " and resolves', async () => {
    fakeFetch(() =>
      json(401, {
        success: false,
        error: 'NotAuthorized',
        message: 'Already used by an account: ana@example.org: ok',
      }),
    );
    const answer = await api.post('/user/auth/social', { network: 'google' });
    expect(answer.success).toBe(false);
    expect(sessionStorage.getItem(socialEmailKey)).toBe('ana@example.org: ok');
    expect(visibleNotices()).toHaveLength(0);
  });

  it('4: invalid credentials log out to login, without a notice', async () => {
    const session = fakeSession(3);
    fakeFetch(() => json(401, invalidCredentials));
    await expect(api.get('/user')).rejects.toMatchObject({ status: 401 });
    expect(session.logOut).toHaveBeenCalledWith({ redirectToLogin: true });
    expect(visibleNotices()).toHaveLength(0);
  });

  it('5: an unknown notification is refused quietly', async () => {
    fakeFetch(() => json(404, { success: false, error: 'NotificationNotFound', message: 'Gone.' }));
    await expect(api.post('/notifications/n1/read')).rejects.toMatchObject({
      errorName: 'NotificationNotFound',
    });
    expect(visibleNotices()).toHaveLength(0);
  });

  it('6: anything else is an error notice with the validation messages de-duplicated', async () => {
    fakeFetch(() =>
      json(400, {
        success: false,
        error: 'BadRequest',
        message: 'Invalid request parameters.',
        errors: [
          { param: 'password', message: 'Too short.' },
          { param: 'password', message: 'Also too short.' },
          { param: 'email', message: 'Not an e-mail.' },
        ],
      }),
    );
    await expect(api.post('/user/auth/local/register')).rejects.toMatchObject({ status: 400 });
    expect(visibleNotices()).toEqual([
      expect.objectContaining({
        type: 'error',
        title: 'Questlog',
        text: 'Too short. Not an e-mail.',
        isTimeout: false,
      }),
    ]);
  });

  it('6: without validation errors the notice shows the message, flagged on 502', async () => {
    fakeFetch(() => json(502, { success: false, error: 'BadGateway', message: 'Upstream.' }));
    await expect(api.get('/world-state')).rejects.toMatchObject({ status: 502 });
    expect(visibleNotices()).toEqual([
      expect.objectContaining({ text: 'Upstream.', isTimeout: true }),
    ]);
  });

  it('7: a refusal without a body is a plain error, without a notice', async () => {
    fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/user')).rejects.toMatchObject({ status: 502, body: null });
    expect(visibleNotices()).toHaveLength(0);
  });
});
