// POST /groups for a guild (the original's older rules): it costs the creator 4 gems (one
// balance unit), which become the guild's bank; a player whose chat is revoked may not open a
// public one. The creator leads it, is its first member, and may earn "Guild Member". One
// transaction under the creator's lock: the gems cannot be spent twice.
import { NotAuthorized } from '@questlog/core';
import { createGroup, type GroupRow } from '../../db/repositories/groups.ts';
import { changeGroupGems } from '../gems/gemLedger.ts';
import { guildJoinedAchievement } from './guildAchievement.ts';
import { guildCategories } from './guildCategories.ts';
import { invalidParam } from '../accountErrors.ts';
import type { SignedInContext } from '../signedInContext.ts';

export const GUILD_COST_GEMS = 4;

export interface NewGuild {
  name: string;
  privacy?: 'private' | 'public';
  summary?: string;
  description?: string;
  categories?: { slug: string }[];
}

export function createGuild(context: SignedInContext, guild: NewGuild): Promise<GroupRow> {
  const categories = guildCategories(guild.categories ?? []);
  const name = guild.name.trim();
  if (name === '') throw invalidParam('name', 'must not be empty', guild.name);
  return context.changeActor(async ({ tx, user, now, setUserColumns, recordGems }) => {
    const creator = user.row;
    const privacy = guild.privacy ?? 'private';
    if (privacy === 'public' && (creator.flags as { chatRevoked?: boolean }).chatRevoked) {
      throw new NotAuthorized('cannotCreatePublicGuildWhenMuted');
    }
    if (creator.gems < GUILD_COST_GEMS) throw new NotAuthorized('messageInsufficientGems');
    const created = await createGroup(tx, {
      type: 'guild',
      name,
      leaderId: creator.id,
      privacy,
      summary: guild.summary,
      description: guild.description,
      categories,
      now,
    });
    // The fee moves from the creator to the guild's bank, each side in the ledger.
    const reason = { transactionType: 'create_guild' as const, reference: created!.id };
    const balance = await changeGroupGems(tx, created!.id, {
      ...reason,
      amount: GUILD_COST_GEMS,
      now,
    });
    setUserColumns({ gems: creator.gems - GUILD_COST_GEMS });
    recordGems({ ...reason, amount: -GUILD_COST_GEMS });
    const achievements = await guildJoinedAchievement(tx, creator, now);
    if (achievements) setUserColumns({ achievements });
    return { ...created!, balance };
  });
}
