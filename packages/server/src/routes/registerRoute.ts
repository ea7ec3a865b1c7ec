// Registers a route from its entry in the route table (@questlog/core/api): the method, the path
// and the schemas come from the table, so the server cannot serve a route the table does not
// describe. The handler is typed from the entry's schemas like `app.get(path, { schema }, handler)`.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiRoute, ApiRouteSchema } from '@questlog/core/api';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/** What a registration may add to its entry: hooks and route config, never the schema. */
export type RouteExtras<S extends FastifySchema> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    TypeBoxTypeProvider
  >,
  'schema'
>;

export function route<S extends ApiRouteSchema & FastifySchema>(
  app: App,
  entry: ApiRoute<ApiRoute['method'], string, S>,
  handler: Handler<S>,
): void;
export function route<S extends ApiRouteSchema & FastifySchema>(
  app: App,
  entry: ApiRoute<ApiRoute['method'], string, S>,
  extras: RouteExtras<S>,
  handler: Handler<S>,
): void;
export function route<S extends ApiRouteSchema & FastifySchema>(
  app: App,
  entry: ApiRoute<ApiRoute['method'], string, S>,
  extrasOrHandler: RouteExtras<S> | Handler<S>,
  maybeHandler?: Handler<S>,
): void {
  const [extras, handler] =
    typeof extrasOrHandler === 'function'
      ? [{}, extrasOrHandler]
      : [extrasOrHandler, maybeHandler as Handler<S>];
  app.route({ ...extras, method: entry.method, url: entry.url, schema: entry.schema, handler });
}
