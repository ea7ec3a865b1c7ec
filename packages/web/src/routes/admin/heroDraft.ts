// The user panel's edit form as plain values: what it starts from, what it checks and the
// PUT /hall/heroes/:heroId body it sends — only the parts staff changed, so the audit trail and
// the gem ledger record no edit nobody made.
import { MAX_CONTRIBUTOR_LEVEL } from '@questlog/core';
import type { Hero, HeroEdit } from '../../api/adminApi.ts';

/** Displayed gems = balance × 4. */
export const GEMS_PER_BALANCE = 4;
/** The server's bounds: a balance up to 1,000,000 units, texts up to 10,000 characters. */
const MAX_GEMS = 1_000_000 * GEMS_PER_BALANCE;
export const MAX_TEXT = 10_000;

export interface HeroDraft {
  level: string;
  contributorText: string;
  gems: string;
  chatRevoked: boolean;
  chatShadowMuted: boolean;
  blocked: boolean;
  secret: string;
}

/** Field names as the server names them in `errors[].param`. */
export type HeroField = 'contributor.level' | 'contributor.text' | 'balance' | 'secret.text';

export type HeroDraftError = 'levelRange' | 'gemsWhole' | 'tooLong';

export function draftOf(hero: Hero): HeroDraft {
  return {
    level: String(hero.contributor.level ?? 0),
    contributorText: hero.contributor.text ?? '',
    gems: String(Math.round(hero.balance * GEMS_PER_BALANCE)),
    chatRevoked: hero.flags.chatRevoked === true,
    chatShadowMuted: hero.flags.chatShadowMuted === true,
    blocked: hero.auth.blocked,
    secret: hero.secret.text ?? '',
  };
}

const wholeIn = (text: string, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text.trim()) <= max;

/** The problems of each field, before anything is sent. */
export function draftErrors(draft: HeroDraft): Partial<Record<HeroField, HeroDraftError>> {
  const errors: Partial<Record<HeroField, HeroDraftError>> = {};
  if (!wholeIn(draft.level, MAX_CONTRIBUTOR_LEVEL)) errors['contributor.level'] = 'levelRange';
  if (!wholeIn(draft.gems, MAX_GEMS)) errors.balance = 'gemsWhole';
  if (draft.contributorText.length > MAX_TEXT) errors['contributor.text'] = 'tooLong';
  if (draft.secret.length > MAX_TEXT) errors['secret.text'] = 'tooLong';
  return errors;
}

/** The body for a checked draft: only what differs from the player as loaded. */
export function heroEditOf(hero: Hero, draft: HeroDraft): HeroEdit {
  const before = draftOf(hero);
  const edit: HeroEdit = {};
  const contributor: NonNullable<HeroEdit['contributor']> = {};
  if (draft.level.trim() !== before.level) contributor.level = Number(draft.level.trim());
  if (draft.contributorText !== before.contributorText) contributor.text = draft.contributorText;
  if (Object.keys(contributor).length > 0) edit.contributor = contributor;
  if (draft.gems.trim() !== before.gems)
    edit.balance = Number(draft.gems.trim()) / GEMS_PER_BALANCE;
  const flags: NonNullable<HeroEdit['flags']> = {};
  if (draft.chatRevoked !== before.chatRevoked) flags.chatRevoked = draft.chatRevoked;
  if (draft.chatShadowMuted !== before.chatShadowMuted)
    flags.chatShadowMuted = draft.chatShadowMuted;
  if (Object.keys(flags).length > 0) edit.flags = flags;
  if (draft.blocked !== before.blocked) edit.auth = { blocked: draft.blocked };
  if (draft.secret !== before.secret) edit.secret = { text: draft.secret };
  return edit;
}
