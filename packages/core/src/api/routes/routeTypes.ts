// The types of a call, read from the route table: an entry is found by its key, `METHOD /path`
// exactly as the table writes it (`POST /tasks/:taskId/score/:direction`). Types only: the web
// imports these without any schema code.
import type { Static, TSchema } from 'typebox';
import type { ApiUser } from '../userSchema.ts';
import type { apiTables } from './index.ts';

type Tables = typeof apiTables;
type AnyEntry = { [T in keyof Tables]: Tables[T][keyof Tables[T]] }[keyof Tables];

/** Every entry by its key, e.g. `ApiRoutes['GET /tags']`. */
export type ApiRoutes = {
  [
    E in AnyEntry as E extends { method: infer M extends string; url: infer U extends string }
      ? `${M} ${U}`
      : never
  ]: E;
};
export type ApiRouteKey = keyof ApiRoutes;

type SchemaOf<K extends ApiRouteKey> = ApiRoutes[K] extends { schema: infer S } ? S : never;
type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

/** The `:name` parameters of the path. */
export type ApiParams<K extends ApiRouteKey> = StaticOr<
  SchemaOf<K>['params' & keyof SchemaOf<K>],
  undefined
>;
/** The query string's fields. */
export type ApiQuery<K extends ApiRouteKey> = StaticOr<
  SchemaOf<K>['querystring' & keyof SchemaOf<K>],
  undefined
>;
/** The JSON body. */
export type ApiBody<K extends ApiRouteKey> = StaticOr<
  SchemaOf<K>['body' & keyof SchemaOf<K>],
  undefined
>;

type SuccessOf<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never;
/** The success answer's `data` (the answer itself for the few answers outside the envelope). */
export type ApiData<K extends ApiRouteKey> =
  StaticOr<SuccessOf<SchemaOf<K>['response' & keyof SchemaOf<K>]>, unknown> extends infer A
    ? A extends { success: true; data: infer D }
      ? D
      : A
    : never;

/**
 * Answers a query field narrows: the entry's schema describes the narrowed answer (every part
 * optional), and this names the whole answer, sent when the field is not given. A call that
 * does not send the field can be typed by the whole answer.
 */
export interface ApiWholeAnswers {
  'GET /user': { whole: ApiUser; narrowedBy: 'userFields' };
}

/** The answer of a call that does not narrow it: the whole answer where one is named, else the entry's. */
export type ApiWholeData<K extends ApiRouteKey> = K extends keyof ApiWholeAnswers
  ? ApiWholeAnswers[K]['whole']
  : ApiData<K>;
/** The query field that narrows an entry's answer (never for most entries). */
export type ApiNarrowingField<K extends ApiRouteKey> = K extends keyof ApiWholeAnswers
  ? ApiWholeAnswers[K]['narrowedBy']
  : never;
