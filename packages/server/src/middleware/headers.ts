// Reading request headers the way every middleware does.
import type { FastifyRequest } from 'fastify';

/** A header sent once, trimmed; undefined when absent or repeated. */
export function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
}
