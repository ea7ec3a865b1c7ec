// Writing a team board (by the group leader or a manager only): create (one task or an array, all
// or none), edit, delete and order board tasks. Core's createTask/updateTask check the fields as
// for a player's task; `requiresApproval` and `managerNotes` are the board's own. Runs in
// changeBoard / changeBoardTask.
import { randomUUID } from 'node:crypto';
import {
  addToOrder,
  BadRequest,
  createTask,
  moveInOrder,
  removeFromOrder,
  requireBoardManager,
  TASKS_ORDER_KEY,
  updateTask,
  type TaskGroup,
} from '@questlog/core';
import {
  deleteBoardTask,
  insertBoardTask,
  saveBoardTask,
  type BoardTask,
} from '../../db/repositories/boardTasks.ts';
import { updateGroup } from '../../db/repositories/groups.ts';
import { invalidParam } from '../accountErrors.ts';
import { playerDay } from '../playerDay.ts';
import type { BoardChange, BoardTaskChange } from './boardAccess.ts';

type Input = Record<string, unknown>;

/** The board's own fields of a task body, apart from those core checks. */
function splitBoardFields(input: Input): { fields: Input; board: Partial<TaskGroup> } {
  const { requiresApproval, managerNotes, ...fields } = input;
  const board: Partial<TaskGroup> = {};
  if (requiresApproval !== undefined) {
    if (typeof requiresApproval !== 'boolean') throw invalidBoardField('requiresApproval');
    board.approval = { required: requiresApproval, approved: false, requested: false };
  }
  if (managerNotes !== undefined) {
    if (typeof managerNotes !== 'string') throw invalidBoardField('managerNotes');
    board.managerNotes = managerNotes;
  }
  return { fields, board };
}

function invalidBoardField(param: string): BadRequest {
  return invalidParam(param, 'has the wrong type');
}

export async function createBoardTasks(
  change: BoardChange,
  inputs: readonly Input[],
): Promise<BoardTask[]> {
  const { tx, group, user, now, member } = change;
  requireBoardManager(member);
  const tasks = inputs.map((input) => {
    const { fields, board } = splitBoardFields(input);
    const { userId: _none, ...created } = createTask(fields, {
      now,
      newId: randomUUID,
      day: playerDay(user.row.preferences),
    });
    return {
      ...created,
      tags: [group.id],
      group: {
        id: group.id,
        assignedUsers: [],
        assignedUsersDetail: {},
        managerNotes: '',
        approval: { required: false, approved: false, requested: false },
        ...board,
      },
      groupId: group.id,
    };
  });
  for (const task of tasks) await insertBoardTask(tx, task);
  await updateGroup(
    tx,
    group.id,
    { tasks_order: addToOrder(group.tasks_order, [...tasks].reverse()) },
    now,
  );
  return tasks;
}

/** What a member who does not run the board may still change of a board task (its display). */
const MEMBER_FIELDS = new Set(['collapseChecklist']);

export async function updateBoardTask(change: BoardTaskChange, input: Input): Promise<BoardTask> {
  const { tx, task, user, now, member } = change;
  if (!Object.keys(input).every((field) => MEMBER_FIELDS.has(field))) requireBoardManager(member);
  const { history: _ignored, ...rest } = input;
  const { fields, board } = splitBoardFields(rest);
  const updated = updateTask(task, fields, {
    now,
    newId: randomUUID,
    day: playerDay(user.row.preferences),
  });
  const approval = board.approval
    ? {
        approved: false,
        requested: false,
        ...task.group.approval,
        required: board.approval.required,
      }
    : task.group.approval;
  const next = {
    ...updated,
    group: { ...task.group, ...board, ...(approval ? { approval } : {}) },
    groupId: task.groupId,
  };
  await saveBoardTask(tx, next);
  return next;
}

export async function removeBoardTask(change: BoardTaskChange): Promise<void> {
  const { tx, task, group, now, member } = change;
  requireBoardManager(member);
  await deleteBoardTask(tx, task.id);
  // Its assignment, approval and needs-work notices go with it.
  await tx.query(
    `DELETE FROM notifications WHERE type LIKE 'GROUP_TASK_%'
       AND (data->>'taskId' = $1 OR data->'task'->>'id' = $1)`,
    [task.id],
  );
  await updateGroup(tx, group.id, { tasks_order: removeFromOrder(group.tasks_order, task) }, now);
}

/** POST /group-tasks/:taskId/move/to/:position: the board's new order of that type. */
export async function moveBoardTask(change: BoardTaskChange, position: number): Promise<string[]> {
  const { tx, task, group, now, member } = change;
  requireBoardManager(member);
  if (task.type === 'todo' && task.completed === true) {
    throw new BadRequest('cantMoveCompletedTodo');
  }
  const order = moveInOrder(group.tasks_order, task.type, task.id, position);
  await updateGroup(tx, group.id, { tasks_order: order }, now);
  return order[TASKS_ORDER_KEY[task.type]] ?? [];
}
