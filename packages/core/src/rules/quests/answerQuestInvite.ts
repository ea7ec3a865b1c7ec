// Accepting or rejecting a quest invitation.
// Choices where the original is unclear or odd, made here:
// - a user absent from `members` (not in the party when invited, nor added on joining) is
//   refused with 401 `notPartOfQuest`;
// - accepting after rejecting is 400 `questAlreadyRejected` (the original's atomic write fails and
//   answers 401 `questAlreadyAccepted`, which misleads).
import { BadRequest, NotAuthorized, NotFound } from '../../errors.ts';
import { isQuestReadyToStart } from './isQuestReadyToStart.ts';
import type { GroupQuest } from './types.ts';

export type QuestInviteAnswer = 'accept' | 'reject';

export interface AnswerQuestInviteParams {
  quest: GroupQuest;
  userId: string;
  answer: QuestInviteAnswer;
}

export function answerQuestInvite({ quest, userId, answer }: AnswerQuestInviteParams): {
  quest: GroupQuest;
  isReadyToStart: boolean;
} {
  const isAccept = answer === 'accept';
  if (!quest.key) {
    throw new NotFound(isAccept ? 'questInviteNotFound' : 'questInvitationDoesNotExist');
  }
  if (quest.active) throw new NotAuthorized('questAlreadyStartedFriendly');
  if (!Object.hasOwn(quest.members, userId)) throw new NotAuthorized('notPartOfQuest');
  const current = quest.members[userId];
  if (current === true) throw new BadRequest('questAlreadyAccepted');
  if (current === false) throw new BadRequest('questAlreadyRejected');
  const answered: GroupQuest = { ...quest, members: { ...quest.members, [userId]: isAccept } };
  return { quest: answered, isReadyToStart: isQuestReadyToStart(answered) };
}
