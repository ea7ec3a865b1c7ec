// A site blocker as the admin screens (and the admin.blockerChanged events) show it.
import type { BlockerRow } from '../db/repositories/blockers.ts';

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

export type ApiBlocker = ReturnType<typeof presentBlocker>;
