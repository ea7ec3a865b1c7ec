// The create and clone form's checks: core's own rules — checkNewChallenge (a name, a short name of
// at least 3 characters, a summary of at most 250) and payPrize (a whole prize of 0 gems or more,
// at least 1 in the Tavern, that the creator and, for its leader, the group's bank can pay) — run
// before sending, their refusals put by the fields.
import {
  ApiError,
  checkNewChallenge,
  isTavernId,
  MAX_SUMMARY_SIZE_FOR_CHALLENGES,
  MIN_SHORTNAME_SIZE_FOR_CHALLENGES,
  payPrize,
} from '@questlog/core';

export const MIN_SHORT_NAME = MIN_SHORTNAME_SIZE_FOR_CHALLENGES;
export const MAX_SUMMARY = MAX_SUMMARY_SIZE_FOR_CHALLENGES;

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
  const fieldProblems = refusalOf(() => checkNewChallenge(draft))?.errors ?? [];
  for (const { param } of fieldProblems) {
    if (param === 'name') problems.name = 'nameRequired';
    if (param === 'shortName') problems.shortName = 'shortNameTooShort';
    if (param === 'summary') problems.summary = 'summaryTooLong';
  }
  const prizeRefusal = refusalOf(() =>
    payPrize({
      prize: prizeOf(draft),
      userGems: purse.gems,
      // The usable bank is already the leader's only (see Purse).
      bankGems: purse.usableBankGems,
      isGroupLeader: true,
      isTavern: Boolean(draft.group) && isTavernId(draft.group),
    }),
  );
  if (prizeRefusal) problems.prize = PRIZE_PROBLEMS[prizeRefusal.key] ?? 'prizeInvalid';
  return problems;
}

const PRIZE_PROBLEMS: Record<string, DraftProblem> = {
  tavChalsMinPrize: 'tavernMinPrize',
  cantAfford: 'cantAfford',
};

/** The rule's refusal, or undefined when it accepts. */
function refusalOf(rule: () => unknown): ApiError | undefined {
  try {
    rule();
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}
