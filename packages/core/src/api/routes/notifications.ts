// Schemas of the notification calls.
import { NotificationSchema, successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type } from 'typebox';

const tags = ['notifications'];
const Notifications = Type.Array(NotificationSchema);
const OneId = Type.Object({ notificationId: Type.String() });
const ManyIds = Type.Object({ notificationIds: Type.Array(Type.String(), { minItems: 1 }) });

export const readOneSchema = {
  summary: 'Remove one notification; answers the remaining ones',
  tags,
  params: OneId,
  response: { 200: successEnvelope(Notifications) },
};
const { params: _oneId, ...answersNotifications } = readOneSchema;
export const readManySchema = {
  ...answersNotifications,
  summary: 'Remove several notifications',
  body: ManyIds,
};
export const seeOneSchema = { ...readOneSchema, summary: 'Mark one notification seen' };
export const seeManySchema = { ...readManySchema, summary: 'Mark several notifications seen' };

/** The notifications routes. */
export const notificationsApi = {
  readOne: apiRoute('POST', '/notifications/:notificationId/read', readOneSchema),
  readMany: apiRoute('POST', '/notifications/read', readManySchema),
  seeOne: apiRoute('POST', '/notifications/:notificationId/see', seeOneSchema),
  seeMany: apiRoute('POST', '/notifications/see', seeManySchema),
};
