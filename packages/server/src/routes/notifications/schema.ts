// Schemas of the notification calls.
import { NotificationSchema, successEnvelope } from '@questlog/core/api';
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
