// The original's v3 user answers carry the player's private messages as `inbox.messages`, an
// object keyed by message id holding the newest 200; v4 answers leave them out. Our messages live
// in their own table, never in the user row, so the object is built from there, only for v3 calls.
import type { FastifyRequest } from 'fastify';
import { listInboxPage } from '../db/repositories/inboxMessages.ts';
import { presentV3PrivateMessage } from '../presenters/presentPrivateMessage.ts';

export function isApiV3(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/v3/');
}

/** The presented user with `inbox.messages` added when the call came through /api/v3. */
export async function withV3Messages<User extends { inbox?: object }>(
  request: FastifyRequest,
  userId: string,
  user: User,
): Promise<User> {
  if (!isApiV3(request) || !user.inbox) return user;
  const rows = await listInboxPage(request.server.db, userId, {});
  const messages = Object.fromEntries(rows.map((row) => [row.id, presentV3PrivateMessage(row)]));
  return { ...user, inbox: { ...user.inbox, messages } };
}
