// The one request layer: credentials and headers, the envelope, the resync rule, server
// notifications, the app-version reload and the error catalogue.
import type {
  ApiBody,
  ApiNarrowingField,
  ApiQuery,
  ApiRouteKey,
  ApiRoutes,
  ApiWholeData,
} from '@questlog/core/api';
import i18next from 'i18next';
import { browser } from '../browser.ts';
import { notify } from '../components/notifications/notify.ts';
import {
  attemptHeaders,
  HeldForOutbox,
  takeAttempt,
  type ChangeAttempt,
} from '../store/outbox/changeAttempt.ts';
import { namesTemporaryId, withServerIds } from '../store/outbox/temporaryIds.ts';
import { readStoredCredentials } from '../store/settingsStorage.ts';
import { isJustMade, offerUndo, undoOfferOf, withdrawUndo } from '../store/undoOffer.ts';
import { isAppVersionChanged } from './appVersion.ts';
import { takeChangeName } from './changeName.ts';
import { ApiRequestError, type ApiEnvelope } from './envelope.ts';
import { requestHeaders } from './requestHeaders.ts';
import { isResyncExempt, needsResync } from './resync.ts';
import { sessionHooks } from './sessionHooks.ts';
import { apiFetch } from './transport.ts';
import { startEarlyRead, takeEarlyRead } from './earlyReads.ts';
import { noticeTextOf } from './validationErrors.ts';

export const apiBase = '/api/v4';
export const socialEmailKey = 'questlog-social-email';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Reload the app when the server's appVersion changed since load. */
  reloadOnAppVersionChange?: boolean;
  /** Send `x-defer-cron: true`: only for scoring yesterday's dailies in the check-in dialog. */
  deferCron?: boolean;
  /** The path is at the site's root, not under /api/v4: the original's payment calls live there. */
  atSiteRoot?: boolean;
}

/** The path as sent: under /api/v4 unless it names its own place (/api/v3, or the site's root). */
function isAbsolute(path: string, options: RequestOptions): boolean {
  return path.startsWith('/api/') || options.atSiteRoot === true;
}

