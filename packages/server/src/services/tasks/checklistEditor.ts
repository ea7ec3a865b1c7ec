// Checklist items of dailies and to-dos. Each change goes through core's updateTask (which checks
// the items) inside the player's lock and answers the whole task. An unknown item is a 404
// checklistItemNotFound; a habit or reward has no checklist (400). Scoring an item records the
// checklistScored webhook event.
import { randomUUID } from 'node:crypto';
import {
  BadRequest,
  NotFound,
  hasChecklist,
  recordDay,
  taskRecordOf,
  updateTask,
  type ChecklistItem,
  type ChecklistTask,
} from '@questlog/core';
import { saveTask, type StoredTask } from '../../db/repositories/tasks.ts';
import { presentTask } from '../../presenters/presentTask.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { findOwnTask } from '../taskFinder.ts';
import { recordPlayerEvent } from '../webhooks/webhookEvents.ts';

export interface ChecklistEdit {
  taskId: string;
  /** The item the edit is about (it must exist), if any. */
  itemId?: string | undefined;
  edit: (items: ChecklistItem[]) => ChecklistItem[];
  /** The item scored, if that is the edit. */
  scoredItemId?: string | undefined;
}

export function editChecklist(
  context: SignedInContext,
  { taskId, itemId, edit, scoredItemId }: ChecklistEdit,
): Promise<StoredTask> {
  return context.changeActor(
    async ({ tx, user, now, recordTasks, keepTasks }) => {
      const stored = await findOwnTask(tx, user.row.id, taskId);
      if (!hasChecklist(stored)) throw new BadRequest('checklistOnlyDailyTodo');
      if (itemId !== undefined && !stored.checklist.some((item) => item.id === itemId)) {
        throw new NotFound('checklistItemNotFound');
      }
      const next = updateTask<ChecklistTask>(
        stored,
        { checklist: edit(stored.checklist) },
        { now, newId: randomUUID },
      );
      const saved = next;
      await keepTasks([saved.id]);
      await saveTask(tx, saved);
      if (scoredItemId !== undefined) {
        // The full record: checking or unchecking an item is a row (docs/records.md).
        const scored = next.checklist.find((item) => item.id === scoredItemId);
        recordTasks([
          taskRecordOf(saved, {
            kind: scored?.completed ? 'checklistChecked' : 'checklistUnchecked',
            delta: 0,
            at: now,
            day: recordDay(now, user.row.preferences),
            player: { stats: user.row.stats },
          }),
        ]);
        await recordPlayerEvent(tx, {
          type: 'task.checklistScored',
          userId: user.row.id,
          data: {
            type: 'checklistScored',
            task: presentTask(saved),
            item: next.checklist.find((item) => item.id === scoredItemId),
          },
        });
      }
      return saved;
      // Checking or unchecking an item may be taken back (docs/undo.md); editing one may not.
    },
    scoredItemId === undefined ? {} : { undo: 'checklist' },
  );
}
