// A challenge's own tasks: its leader (or a challenge admin) adds, edits and deletes them, and
// every member's copies follow in the same transaction — a new task is copied to each member (on
// top of their list), an edit re-syncs the copies, a deletion breaks them (TASK_DELETED). The
// members are locked (changeChallenge's withMembers) so no member's score can write an old copy
// over the change.
import { randomUUID } from 'node:crypto';
import {
  copyChallengeTask,
  createTask,
  NotAuthorized,
  NotFound,
  resyncChallengeCopy,
  updateTask,
  type TaskInput,
  addToOrder,
  removeFromOrder,
} from '@questlog/core';
import { updateChallenge } from '../../db/repositories/challenges.ts';
import {
  breakChallengeCopies,
  deleteChallengeOwnTasks,
  findChallengeTask,
  insertChallengeTasks,
  listChallengeCopies,
  saveChallengeTask,
} from '../../db/repositories/challengeTasks.ts';
import { saveTask, type StoredTask } from '../../db/repositories/tasks.ts';
import { playerDay } from '../playerDay.ts';
import { isChallengeLeader, type ChallengeChange } from './challengeChange.ts';

function checkMayEditTasks(change: ChallengeChange): void {
  if (!isChallengeLeader(change)) throw new NotAuthorized('onlyChalLeaderEditTasks');
}

/** POST /tasks/challenge/:challengeId: one task or several (all or none). */
export async function addChallengeTasks(
  change: ChallengeChange,
  inputs: readonly TaskInput[],
): Promise<StoredTask[]> {
  checkMayEditTasks(change);
  const { tx, now, challenge } = change;
  const tasks = inputs.map((input) => ({
    ...createTask(input, { now, newId: randomUUID }),
    userId: undefined,
    challenge: { id: challenge.id },
  }));
  await insertChallengeTasks(tx, challenge.id, tasks);
  const newestFirst = [...tasks].reverse();
  await updateChallenge(
    tx,
    challenge.id,
    { tasks_order: addToOrder(challenge.tasks_order, newestFirst) },
    now,
  );
  for (const memberId of change.memberIds) {
    const member = change.playerRow(memberId)!;
    const copies = tasks.map((task) =>
      copyChallengeTask(task, {
        userId: memberId,
        newId: randomUUID,
        now,
        challenge: { id: challenge.id, shortName: challenge.short_name },
        day: playerDay(member.preferences),
      }),
    );
    await insertChallengeTasks(tx, challenge.id, copies);
    await change.writePlayer(memberId, {
      tasks_order: addToOrder(member.tasks_order, [...copies].reverse()),
    });
  }
  return tasks;
}

/** PUT /tasks/:taskId on a challenge's own task. */
export async function editChallengeTask(
  change: ChallengeChange,
  taskId: string,
  input: TaskInput,
): Promise<StoredTask> {
  checkMayEditTasks(change);
  const { tx, now, challenge } = change;
  const original = await ownTask(change, taskId);
  // The leader edits every field: the link is set aside so core's member limits do not apply.
  const unlinked = { ...original, challenge: {} };
  const edited = {
    ...updateTask(unlinked, input, { now, newId: randomUUID }),
    challenge: original.challenge,
  };
  await saveChallengeTask(tx, edited);
  const copies = await listChallengeCopies(tx, challenge.id, { taskId: original.id });
  for (const copy of copies) {
    const member = copy.userId ? change.playerRow(copy.userId) : undefined;
    const day = member ? playerDay(member.preferences) : undefined;
    const synced = resyncChallengeCopy(copy, edited, now, day);
    await saveTask(tx, synced);
  }
  await bumpMembers(change);
  return edited;
}

/** DELETE /tasks/:taskId on a challenge's own task: the copies break (TASK_DELETED). */
export async function deleteChallengeTask(change: ChallengeChange, taskId: string) {
  checkMayEditTasks(change);
  const { tx, now, challenge } = change;
  const original = await ownTask(change, taskId);
  await deleteChallengeOwnTasks(tx, challenge.id, original.id);
  await updateChallenge(
    tx,
    challenge.id,
    { tasks_order: removeFromOrder(challenge.tasks_order, original) },
    now,
  );
  await breakChallengeCopies(tx, challenge.id, {
    reason: 'TASK_DELETED',
    taskId: original.id,
    now,
  });
  await bumpMembers(change);
}

/** The challenge's task read again under the challenge's lock (deleted meanwhile → 404). */
async function ownTask({ tx, challenge }: ChallengeChange, taskId: string) {
  const found = await findChallengeTask(tx, taskId);
  if (!found || found.challengeId !== challenge.id) throw new NotFound('taskNotFound');
  return found.task;
}

/** The members' tasks changed: their versions move so their clients fetch again. */
async function bumpMembers(change: ChallengeChange) {
  for (const memberId of change.memberIds) await change.writePlayer(memberId, {});
}
