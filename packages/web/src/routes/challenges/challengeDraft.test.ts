// The create form's checks at their edges (short name ≥ 3, summary ≤ 250; the Tavern's prize ≥ 1
// gem, the prize within the creator's gems plus the bank of a group they lead).
import { describe, expect, it } from 'vitest';
import { TAVERN_ALIAS, TAVERN_ID } from '@questlog/core';
import { draftProblems, emptyDraft, type ChallengeDraft } from './challengeDraft.ts';

const valid: ChallengeDraft = { ...emptyDraft, group: 'party-1', name: 'Run', shortName: 'run' };
const purse = { gems: 10, usableBankGems: 4 };

describe('draftProblems', () => {
  it.each<[string, Partial<ChallengeDraft>, ReturnType<typeof draftProblems>]>([
    ['a valid draft', {}, {}],
    ['no group', { group: '' }, { group: 'groupRequired' }],
    ['a blank name', { name: '   ' }, { name: 'nameRequired' }],
    ['a 3-character short name', { shortName: 'abc' }, {}],
    ['a 2-character short name', { shortName: 'ab' }, { shortName: 'shortNameTooShort' }],
    ['spaces do not count', { shortName: ' ab ' }, { shortName: 'shortNameTooShort' }],
    ['a 250-character summary', { summary: 's'.repeat(250) }, {}],
    ['a 251-character summary', { summary: 's'.repeat(251) }, { summary: 'summaryTooLong' }],
    ['a prize of all I can spend', { prize: '14' }, {}],
    ['one gem more', { prize: '15' }, { prize: 'cantAfford' }],
    ['a fraction', { prize: '1.5' }, { prize: 'prizeInvalid' }],
    ['a negative prize', { prize: '-1' }, { prize: 'prizeInvalid' }],
    ['an empty prize is 0', { prize: '' }, {}],
    ['the Tavern with 0 gems', { group: TAVERN_ID, prize: '0' }, { prize: 'tavernMinPrize' }],
    ['the Tavern by its alias', { group: TAVERN_ALIAS, prize: '0' }, { prize: 'tavernMinPrize' }],
    ['the Tavern with 1 gem', { group: TAVERN_ID, prize: '1' }, {}],
  ])('%s', (_name, changes, expected) => {
    expect(draftProblems({ ...valid, ...changes }, purse)).toEqual(expected);
  });

  it('counts a bank only when the creator may spend it', () => {
    expect(draftProblems({ ...valid, prize: '11' }, { gems: 10, usableBankGems: 0 })).toEqual({
      prize: 'cantAfford',
    });
  });
});
