// A player as staff see them (GET/PUT /hall/heroes/:heroId): the admin fields, the staff's secret
// note included; never the password or API tokens.
import type { StoredUser } from '../db/repositories/users.ts';
import { balanceOf } from '../services/gems.ts';
import { authTimestamps, localAuth } from './presentUser.ts';

export function presentHero({ row, credentials, partyId }: StoredUser) {
  return {
    _id: row.id,
    id: row.id,
    auth: {
      local: credentials ? localAuth(credentials) : {},
      blocked: credentials?.blocked ?? false,
      timestamps: authTimestamps(row),
    },
    balance: balanceOf(row.gems),
    contributor: row.contributor,
    backer: row.backer,
    flags: row.flags,
    items: row.items,
    lastCron: row.last_cron.toISOString(),
    party: partyId ? { ...row.party, _id: partyId } : row.party,
    preferences: row.preferences,
    profile: row.profile,
    purchased: row.purchased,
    secret: row.secret,
    permissions: row.permissions,
    achievements: row.achievements,
    stats: row.stats,
  };
}

/** A Hall listing's entry: `contributor backer profile.name`. */
export function presentHallEntry(row: {
  id: string;
  contributor: Record<string, unknown>;
  backer: Record<string, unknown>;
  profile: Record<string, unknown>;
}) {
  return {
    _id: row.id,
    id: row.id,
    contributor: row.contributor,
    backer: row.backer,
    profile: { name: (row.profile as { name?: string }).name ?? '' },
  };
}
