// The guild lists, one guild and a group's members, held in the one cache (store/readsStore.ts);
// joining, leaving and creating read the user again (it holds the guild ids) and the guild lists.
import { groupsApi, type GuildSearch } from '../../api/groupsApi.ts';
import { reloadReads } from '../../store/readsStore.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { useServerRead } from '../../store/useServerRead.ts';

export const guildReads = {
  all: 'guilds/',
  mine: 'guilds/mine',
  public: (search: GuildSearch) => `guilds/public/${JSON.stringify(search)}`,
  one: (groupId: string) => `guilds/one/${groupId}`,
  members: (groupId: string, search: string) => `guilds/members/${groupId}/${search}`,
};

export const useMyGuilds = () => useServerRead(guildReads.mine, groupsApi.myGuilds);

export const usePublicGuilds = (search: GuildSearch) =>
  useServerRead(guildReads.public(search), () => groupsApi.publicGuilds(search), {
    keepPrevious: true,
  });

export const useGuild = (groupId: string) =>
  useServerRead(guildReads.one(groupId), () => groupsApi.get(groupId));

/** A guild's or a group plan's members: the first 30, or those matching `search`. */
export const useGroupMembers = (groupId: string, search: string) =>
  useServerRead(guildReads.members(groupId, search), () => groupsApi.members(groupId, search), {
    keepPrevious: true,
  });

/** After an edit or a change of roles: every read about the group (as guild or plan) again. */
export function refreshGroup(groupId: string): Promise<unknown> {
  return reloadReads((key) => key.includes(groupId));
}

export async function afterMembershipChange(): Promise<void> {
  await useSessionStore.getState().refetchUser();
  await reloadReads(guildReads.all);
}
