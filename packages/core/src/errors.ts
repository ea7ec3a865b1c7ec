// The one error vocabulary of Questlog. Rules throw these; the server's error handler turns them
// into `{ success: false, error, message, errors? }` with `status`; the web client maps them back.
import { formatMessage, type MessageKey, type MessageParams } from './messages/en.ts';

/** One invalid parameter, as the API reports it. */
export interface ParamError {
  param: string;
  message: string;
  value?: unknown;
}

export type ApiErrorName =
  | 'BadRequest'
  | 'NotAuthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'NotificationNotFound'
  | 'Conflict'
  | 'PayloadTooLarge'
  | 'UnsupportedMediaType'
  | 'TooManyRequests'
  | 'InternalServerError'
  | 'NotImplemented';

export interface ApiErrorOptions {
  params?: MessageParams;
  /** Per-parameter validation failures. */
  errors?: ParamError[];
  /** A machine-readable code clients act on, e.g. `invalid_credentials`. */
  code?: string;
  /** Overrides the catalogue text when the message is built elsewhere. */
  message?: string;
}

export abstract class ApiError extends Error {
  abstract readonly status: number;
  abstract override readonly name: ApiErrorName;
  /** The catalogue key of the message (`notEnoughGold`, `notFound`, …). */
  readonly key: string;
  /** The message's parameters, so the server can write it again in the reader's language. */
  readonly params: MessageParams | undefined;
  /** Whether the message is the catalogue's text for `key` (not one built elsewhere). */
  readonly isCatalogueMessage: boolean;
  readonly errors: ParamError[] | undefined;
  readonly code: string | undefined;

  constructor(key: MessageKey | (string & {}), options: ApiErrorOptions = {}) {
    super(options.message ?? formatMessage(key, options.params));
    this.key = key;
    this.params = options.params;
    this.isCatalogueMessage = options.message === undefined;
    this.errors = options.errors;
    this.code = options.code;
  }
}

export class BadRequest extends ApiError {
  readonly status = 400;
  override readonly name = 'BadRequest' as const;
  constructor(key: MessageKey | (string & {}) = 'badRequest', options?: ApiErrorOptions) {
    super(key, options);
  }
}

export class NotAuthorized extends ApiError {
  readonly status = 401;
  override readonly name = 'NotAuthorized' as const;
  constructor(key: MessageKey | (string & {}) = 'notAuthorized', options?: ApiErrorOptions) {
    super(key, options);
  }
}

export class Forbidden extends ApiError {
  readonly status = 403;
  override readonly name = 'Forbidden' as const;
  constructor(key: MessageKey | (string & {}) = 'forbidden', options?: ApiErrorOptions) {
    super(key, options);
  }
}

export class NotFound extends ApiError {
  readonly status = 404;
  override readonly name: 'NotFound' | 'NotificationNotFound' = 'NotFound';
  constructor(key: MessageKey | (string & {}) = 'notFound', options?: ApiErrorOptions) {
    super(key, options);
  }
}

/** A NotFound whose name differs so clients can stay silent about it. */
export class NotificationNotFound extends NotFound {
  override readonly name = 'NotificationNotFound' as const;
  constructor(options?: ApiErrorOptions) {
    super('notificationNotFound', options);
  }
}

/** The request is sound but the state it is about has moved on (an undo that came too late). */
export class Conflict extends ApiError {
  readonly status = 409;
  override readonly name = 'Conflict' as const;
}

export class PayloadTooLarge extends ApiError {
  readonly status = 413;
  override readonly name = 'PayloadTooLarge' as const;
  constructor(options?: ApiErrorOptions) {
    super('payloadTooLarge', options);
  }
}

export class UnsupportedMediaType extends ApiError {
  readonly status = 415;
  override readonly name = 'UnsupportedMediaType' as const;
  constructor(options?: ApiErrorOptions) {
    super('unsupportedMediaType', options);
  }
}

export class TooManyRequests extends ApiError {
  readonly status = 429;
  override readonly name = 'TooManyRequests' as const;
  constructor(options?: ApiErrorOptions) {
    super('tooManyRequests', options);
  }
}

export class NotImplemented extends ApiError {
  readonly status = 501;
  override readonly name = 'NotImplemented' as const;
  constructor(method: string, options?: ApiErrorOptions) {
    super('notImplemented', { ...options, params: { method, ...options?.params } });
  }
}

export class InternalServerError extends ApiError {
  readonly status = 500;
  override readonly name = 'InternalServerError' as const;
  constructor() {
    super('internalServerError');
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
