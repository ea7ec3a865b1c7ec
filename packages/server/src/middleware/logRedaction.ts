// What the access log records of a request. Fastify's default would log the whole URL, and the
// password-reset link (`/reset-password?code=…`, mailed to the player) carries its one-time code
// in the query: anyone reading the logs could use it. Secret query values are replaced.
import type { FastifyServerOptions, FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets. */
const SECRET_PARAMS = ['code', 'token', 'apiToken', 'id_token', 'state'];
const SECRET_VALUE = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');

export function redactUrl(url: string): string {
  return url.replace(SECRET_VALUE, '$1[redacted]');
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger settings with the redacting request serializer; `false` (no logs) stays false. */
export function withRedactedRequests(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
