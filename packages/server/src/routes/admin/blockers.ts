// /admin/blockers, permission accessControl: list the enabled blockers, add one, change one, lift
// one (disabled, kept). Each change applies to this server's checks at once (siteBlockers) and is
// recorded as an admin.blockerChanged event.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotFound, isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  findBlocker,
  insertBlocker,
  listEnabledBlockers,
  updateBlocker,
  type BlockerRow,
} from '../../db/repositories/blockers.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { requirePermission } from '../../middleware/requirePermission.ts';
import { adminApi } from '@questlog/core/api';
import { route } from '../registerRoute.ts';

export function presentBlocker(row: BlockerRow) {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    area: row.area,
    value: row.value,
    ...(row.reason === null ? {} : { reason: row.reason }),
    blockSource: row.block_source,
    disabled: row.disabled,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export const blockerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accessControl = { onRequest: requirePermission('accessControl') };

  /** Runs one blocker change with its event, then lets this server's checks see it. */
  const change = async (
    request: { user: { id: string } | null },
    action: string,
    work: (tx: Queryable) => Promise<BlockerRow | undefined>,
  ) => {
    const row = await app.db.transaction(async (tx) => {
      const changed = await work(tx);
      if (!changed) throw new NotFound('blockerNotFound');
      await recordEvent(tx, {
        type: 'admin.blockerChanged',
        userId: request.user!.id,
        payload: { action, blocker: presentBlocker(changed) },
      });
      return changed;
    });
    app.blockers.invalidate();
    return presentBlocker(row);
  };
  const known = (id: string) => (isUuid(id) ? id : '00000000-0000-0000-0000-000000000000');

  route(app, adminApi.listBlockers, { ...accessControl }, async (_request, reply) =>
    reply.envelope((await listEnabledBlockers(app.db)).map(presentBlocker)),
  );

  route(app, adminApi.createBlocker, { ...accessControl }, async (request, reply) => {
    const { type, value } = request.body;
    // E-mail addresses are compared without regard to case; IPs and clients as given.
    const stored = type === 'email' ? value.trim().toLowerCase() : value.trim();
    const now = app.clock.now();
    const blocker = await change(request, 'created', (tx) =>
      insertBlocker(tx, { ...request.body, value: stored }, now),
    );
    return reply.envelope(blocker);
  });

  route(app, adminApi.updateBlocker, { ...accessControl }, async (request, reply) => {
    const now = app.clock.now();
    const id = known(request.params.blockerId);
    const blocker = await change(request, 'updated', (tx) =>
      updateBlocker(tx, id, request.body, now),
    );
    return reply.envelope(blocker);
  });

  route(app, adminApi.deleteBlocker, { ...accessControl }, async (request, reply) => {
    const now = app.clock.now();
    const id = known(request.params.blockerId);
    const blocker = await change(request, 'disabled', async (tx) =>
      (await findBlocker(tx, id)) ? updateBlocker(tx, id, { disabled: true }, now) : undefined,
    );
    return reply.envelope(blocker);
  });
};
