// Keeps what an undoable change replaces (docs/undo.md), for the player change primitive: the
// columns it writes, as they were; the task rows it is about to write or delete; the player's
// notifications already stamped with its instant, so the ones it adds can be told apart; the
// gem-ledger moves it records. All of it lands in the change's own statement.
//
// A locked change may write before its statement, so what it keeps is read as it asks. A change
// that writes nothing before its statement (an optimistic one, or its locked retry) has its
// statement read it: every clause of one statement sees the rows as they were before it, and the
// hot path pays no read.
import type { UserRow } from '../../db/repositories/users.ts';
import type { Queryable } from '../../db/database.ts';
import {
  keepChangeWrites,
  notificationIdsAt,
  readTaskRows,
} from '../../db/repositories/playerChanges.ts';
import type { LedgerMove } from '../gems/gemLedger.ts';
import type { DeferredWrite } from '../players/deferredWrite.ts';

/** What may be undone: a score (a checklist item too), a purchase, a task deleted. */
export type UndoKind = 'score' | 'checklist' | 'buy' | 'deleteTask';

export interface ChangeKeeper {
  /** Keeps the player's tasks `ids` as they are now: call it before writing them. */
  keepTasks(ids: readonly string[]): Promise<void>;
  /** The change is not to be undone after all (PlayerChange.forgoUndo): nothing is kept. */
  forgo(): void;
  /** The change's record, as clauses of its statement (`… FROM bumped`); none once forgone. */
  writes(
    before: UserRow,
    changed: Record<string, unknown>,
    moves: readonly LedgerMove[],
  ): DeferredWrite[];
}

interface Keeping {
  changeId: string;
  userId: string;
  kind: UndoKind;
  now: Date;
  /** The change may write before its statement: what it keeps is read as it asks. */
  mayWriteFirst: boolean;
}

export async function startKeeping(
  tx: Queryable,
  { changeId, userId, kind, now, mayWriteFirst }: Keeping,
): Promise<ChangeKeeper> {
  const notificationsAtChange = mayWriteFirst
    ? await notificationIdsAt(tx, userId, now)
    : undefined;
  const taskIds: string[] = [];
  const tasks: Record<string, unknown>[] = [];
  let isForgone = false;
  return {
    keepTasks: async (ids) => {
      // A task kept twice (scored twice in one change) is kept as it was first.
      const fresh = ids.filter((id) => !taskIds.includes(id));
      taskIds.push(...fresh);
      if (mayWriteFirst && fresh.length > 0) tasks.push(...(await readTaskRows(tx, userId, fresh)));
    },
    forgo: () => {
      isForgone = true;
    },
    writes: (before, changed, moves) =>
      isForgone
        ? []
        : keepChangeWrites({
            changeId,
            userId,
            kind,
            now,
            columns: Object.fromEntries(
              Object.keys(changed).map((name) => [name, (before as unknown as Row)[name]]),
            ),
            moves,
            tasks: mayWriteFirst ? tasks : undefined,
            taskIds,
            notificationsAtChange,
          }),
  };
}

type Row = Record<string, unknown>;
