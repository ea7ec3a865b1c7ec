// The one error handler: every failure becomes `{ success: false, error, message, errors?, code? }`
// with the error's HTTP status. Unexpected errors are logged, never shown.
import {
  BadRequest,
  Forbidden,
  InternalServerError,
  NotAuthorized,
  NotFound,
  PayloadTooLarge,
  TooManyRequests,
  UnsupportedMediaType,
  isApiError,
  type ApiError,
} from '@questlog/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../i18n/requestLanguage.ts';
import { serverText } from '../i18n/serverText.ts';
import { PasswordAttemptsRefused } from '../services/passwordAttempts.ts';
import { toParamErrors } from './validationErrors.ts';

export interface ErrorBody {
  success: false;
  error: ApiError['name'];
  message: string;
  errors?: ApiError['errors'];
  code?: string;
}

/** The body of a refusal; its message in `language` when it is the catalogue's (issue 32). */
export function errorBody(error: ApiError, language = 'en'): ErrorBody {
  const message =
    error.isCatalogueMessage && language !== 'en'
      ? serverText(language, 'messages', error.key, error.params)
      : error.message;
  return {
    success: false,
    error: error.name,
    message,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.code ? { code: error.code } : {}),
  };
}

/** Maps anything thrown while handling a request to an ApiError. */
export function toApiError(error: unknown, request: FastifyRequest): ApiError {
  if (isApiError(error)) return error;
  if (!(error instanceof Error)) return new InternalServerError();
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return new BadRequest('invalidRequestParameters', {
      errors: toParamErrors(fastifyError.validation, fastifyError.validationContext, request),
    });
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return new BadRequest('invalidJson');
  const status = fastifyError.statusCode;
  if (status === undefined || status < 400 || status >= 500) return new InternalServerError();
  switch (status) {
    case 401:
      return new NotAuthorized();
    case 403:
      return new Forbidden();
    case 404:
      return new NotFound();
    case 413:
      return new PayloadTooLarge();
    case 415:
      return new UnsupportedMediaType();
    case 429:
      return new TooManyRequests();
    default:
      // Other client errors from Fastify (bad Content-Length, bad URL…): their text is safe to show.
      return new BadRequest('badRequest', { message: error.message });
  }
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error, request);
  if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ error: errorBody(apiError) }, 'request refused');
  if (apiError instanceof PasswordAttemptsRefused) {
    reply.header('retry-after', apiError.retryAfterSeconds);
  }
  return reply
    .code(apiError.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(apiError, requestLanguage(request)));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}
