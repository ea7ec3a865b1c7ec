// The auto-start check after invite, accept and reject: nobody is left undecided.
import type { GroupQuest } from './types.ts';

export function isQuestReadyToStart(quest: Pick<GroupQuest, 'members'>): boolean {
  return Object.values(quest.members).every((answer) => typeof answer === 'boolean');
}
