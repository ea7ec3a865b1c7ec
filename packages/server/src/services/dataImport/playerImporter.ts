// Imports a file into the signed-in player (docs/data-port.md): the file is read and checked
// first (importFiles.ts), then everything is written in one change of the player — its
// transaction and row lock — so a refusal at any row leaves the player as they were.
import { randomUUID } from 'node:crypto';
import { addToOrder, TASKS_ORDER_KEY, type PlayerItems, type Task } from '@questlog/core';
import type { ImportAnswer, ImportBody } from '@questlog/core/api';
import { savePlayerHistory } from '../../db/repositories/playerHistories.ts';
import {
  clearOwnTasksAndTags,
  insertOwnMessages,
  insertTags,
  insertTasks,
  nextTagPosition,
} from '../../db/repositories/playerImport.ts';
import type { StoredTask } from '../../db/repositories/tasks.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { playerDay } from '../playerDay.ts';
import type { PlayerChange } from '../players/playerChanger.ts';
import type { SignedInContext } from '../signedInContext.ts';
import { checkTaskReferences, refuseTooManyTasks } from '../taskWriter.ts';
import { buildImportedTask } from './importedTask.ts';
import { planImport, type StorableCheck } from './importFiles.ts';
import { isRecord, type ImportPlan, type PlannedTask } from './importPlan.ts';
import { withAddedItems } from './itemsMerge.ts';
import { insertPlannedRecords, recordsFromHistory } from './recordsImport.ts';

export async function importPlayerData(
  context: SignedInContext,
  body: ImportBody,
  assertStorable: StorableCheck,
): Promise<ImportAnswer> {
  const plan = planImport(body, assertStorable);
  return context.changeActor((change) => writePlan(change, plan));
}

async function writePlan(change: PlayerChange, plan: ImportPlan): Promise<ImportAnswer> {
  const { tx, user, now } = change;
  const userId = user.row.id;
  const kept = plan.isRestore ? await clearOwnTasksAndTags(tx, userId) : undefined;
  const plannedTasks = kept ? withoutHeldCopies(plan, kept.copiesOf) : plan.tasks;
  const tags = plan.tags.map((tag) => ({ key: tag.key, id: randomUUID(), name: tag.name }));
  await insertTags(tx, userId, tags, await nextTagPosition(tx, userId), now);
  const tagIds = new Map(tags.map((tag) => [tag.key, tag.id]));
  const taskIds = new Map<string, string>();
  const context = { now, day: playerDay(user.row.preferences), userId, newId: randomUUID, tagIds };
  const tasks = plannedTasks.map((planned) => {
    const task = buildImportedTask(planned, context);
    taskIds.set(planned.key, task.id);
    return task;
  });
  const archivedIds = new Set(
    plannedTasks.flatMap((planned) => (planned.isArchived ? [taskIds.get(planned.key)!] : [])),
  );
  const ownTags = plan.isRestore ? user.tags.filter((tag) => tag.challenge) : user.tags;
  const newTags = tags.map(({ id, name }) => ({ id, name, challenge: false }));
  await checkTaskReferences(tx, { ...user, tags: [...ownTags, ...newTags] }, tasks);
  await refuseTooManyTasks(tx, userId, tasks.length - archivedIds.size);
  await insertTasks(tx, tasks, archivedIds);
  const planned = plan.records ?? recordsFromHistory(tasks, user.row.preferences);
  const records = insertPlannedRecords(change, planned, taskIds, tasks);
  if (plan.history) await savePlayerHistory(tx, userId, plan.history);
  const messages = await insertOwnMessages(tx, userId, plan.messages);
  change.setUserColumns({
    ...restoredColumns(plan, user.row),
    tasks_order: orderAfterImport(plan, user.row.tasks_order, tasks, taskIds, kept?.ids),
    ...(plan.isRestore ? {} : { items: withAddedItems(user.row.items, plan.addedItems) }),
  });
  return {
    kind: plan.kind,
    imported: {
      tasks: tasks.length,
      tags: tags.length,
      records,
      items: countItems(plan.addedItems),
      messages,
    },
    skipped: plan.skipped,
  };
}

/**
 * A restore leaves out the file's copies of challenge and team tasks the player still holds a
 * copy of (so restoring into the same account doesn't double them), and says so.
 */
function withoutHeldCopies(plan: ImportPlan, copiesOf: ReadonlySet<string>): PlannedTask[] {
  const isHeld = (link: unknown) =>
    isRecord(link) && typeof link.taskId === 'string' && copiesOf.has(link.taskId);
  const kept = plan.tasks.filter(
    (planned) => !isHeld(planned.fields.challenge) && !isHeld(planned.fields.group),
  );
  const left = plan.tasks.length - kept.length;
  if (left > 0) {
    plan.skipped.push({
      what: `${left} challenge or team tasks`,
      reason: 'you still hold them here, linked to their challenge or team',
    });
  }
  return kept;
}

/** Flags the moderators set: a file never lifts (or sets) them. */
const MODERATION_FLAGS = ['chatRevoked', 'chatShadowMuted'] as const;

/**
 * A restore's columns: the subscription stays the one this server knows, and the moderators'
 * flags stay as they are here.
 */
function restoredColumns(plan: ImportPlan, row: UserRow): Record<string, unknown> {
  const columns = { ...plan.playerColumns };
  if (columns.purchased) {
    const { plan: _fileSubscription, ...purchased } = columns.purchased as Record<string, unknown>;
    columns.purchased = row.purchased.plan ? { ...purchased, plan: row.purchased.plan } : purchased;
  }
  if (columns.flags) {
    const flags: Record<string, unknown> = { ...(columns.flags as Record<string, unknown>) };
    for (const flag of MODERATION_FLAGS) {
      if (row.flags[flag] === undefined) delete flags[flag];
      else flags[flag] = row.flags[flag];
    }
    columns.flags = flags;
  }
  return columns;
}

/**
 * A restore takes the file's order (tasks it does not list go last) after which the challenge and
 * team tasks that stayed keep theirs; other imports put the new tasks on top, as new tasks go.
 */
function orderAfterImport(
  plan: ImportPlan,
  current: Record<string, string[]>,
  tasks: readonly StoredTask[],
  taskIds: ReadonlyMap<string, string>,
  keptTaskIds: ReadonlySet<string> | undefined,
): Record<string, string[]> {
  const ordered = tasks.filter((task) => isListed(task));
  if (!plan.isRestore || !keptTaskIds) return addToOrder(current, [...ordered].reverse());
  const order: Record<string, string[]> = {};
  for (const list of Object.values(TASKS_ORDER_KEY)) {
    const inFile = (plan.tasksOrder?.[list] ?? []).flatMap((key) => {
      const id = taskIds.get(key);
      return id ? [id] : [];
    });
    const listed = new Set(inFile);
    const unlisted = ordered
      .filter((task) => TASKS_ORDER_KEY[task.type] === list && !listed.has(task.id))
      .map((task) => task.id);
    const kept = (current[list] ?? []).filter((id) => keptTaskIds.has(id));
    order[list] = [...inFile, ...unlisted, ...kept];
  }
  return order;
}

/** Completed to-dos stay out of the order lists. */
function isListed(task: Task): boolean {
  return !(task.type === 'todo' && task.completed);
}

function countItems(items: Partial<PlayerItems>): number {
  const gear = Object.keys(items.gear?.owned ?? {}).length;
  const others = [items.pets, items.mounts, items.eggs, items.hatchingPotions, items.food];
  return others.reduce((total, kind) => total + Object.keys(kind ?? {}).length, gear);
}
