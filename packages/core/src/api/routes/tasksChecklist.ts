// Schemas of the checklist calls: each answers the whole task.
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';
import { successEnvelope } from '../schemas.ts';
import { Task } from './tasks.ts';

const tags = ['tasks'];
const TaskId = Type.Object({ taskId: Type.String({ minLength: 1 }) });
const ItemId = Type.Object({ taskId: Type.String({ minLength: 1 }), itemId: Type.String() });
const answersTask = { 200: successEnvelope(Task) };

export const addItemSchema = {
  summary: 'Add a checklist item to a daily or to-do',
  tags,
  params: TaskId,
  body: Type.Object({
    text: Type.String({ minLength: 1 }),
    completed: Type.Optional(Type.Boolean()),
  }),
  response: answersTask,
};

export const updateItemSchema = {
  summary: 'Change a checklist item',
  tags,
  params: ItemId,
  body: Type.Object({
    text: Type.Optional(Type.String({ minLength: 1 })),
    completed: Type.Optional(Type.Boolean()),
  }),
  response: answersTask,
};

export const deleteItemSchema = {
  summary: 'Remove a checklist item',
  tags,
  params: ItemId,
  response: answersTask,
};

export const scoreItemSchema = {
  summary: 'Tick or untick a checklist item',
  tags,
  params: ItemId,
  response: answersTask,
};

/** The tasks routes (tasksChecklist). */
export const tasksChecklistApi = {
  addItem: apiRoute('POST', '/tasks/:taskId/checklist', addItemSchema),
  updateItem: apiRoute('PUT', '/tasks/:taskId/checklist/:itemId', updateItemSchema),
  deleteItem: apiRoute('DELETE', '/tasks/:taskId/checklist/:itemId', deleteItemSchema),
  scoreItem: apiRoute('POST', '/tasks/:taskId/checklist/:itemId/score', scoreItemSchema),
};
