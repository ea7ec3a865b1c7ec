// Schemas of GET and PUT /user (issue 3 server 6).
import { successEnvelope, TaskSchema, UserAnswerSchema, UserSchema } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['user'];

export const getUserSchema = {
  summary: 'The signed-in player',
  description:
    '`userFields=a,b.c` limits the answer to those paths plus `_id, id, _v, notifications, ' +
    'preferences, auth, flags, permissions`; without it, computed stats and `needsCron` are added.',
  tags,
  querystring: Type.Object({ userFields: Type.Optional(Type.String()) }),
  response: { 200: successEnvelope(UserAnswerSchema) },
};

export const putUserSchema = {
  summary: 'Change the player: a map of dotted paths to new values',
  description:
    'Editable: `preferences.*` (except sleep, disableClasses, webhooks), `profile.name|blurb|imageUrl`, ' +
    '`inbox.optOut`, `flags.tour.*`, `flags.tutorial.*`, `flags.showTour|welcomed|…`, `flags.newStuff` ' +
    '(false only), `party.order|orderAscending`. Any other path is refused with **401 NotAuthorized** ' +
    '"path `x` was not saved, as it\'s a protected path." (as the original API answers); a value of the ' +
    'wrong shape is a 400 with `errors`. Nothing is saved unless every path is accepted.',
  tags,
  body: Type.Record(Type.String(), Type.Unknown()),
  response: { 200: successEnvelope(UserSchema) },
};

/**
 * What POST /user/undo/:changeId answers: what was undone and the tasks put back. The player is
 * read again with GET /user (an undo is rare; the answer stays small).
 */
export const UndoAnswerSchema = Type.Object({
  /** What was undone: `score`, `checklist`, `buy` or `deleteTask`. */
  kind: Type.String(),
  tasks: Type.Array(TaskSchema),
});

export const undoChangeSchema = {
  summary: 'Take back a change just made (ours, not the original API)',
  description:
    'Undoes the change whose answer carried `changeId` (a score, a checklist item checked, a ' +
    'purchase, a task deleted): the player, the tasks, the items dropped, quest progress and the ' +
    'notifications are as they were before it; answers the tasks put back (read the player with ' +
    'GET /user). Only while nothing else changed the player since ' +
    'and within 60 seconds; otherwise **409 Conflict** and nothing changes. An unknown id is a 404.',
  tags,
  params: Type.Object({ changeId: Type.String({ format: 'uuid' }) }),
  response: { 200: successEnvelope(UndoAnswerSchema) },
};

/** The user routes. */
export const userApi = {
  getUser: apiRoute('GET', '/user', getUserSchema),
  putUser: apiRoute('PUT', '/user', putUserSchema),
  undoChange: apiRoute('POST', '/user/undo/:changeId', undoChangeSchema),
};
