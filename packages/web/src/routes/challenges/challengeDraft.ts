// The create and clone form's checks (social.md §6.1, §6.2; seed 002 §5): a name, a short name of
// at least 3 characters, a summary of at most 250, a whole prize of 0 gems or more (at least 1 in
// the Tavern) that the creator (and, for its leader, the group's bank) can pay. The server runs
// the same checks; these only spare the round trip.
import { isTavernId } from '../../api/challengeTypes.ts';

/** seed 002 §5: challenge short name min 3. */
export const MIN_SHORT_NAME = 3;
/** seed 002 §5: challenge summary max 250. */
export const MAX_SUMMARY = 250;

export interface ChallengeDraft {
  group: string;
  name: string;
  shortName: string;
  summary: string;
  description: string;
  /** As typed. */
  prize: string;
  categories: string[];
}

export const emptyDraft: ChallengeDraft = {
  group: '',
  name: '',
  shortName: '',
  summary: '',
  description: '',
  prize: '0',
  categories: [],
};

export interface Purse {
  /** The player's gems. */
  gems: number;
  /** The chosen group's bank in gems, when the player leads it (only its leader spends it). */
  usableBankGems: number;
}

export type DraftProblem =
  | 'groupRequired'
  | 'nameRequired'
  | 'shortNameTooShort'
  | 'summaryTooLong'
  | 'prizeInvalid'
  | 'tavernMinPrize'
  | 'cantAfford';

export type DraftProblems = Partial<
  Record<'group' | 'name' | 'shortName' | 'summary' | 'prize', DraftProblem>
>;

export function prizeOf(draft: ChallengeDraft): number {
  return draft.prize.trim() === '' ? 0 : Number(draft.prize);
}

export function draftProblems(draft: ChallengeDraft, purse: Purse): DraftProblems {
  const problems: DraftProblems = {};
  if (!draft.group) problems.group = 'groupRequired';
  if (!draft.name.trim()) problems.name = 'nameRequired';
  if (draft.shortName.trim().length < MIN_SHORT_NAME) problems.shortName = 'shortNameTooShort';
  if (draft.summary.length > MAX_SUMMARY) problems.summary = 'summaryTooLong';
  const prize = prizeOf(draft);
  if (!Number.isInteger(prize) || prize < 0) problems.prize = 'prizeInvalid';
  else if (draft.group && isTavernId(draft.group) && prize < 1) problems.prize = 'tavernMinPrize';
  else if (prize > purse.gems + purse.usableBankGems) problems.prize = 'cantAfford';
  return problems;
}
