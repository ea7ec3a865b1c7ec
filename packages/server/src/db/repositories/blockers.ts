// Site blockers: an IP address, an e-mail address or an x-client value that staff refuse
// (see the staff_tools migration).
import type { Queryable } from '../database.ts';

export type BlockerType = 'ipaddress' | 'email' | 'client';
export type BlockerArea = 'full' | 'payments';

export interface BlockerRow {
  id: string;
  type: BlockerType;
  area: BlockerArea;
  value: string;
  reason: string | null;
  block_source: 'administrator' | 'system' | 'worker';
  disabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface BlockerFields {
  type?: BlockerType;
  area?: BlockerArea;
  value?: string;
  reason?: string | null;
  blockSource?: BlockerRow['block_source'];
  disabled?: boolean;
}

export function listEnabledBlockers(db: Queryable): Promise<BlockerRow[]> {
  return db.query<BlockerRow>('SELECT * FROM blockers WHERE NOT disabled ORDER BY created_at, id');
}

export async function findBlocker(db: Queryable, id: string): Promise<BlockerRow | undefined> {
  const [row] = await db.query<BlockerRow>('SELECT * FROM blockers WHERE id = $1', [id]);
  return row;
}

export async function insertBlocker(
  db: Queryable,
  fields: Required<Pick<BlockerFields, 'type' | 'value'>> & BlockerFields,
  now: Date,
): Promise<BlockerRow> {
  const [row] = await db.query<BlockerRow>(
    `INSERT INTO blockers (type, area, value, reason, block_source, disabled, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING *`,
    [
      fields.type,
      fields.area ?? 'full',
      fields.value,
      fields.reason ?? null,
      fields.blockSource ?? 'administrator',
      fields.disabled ?? false,
      now,
    ],
  );
  return row!;
}

/** Merges `fields` into the blocker; undefined when there is none. */
export async function updateBlocker(
  db: Queryable,
  id: string,
  fields: BlockerFields,
  now: Date,
): Promise<BlockerRow | undefined> {
  const [row] = await db.query<BlockerRow>(
    `UPDATE blockers SET type = coalesce($2, type), area = coalesce($3, area),
       value = coalesce($4, value), reason = CASE WHEN $5 THEN $6 ELSE reason END,
       block_source = coalesce($7, block_source), disabled = coalesce($8, disabled), updated_at = $9
     WHERE id = $1 RETURNING *`,
    [
      id,
      fields.type ?? null,
      fields.area ?? null,
      fields.value ?? null,
      fields.reason !== undefined,
      fields.reason ?? null,
      fields.blockSource ?? null,
      fields.disabled ?? null,
      now,
    ],
  );
  return row;
}
