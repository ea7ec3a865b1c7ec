import type { ParamError } from '@questlog/core';

/** A notification the server keeps for the user; it rides on every authenticated answer. */
export interface ServerNotification {
  id: string;
  type?: string;
  data?: unknown;
  seen?: boolean;
}

/** The success envelope of every API answer. */
export interface ApiEnvelope<T> {
  success: boolean;
  data: T;
  message?: string;
  notifications?: ServerNotification[];
  userV?: number;
  /** Ours: an undoable change's id (POST /user/undo/:changeId, store/undoOffer.ts). */
  changeId?: string;
  appVersion?: string;
}

/** The error envelope. `code` is the machine-readable signal, e.g. `invalid_credentials`. */
export interface ApiErrorBody {
  success: false;
  error: string;
  message: string;
  errors?: ParamError[];
  code?: string;
}

export function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message } = body as Record<string, unknown>;
  return typeof error === 'string' || typeof message === 'string';
}

/** A refused call. `body` is missing when the server sent nothing usable. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** true when the answer was the suspended-account message. */
    readonly isSuspended = false,
  ) {
    super(body?.message ?? `The server answered ${status}`);
  }

  get errorName(): string | undefined {
    return this.body?.error;
  }
}
