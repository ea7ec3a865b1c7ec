import { isErrorBody, type ApiErrorBody } from './envelope.ts';
import { isSuspendedMessage } from './suspended.ts';

/** What the client does with a refused call (first match wins). */
export type ErrorHandling =
  | { step: 1; action: 'logOutSuspended'; body: ApiErrorBody }
  | { step: 2; action: 'passThrough'; body: ApiErrorBody }
  | { step: 3; action: 'storeSocialEmail'; body: ApiErrorBody; socialEmail: string }
  | { step: 4; action: 'logOutToLogin'; body: ApiErrorBody }
  | { step: 5; action: 'silent'; body: ApiErrorBody }
  | { step: 6; action: 'notice'; body: ApiErrorBody; isTimeout: boolean }
  | { step: 7; action: 'plainError' };

const memberPath = /^\/members\/(username\/)?[^/]+$/;
const socialSignInPath = /^\/user\/auth\/(social|apple)$/;

/** `path` is relative to /api/v4 without the query; `body` is the parsed JSON or null. */
export function errorHandlingFor(
  method: string,
  path: string,
  status: number,
  body: unknown,
): ErrorHandling {
  if (!isErrorBody(body)) return { step: 7, action: 'plainError' };
  const upper = method.toUpperCase();
  if (isSuspendedMessage(body.message, body.code)) {
    return { step: 1, action: 'logOutSuspended', body };
  }
  if (upper === 'GET' && memberPath.test(path)) return { step: 2, action: 'passThrough', body };
  if (upper === 'POST' && socialSignInPath.test(path)) {
    const message = body.message ?? '';
    const separator = message.indexOf(': ');
    const socialEmail = separator === -1 ? '' : message.slice(separator + 2);
    return { step: 3, action: 'storeSocialEmail', body, socialEmail };
  }
  if (status === 401 && body.code === 'invalid_credentials') {
    return { step: 4, action: 'logOutToLogin', body };
  }
  if (body.error === 'NotificationNotFound') return { step: 5, action: 'silent', body };
  return { step: 6, action: 'notice', body, isTimeout: status === 502 };
}
