// One entry of the route table: the method, the path as Fastify writes it (`/tasks/:taskId`) and
// the TypeBox schemas of its params, query, body and answers. The server registers each route from
// its entry; the web takes the types of its calls from the same entry.
import type { TSchema } from 'typebox';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The schema part of an entry, in Fastify's shape (`querystring`, `response` by status). */
export interface ApiRouteSchema {
  summary?: string;
  description?: string;
  tags?: string[];
  hide?: boolean;
  produces?: string[];
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response?: Record<number, TSchema>;
}

export interface ApiRoute<
  M extends ApiMethod = ApiMethod,
  U extends string = string,
  S extends ApiRouteSchema = ApiRouteSchema,
> {
  method: M;
  url: U;
  schema: S;
}

/** An entry; `method` and `url` keep their literal types, so the web can look an entry up by key. */
export function apiRoute<
  const M extends ApiMethod,
  const U extends string,
  S extends ApiRouteSchema,
>(method: M, url: U, schema: S): ApiRoute<M, U, S> {
  return { method, url, schema };
}
