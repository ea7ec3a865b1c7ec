import { describe, expect, it } from 'vitest';
import {
  BadRequest,
  NotAuthorized,
  NotFound,
  NotificationNotFound,
  NotImplemented,
  isApiError,
} from './errors.ts';
import { formatMessage } from './messages/en.ts';

describe('error vocabulary', () => {
  it.each([
    [new BadRequest(), 400, 'BadRequest', 'Bad request.'],
    [new NotAuthorized(), 401, 'NotAuthorized', 'Not authorized.'],
    [new NotFound(), 404, 'NotFound', 'Not found.'],
  ])('%s carries its HTTP status and default message', (error, status, name, message) => {
    expect(error.status).toBe(status);
    expect(error.name).toBe(name);
    expect(error.message).toBe(message);
    expect(isApiError(error)).toBe(true);
  });

  it('keeps NotificationNotFound a 404 with its own name', () => {
    const error = new NotificationNotFound();
    expect(error).toBeInstanceOf(NotFound);
    expect(error.status).toBe(404);
    expect(error.name).toBe('NotificationNotFound');
  });

  it('names the method in NotImplemented', () => {
    const error = new NotImplemented('purchaseMysterySet');
    expect(error.status).toBe(501);
    expect(error.message).toContain('purchaseMysterySet');
  });

  it('carries the machine-readable code and per-parameter errors', () => {
    const error = new NotAuthorized('notAuthorized', {
      code: 'invalid_credentials',
      errors: [{ param: 'x-api-key', message: 'Wrong key.' }],
    });
    expect(error.code).toBe('invalid_credentials');
    expect(error.errors).toEqual([{ param: 'x-api-key', message: 'Wrong key.' }]);
  });

  it('does not treat a plain Error as an API error', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
  });
});

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('routeNotFound', { method: 'GET', path: '/x' })).toBe(
      'There is no GET /x in this API.',
    );
    expect(formatMessage('routeNotFound', { method: 'GET' })).toContain('{path}');
  });

  it('returns an unknown key as is', () => {
    expect(formatMessage('noSuchKey')).toBe('noSuchKey');
  });
});
