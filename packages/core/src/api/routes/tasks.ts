// Schemas of the task calls. Task bodies are checked by core's task rules (they answer 400 with
// `errors`), so the schemas here stay loose objects.
import { successEnvelope, TaskSchema } from '../schemas.ts';
import { ARCHIVE_PAGE_SIZE, ARCHIVE_SEARCH_MAX } from '../../rules/tasks/todoArchive.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['tasks'];
/** A task as sent: core's task rules check it field by field. */
const TaskBody = Type.Record(Type.String(), Type.Unknown());
/** A task as answered: the shared contract's. */
export const Task = TaskSchema;
const TaskId = Type.Object({ taskId: Type.String({ minLength: 1 }) });
const Empty = Type.Object({});
const ListType = Type.Union(
  ['habits', 'dailys', 'todos', 'rewards', 'completedTodos', '_allCompletedTodos'].map((type) =>
    Type.Literal(type),
  ),
);

export const listTasksSchema = {
  summary: "The player's tasks in their order",
  description:
    'Without `type`: every task except completed to-dos, by type then `tasksOrder`. ' +
    '`habits|dailys|todos|rewards`: one type (to-dos without the completed ones). ' +
    '`completedTodos`: the 30 most recently completed to-dos not yet cleared. ' +
    '`_allCompletedTodos`: every completed to-do, those cleared by POST /tasks/clearCompletedTodos ' +
    'included (the history listing: clearing hides, never deletes).',
  tags,
  querystring: Type.Object({ type: Type.Optional(ListType) }),
  response: { 200: successEnvelope(Type.Array(Task)) },
};

export const getTaskSchema = {
  summary: 'One task by id or alias',
  tags,
  params: TaskId,
  response: { 200: successEnvelope(Task) },
};

export const createTasksSchema = {
  summary: 'Create one task (object) or several (array): all or none',
  description: 'Answers 201 with the task, or an array of tasks when an array was sent.',
  tags,
  body: Type.Union([TaskBody, Type.Array(TaskBody, { minItems: 1, maxItems: 100 })]),
  response: { 201: successEnvelope(Type.Union([Task, Type.Array(Task)])) },
};

export const updateTaskSchema = {
  summary: 'Change a task (a `history` sent along is ignored)',
  tags,
  params: TaskId,
  body: TaskBody,
  response: { 200: successEnvelope(Task) },
};

export const deleteTaskSchema = {
  summary: 'Delete a task',
  tags,
  params: TaskId,
  response: { 200: successEnvelope(Empty) },
};

export const moveTaskSchema = {
  summary: "Move a task within its type's list (0 = top, -1 = bottom)",
  description: "Answers the type's new order of task ids.",
  tags,
  params: Type.Object({
    taskId: Type.String({ minLength: 1 }),
    position: Type.Integer({ minimum: -1 }),
  }),
  response: { 200: successEnvelope(Type.Array(Type.String())) },
};

export const clearCompletedTodosSchema = {
  summary: 'Clear the completed to-dos from the Completed list (kept for the history listing)',
  tags,
  response: { 200: successEnvelope(Empty) },
};

const TaskAndTag = Type.Object({
  taskId: Type.String({ minLength: 1 }),
  tagId: Type.String({ format: 'uuid' }),
});

export const tagTaskSchema = {
  summary: 'Tag a task',
  tags,
  params: TaskAndTag,
  response: { 200: successEnvelope(Task) },
};

export const untagTaskSchema = {
  summary: 'Untag a task',
  tags,
  params: TaskAndTag,
  response: { 200: successEnvelope(Task) },
};

export const listArchivedTodosSchema = {
  summary: 'Archived to-dos, newest completed first, searchable (ours)',
  description:
    "Ours, not the original's. Completed to-dos leave the lists when cleared " +
    '(POST /tasks/clearCompletedTodos) or when the day boundary finds them past their keeping ' +
    'time (30 days, 90 for subscribers): they are archived, never deleted. `search` matches ' +
    'their text and notes (case-insensitive, a plain substring); `page` counts from 0, ' +
    `${ARCHIVE_PAGE_SIZE} to-dos a page; \`total\` is how many match.`,
  tags,
  querystring: Type.Object({
    search: Type.Optional(Type.String({ maxLength: ARCHIVE_SEARCH_MAX })),
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  }),
  response: {
    200: successEnvelope(
      Type.Object({
        tasks: Type.Array(Task),
        page: Type.Integer({ minimum: 0 }),
        pageSize: Type.Integer({ minimum: 1 }),
        total: Type.Integer({ minimum: 0 }),
      }),
    ),
  },
};

export const unarchiveTodoSchema = {
  summary: 'Restore an archived to-do to the Completed list (ours)',
  description:
    'Ours. The to-do stays completed and shows in the Completed list again, for its keeping ' +
    'time from now. A to-do not archived is answered as it is.',
  tags,
  params: TaskId,
  response: { 200: successEnvelope(Task) },
};

/** The tasks routes. */
export const tasksApi = {
  tagTask: apiRoute('POST', '/tasks/:taskId/tags/:tagId', tagTaskSchema),
  untagTask: apiRoute('DELETE', '/tasks/:taskId/tags/:tagId', untagTaskSchema),
  createTasks: apiRoute('POST', '/tasks/user', createTasksSchema),
  updateTask: apiRoute('PUT', '/tasks/:taskId', updateTaskSchema),
  listTasks: apiRoute('GET', '/tasks/user', listTasksSchema),
  getTask: apiRoute('GET', '/tasks/:taskId', getTaskSchema),
  deleteTask: apiRoute('DELETE', '/tasks/:taskId', deleteTaskSchema),
  moveTask: apiRoute('POST', '/tasks/:taskId/move/to/:position', moveTaskSchema),
  clearCompletedTodos: apiRoute('POST', '/tasks/clearCompletedTodos', clearCompletedTodosSchema),
  listArchivedTodos: apiRoute('GET', '/tasks/archive', listArchivedTodosSchema),
  unarchiveTodo: apiRoute('POST', '/tasks/:taskId/unarchive', unarchiveTodoSchema),
};
