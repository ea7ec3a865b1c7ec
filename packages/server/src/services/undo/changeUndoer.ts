// Takes back an undoable change (docs/undo.md): through the player change primitive, so it holds
// the player's lock and bumps their version like any change. It is refused (409) unless the player
// is still at the version the change left — nothing, not even a day boundary, changed them since —
// and the change is at most UNDO_WINDOW_MS old on the game clock; a change undone once is gone.
// What the change replaced comes back exactly: the player's columns, the task rows it wrote or
// deleted; what it added goes: its notifications, its task records; its gem-ledger moves are
// answered by opposite moves (the ledger only grows).
import { Conflict, NotFound } from '@questlog/core';
import {
  findKeptChange,
  undoClauses,
  type KeptChange,
} from '../../db/repositories/playerChanges.ts';
import { fromRow, type StoredTask, type TaskRow } from '../../db/repositories/tasks.ts';
import type { LedgerMove } from '../gems/gemLedger.ts';
import { changePlayer, type ChangeOutcome } from '../players/playerChanger.ts';
import type { ServiceContext } from '../serviceContext.ts';

/** How long after a change the server still takes it back (the web offers 10 s). */
export const UNDO_WINDOW_MS = 60_000;

export interface UndoneChange {
  kind: string;
  /** The tasks put back as they were. */
  tasks: StoredTask[];
}

export function undoChange(
  context: ServiceContext,
  userId: string,
  changeId: string,
): Promise<ChangeOutcome<UndoneChange>> {
  return changePlayer(
    context,
    userId,
    async ({ tx, user, now, setUserColumns, recordGems, writeWithBump, notificationsChanged }) => {
      const kept = await findKeptChange(tx, userId, changeId);
      refuseUnlessUndoable(kept, user.row.version, now);
      const { before } = kept;
      setUserColumns(asWritten(before.columns));
      for (const move of before.moves) recordGems(opposite(move as LedgerMove));
      // everything else in the undo's one statement, with the player's write
      for (const clause of undoClauses(kept, now)) writeWithBump(...clause);
      notificationsChanged();
      const tasks = before.tasks.map((row) => fromRow(asTaskRow(row)));
      return { kind: kept.kind, tasks };
    },
    { withAccount: false },
  );
}

function refuseUnlessUndoable(
  kept: KeptChange | undefined,
  version: number,
  now: Date,
): asserts kept is KeptChange {
  if (!kept) throw new NotFound('changeNotFound');
  if (kept.undone_at !== null) throw new Conflict('undoAlreadyUndone');
  if (now.getTime() - kept.created_at.getTime() > UNDO_WINDOW_MS) {
    throw new Conflict('undoTooLate', { params: { seconds: UNDO_WINDOW_MS / 1000 } });
  }
  if (kept.version !== version) throw new Conflict('undoChangedSince');
}

/** jsonb values go back as JSON text (an array would otherwise be sent as a PostgreSQL array). */
function asWritten(columns: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(columns).map(([name, value]) => [
      name,
      value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
    ]),
  );
}

function opposite(move: LedgerMove): LedgerMove {
  return { ...move, amount: -move.amount, referenceText: 'Undone' };
}

/** A task row kept as `to_jsonb` has its times as text. */
function asTaskRow(row: Record<string, unknown>): TaskRow {
  return {
    ...row,
    created_at: new Date(row.created_at as string),
    updated_at: new Date(row.updated_at as string),
  } as unknown as TaskRow;
}
