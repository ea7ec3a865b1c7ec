// The public surface of the party-quest and world-boss rules
// (docs/game-rules.md#quests-and-bosses).
export * from './types.ts';
export * from './constants.ts';
export { emptyGroupQuest } from './emptyGroupQuest.ts';
export { inviteToQuest, type InviteToQuestParams } from './inviteToQuest.ts';
export {
  answerQuestInvite,
  type AnswerQuestInviteParams,
  type QuestInviteAnswer,
} from './answerQuestInvite.ts';
export { isQuestReadyToStart } from './isQuestReadyToStart.ts';
export { checkForceStart, type QuestActorParams } from './checkForceStart.ts';
export { startQuest, type StartQuestParams, type StartedQuest } from './startQuest.ts';
export { cancelQuest } from './cancelQuest.ts';
export { abortQuest, type AbortedQuest } from './abortQuest.ts';
export { leaveQuest } from './leaveQuest.ts';
export { playerQuestCleaned, playerQuestInvited, playerQuestStarted } from './playerPartyQuest.ts';
export { applyQuestProgress, type ApplyQuestProgressParams } from './applyQuestProgress.ts';
export type { QuestProgressOutcome } from './questProgressOutcome.ts';
export { participantAfterProgress } from './participantAfterProgress.ts';
export { finishQuestFor, type FinishQuestParams } from './finishQuestFor.ts';
export { applyWorldBossProgress, type WorldBossOutcome } from './worldBossProgress.ts';
export { startWorldBoss, worldStateOf, type WorldBossState } from './worldState.ts';
