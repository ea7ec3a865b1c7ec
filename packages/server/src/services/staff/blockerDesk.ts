// /admin/blockers (permission accessControl): the enabled blockers, and each change to one — added,
// changed, lifted (disabled, kept) — in one transaction with its admin.blockerChanged event. The
// caller then tells this server's checks (siteBlockers) to read them again.
import { NotFound, isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import {
  findBlocker,
  insertBlocker,
  listEnabledBlockers,
  updateBlocker,
  type BlockerFields,
  type BlockerRow,
} from '../../db/repositories/blockers.ts';
import { recordEvent } from '../../db/repositories/events.ts';
import { presentBlocker, type ApiBlocker } from '../../presenters/presentBlocker.ts';
import type { ServiceContext } from '../serviceContext.ts';

export type NewBlocker = Required<Pick<BlockerFields, 'type' | 'value'>> & BlockerFields;

export async function listBlockers(db: Queryable): Promise<ApiBlocker[]> {
  return (await listEnabledBlockers(db)).map(presentBlocker);
}

export function createBlocker(context: ServiceContext, fields: NewBlocker): Promise<ApiBlocker> {
  // E-mail addresses are compared without regard to case; IPs and clients as given.
  const value = fields.type === 'email' ? fields.value.trim().toLowerCase() : fields.value.trim();
  const now = context.clock.now();
  return changeBlocker(context, 'created', (tx) => insertBlocker(tx, { ...fields, value }, now));
}

export function editBlocker(
  context: ServiceContext,
  blockerId: string,
  fields: BlockerFields,
): Promise<ApiBlocker> {
  const now = context.clock.now();
  const id = knownId(blockerId);
  return changeBlocker(context, 'updated', (tx) => updateBlocker(tx, id, fields, now));
}

export function liftBlocker(context: ServiceContext, blockerId: string): Promise<ApiBlocker> {
  const now = context.clock.now();
  const id = knownId(blockerId);
  return changeBlocker(context, 'disabled', async (tx) =>
    (await findBlocker(tx, id)) ? updateBlocker(tx, id, { disabled: true }, now) : undefined,
  );
}

/** Runs one blocker change with its event; 404 blockerNotFound when there is no such blocker. */
async function changeBlocker(
  context: ServiceContext,
  action: string,
  work: (tx: Queryable) => Promise<BlockerRow | undefined>,
): Promise<ApiBlocker> {
  const row = await context.db.transaction(async (tx) => {
    const changed = await work(tx);
    if (!changed) throw new NotFound('blockerNotFound');
    await recordEvent(tx, {
      type: 'admin.blockerChanged',
      userId: context.actorId!,
      payload: { action, blocker: presentBlocker(changed) },
    });
    return changed;
  });
  return presentBlocker(row);
}

/** Not an id at all: one no blocker has, so the change finds nothing (404 as for an unknown id). */
function knownId(id: string): string {
  return isUuid(id) ? id : '00000000-0000-0000-0000-000000000000';
}
