// Which of the two API prefixes a request came through: the original's v3 answers carry a few
// things v4 leaves out (services/v3UserInbox.ts).
import type { FastifyRequest } from 'fastify';

export function isApiV3(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/v3/');
}