function urlOf(path: string, options: RequestOptions): string {
  const { query } = options;
  const base = isAbsolute(path, options) ? path : `${apiBase}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * `path` is relative to /api/v4 (or absolute under /api/ for the odd v3 call, or at the site's
 * root with `atSiteRoot`).
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const hasBody = options.body !== undefined;
  const url = urlOf(path, options);
  const credentials = readStoredCredentials();
  // a change sent by the one primitive: its idempotency key and time, or kept for the outbox
  const attempt =
    method === 'GET'
      ? null
      : takeAttempt({ method, path, body: options.body, query: options.query });
  const changeName = method === 'GET' ? null : takeChangeName();
  // any other change makes the offered undo come too late
  if (method !== 'GET' && !path.startsWith('/user/undo/')) withdrawUndo();
  if (attempt?.mode === 'hold') throw new HeldForOutbox();
  const early = method === 'GET' ? takeEarlyRead(url, credentials) : undefined;
  const text = hasBody ? JSON.stringify(options.body) : undefined;
  // a task shown before the server made it is named by the server's id (waiting for it)
  const [sentUrl, sentBody] = namesTemporaryId(`${url} ${text ?? ''}`)
    ? await Promise.all([withServerIds(url), text === undefined ? text : withServerIds(text)])
    : [url, text];
  const response = await (early ??
    apiFetch(sentUrl, {
      method,
      headers: {
        ...requestHeaders(credentials, {
          hasBody,
          deferCron: options.deferCron === true || attempt?.deferCron === true,
        }),
        ...(attempt ? attemptHeaders(attempt) : {}),
      },
      body: sentBody,
    }));
  const body = await readJson(response);
  const v4Path = isAbsolute(path, options) ? null : path;
  if (response.status >= 400) {
    return handleError<T>(method, v4Path ?? path, response.status, body, attempt, changeName);
  }
  if (typeof body !== 'object' || body === null) throw new ApiRequestError(response.status, null);
  const envelope = body as ApiEnvelope<T>;
  applyEnvelope(method, v4Path, envelope, options.reloadOnAppVersionChange === true);
  // a change replayed from the outbox is offered only if the player made it just now
  const isOffered = !attempt?.isReplay || isJustMade(attempt.clientTime);
  if (typeof envelope.changeId === 'string' && v4Path !== null && isOffered) {
    offerUndo(undoOfferOf(envelope.changeId, method, v4Path));
  }
  return envelope;
}

function applyEnvelope<T>(
  method: Method,
  v4Path: string | null,
  envelope: ApiEnvelope<T>,
  reloadOnChange: boolean,
): void {
  const hooks = sessionHooks();
  if (Array.isArray(envelope.notifications)) {
    // Notifications already removed locally stay removed.
    const removed = hooks.removedNotificationIds();
    envelope.notifications = envelope.notifications.filter(({ id }) => !removed.has(id));
    hooks.setNotifications(envelope.notifications);
  }
  if (v4Path !== null && typeof envelope.userV === 'number') {
    const storedVersion = hooks.userVersion();
    const shouldResync =
      needsResync(storedVersion, envelope.userV) && !isResyncExempt(method, v4Path);
    if (storedVersion !== null) hooks.setUserVersion(envelope.userV);
    if (shouldResync) hooks.resync();
  }
  if (isAppVersionChanged(envelope.appVersion, reloadOnChange)) browser.reload();
}

async function handleError<T>(
  method: Method,
  path: string,
  status: number,
  body: unknown,
  attempt: ChangeAttempt | null = null,
  changeName: string | null = null,
): Promise<ApiEnvelope<T>> {
  // The catalogue reads core's every message (the suspended account's wording): it loads with
  // the first refusal, not with the login page (issue 19.10).
  const { errorHandlingFor } = await import('./errorCatalogue.ts');
  const handling = errorHandlingFor(method, path, status, body);
  const hooks = sessionHooks();
  switch (handling.action) {
    case 'logOutSuspended':
      hooks.logOut({ redirectToLogin: true, suspendedMessage: handling.body.message });
      throw new ApiRequestError(status, handling.body, true);
    case 'storeSocialEmail':
      sessionStorage.setItem(socialEmailKey, handling.socialEmail);
      return handling.body as unknown as ApiEnvelope<T>;
    case 'logOutToLogin':
      hooks.logOut({ redirectToLogin: true });
      throw new ApiRequestError(status, handling.body);
    case 'notice':
      // the outbox names a change refused on replay in its own notice
      if (attempt?.isReplay) throw new ApiRequestError(status, handling.body);
      notify.error(
        refusalNotice(noticeTextOf(handling.body.message, handling.body.errors), changeName),
        {
          isTimeout: handling.isTimeout,
        },
      );
      throw new ApiRequestError(status, handling.body);
    case 'passThrough':
    case 'silent':
      throw new ApiRequestError(status, handling.body);
    case 'plainError':
      throw new ApiRequestError(status, null);
  }
}

/**
 * A file answer (the challenge CSV export): its text. A refusal goes through the error catalogue
 * like any other call.
 */
export async function apiText(path: string): Promise<string> {
  const response = await apiFetch(urlOf(path, {}), {
    method: 'GET',
    headers: requestHeaders(readStoredCredentials(), { hasBody: false, deferCron: false }),
  });
  if (response.status >= 400) {
    await handleError<unknown>('GET', path, response.status, await readJson(response));
  }
  return response.text();
}

/**
 * Sends a signed-in player's GET now; the first `api.get` of the same path takes its answer
 * (api/earlyReads.ts). Nothing happens for a visitor without a session.
 */
export function readEarly(path: string): void {
  const credentials = readStoredCredentials();
  if (!credentials) return;
  const url = urlOf(path, {});
  startEarlyRead(url, credentials, () =>
    apiFetch(url, {
      method: 'GET',
      headers: requestHeaders(credentials, { hasBody: false, deferCron: false }),
    }),
  );
}

/** The `:name` parameters of a table path, e.g. `taskId | direction`. */
type ParamNames<Url extends string> = Url extends `${string}:${infer Name}/${infer Rest}`
  ? CutName<Name> | ParamNames<`/${Rest}`>
  : Url extends `${string}:${infer Name}`
    ? CutName<Name>
    : never;
// `/export/avatar-:memberId.png`: a name ends at the first character that is not a word's.
type CutName<Name extends string> = Name extends `${infer Head}.${string}` ? Head : Name;

type UrlOf<K extends ApiRouteKey> = ApiRoutes[K]['url'];
/** What a call sends: its path's parameters, its query and its body, as its table entry says. */
export type CallInput<K extends ApiRouteKey> = ([ParamNames<UrlOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<UrlOf<K>>, string | number> }) & {
  // A query travels as text: its fields are the entry's, their values any printable value.
  // The web reads whole answers: a field that narrows the answer (GET /user's userFields) is not sent.
  query?: [ApiQuery<K>] extends [undefined]
    ? undefined
    : Partial<
        Record<
          Exclude<keyof ApiQuery<K>, ApiNarrowingField<K>>,
          string | number | boolean | undefined
        >
      >;
  // A route without a body schema takes any body (the server reads it loosely).
  body?: [ApiBody<K>] extends [undefined] ? unknown : ApiBody<K>;
  /** The odd call the original client still sends to /api/v3 (the flag answer differs). */
  apiVersion?: 3;
} & Omit<RequestOptions, 'body' | 'query'>;

type CallArgs<K extends ApiRouteKey> = [ParamNames<UrlOf<K>>] extends [never]
  ? [input?: CallInput<K>]
  : [input: CallInput<K>];

/** The path of a table entry with its parameters filled in (each encoded as a path segment). */
export function pathOf(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * A call by its route-table key, `METHOD /path` as the table writes it: the path's parameters,
 * the query and the body are typed by the entry, and so is the answer's `data` (the whole answer
 * where a query field could narrow it, since the web never sends that field).
 */
export function call<K extends ApiRouteKey>(
  key: K,
  ...[input]: CallArgs<K>
): Promise<ApiEnvelope<ApiWholeData<K>>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as Method;
  const { params, apiVersion, ...options } = (input ?? {}) as RequestOptions & {
    params?: Record<string, string | number>;
    apiVersion?: 3;
  };
  const path = pathOf(key.slice(space + 1), params);
  return apiRequest<ApiWholeData<K>>(method, apiVersion === 3 ? `/api/v3${path}` : path, options);
}

/** A refusal's notice, naming the change refused when the request was made for one. */
function refusalNotice(reason: string, changeName: string | null): string {
  return changeName === null ? reason : i18next.t('changeRefused', { change: changeName, reason });
}

export const api = {
  call,
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, { ...options, body }),
};
