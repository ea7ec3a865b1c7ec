// Registration and account-change refusals: a 400 with one `errors` entry per broken rule
// (issue 3), which clients de-duplicate per parameter.
import { BadRequest, formatMessage, type MessageKey, type ParamError } from '@questlog/core';

export function paramError(param: string, key: MessageKey, value: unknown): ParamError {
  return { param, message: formatMessage(key), value };
}

/**
 * A 400 `invalidParam` naming one field, also as the `errors[]` entry a form shows beside that
 * field.
 */
export function invalidParam(param: string, reason: string, value?: unknown): BadRequest {
  const params = { param, reason };
  const error: ParamError = { param, message: formatMessage('invalidParam', params) };
  return new BadRequest('invalidParam', {
    params,
    errors: [value === undefined ? error : { ...error, value }],
  });
}

export function invalidParams(errors: ParamError[]): BadRequest {
  return new BadRequest('invalidRequestParameters', { errors });
}

/** PostgreSQL's unique_violation (both pg and PGlite expose the SQLSTATE as `code`). */
export function isUniqueViolation(error: unknown, index: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as {
    code?: string;
    constraint?: string;
    message?: string;
  };
  return code === '23505' && (constraint === index || (message ?? '').includes(index));
}
