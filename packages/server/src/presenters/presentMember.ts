// Another player as groups and members listings show them: by default only the name fields; with
// `includeAllPublicFields` the public profile — appearance, gear, stats with the computed bars, the
// party's quest progress — never credentials or private data.
import { MAX_HEALTH, maxMP, toNextLevel } from '@questlog/core';
import type { ApiPublicProfile } from '@questlog/core/api';
import type { UserRow } from '../db/repositories/users.ts';

export interface MemberRow extends UserRow {
  username: string | null;
}

// The public preferences: appearance, sleeping, and whether classes are off.
const APPEARANCE = [
  'size',
  'hair',
  'skin',
  'shirt',
  'chair',
  'costume',
  'sleep',
  'background',
  'disableClasses',
];

function pickPreferences(preferences: Record<string, unknown>) {
  return Object.fromEntries(
    APPEARANCE.filter((key) => key in preferences).map((key) => [key, preferences[key]]),
  );
}

function withoutReports(profile: Record<string, unknown>) {
  const { flags: _reports, ...rest } = profile;
  return rest;
}

/** The name fields every listing shows. */
function presentNames(row: MemberRow) {
  const flags = row.flags as { verifiedUsername?: boolean };
  return {
    _id: row.id,
    id: row.id,
    profile: { name: (row.profile as { name?: string }).name ?? '' },
    auth: { local: { username: row.username } },
    flags: { verifiedUsername: flags.verifiedUsername ?? false },
  };
}

export function presentMember(row: MemberRow, { allPublicFields = false } = {}) {
  return allPublicFields ? presentPublicFields(row) : presentNames(row);
}

/** The public profile (core's PublicProfileSchema) but for `inbox`, which the profile calls add. */
export function presentPublicFields(row: MemberRow): Omit<ApiPublicProfile, 'inbox'> {
  const names = presentNames(row);
  const flags = row.flags as { classSelected?: boolean };
  const stats = row.stats as ApiPublicProfile['stats'];
  const items = row.items;
  const party = row.party as { quest?: { progress?: Record<string, unknown> } };
  return {
    ...names,
    // Reports on the profile are for moderators: never in a public profile.
    profile: { ...withoutReports(row.profile), name: names.profile.name },
    flags: { ...names.flags, classSelected: flags.classSelected ?? false },
    preferences: pickPreferences(row.preferences as Record<string, unknown>),
    stats: {
      ...stats,
      toNextLevel: toNextLevel(stats.lvl),
      maxHealth: MAX_HEALTH,
      maxMP: maxMP({
        lvl: stats.lvl,
        int: stats.int ?? 0,
        buffs: stats.buffs as Parameters<typeof maxMP>[0]['buffs'],
      }),
    },
    items: {
      gear: { equipped: items.gear?.equipped ?? {}, costume: items.gear?.costume ?? {} },
      currentPet: items.currentPet ?? '',
      currentMount: items.currentMount ?? '',
    },
    achievements: row.achievements,
    // The Hall's records are public fields: the contributor tier shows on profiles.
    contributor: row.contributor ?? {},
    backer: row.backer ?? {},
    party: { quest: { progress: party.quest?.progress ?? {} } },
    auth: {
      ...names.auth,
      timestamps: {
        created: row.created_at.toISOString(),
        loggedin: row.logged_in_at.toISOString(),
      },
    },
  };
}
