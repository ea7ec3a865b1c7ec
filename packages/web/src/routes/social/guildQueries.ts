// The guild lists, one guild and a group's members as queries; joining, leaving and creating read
// the user again (it holds the guild ids) and drop the cached lists.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { groupsApi, type GuildSearch } from '../../api/groupsApi.ts';
import { useSessionStore } from '../../store/sessionStore.ts';

export const guildKeys = {
  all: ['guilds'] as const,
  mine: ['guilds', 'mine'] as const,
  public: (search: GuildSearch) => ['guilds', 'public', search] as const,
  one: (groupId: string) => ['guilds', 'one', groupId] as const,
  members: (groupId: string, search: string) => ['guilds', 'members', groupId, search] as const,
};

// the request layer already showed the refusal: no retries
export const useMyGuilds = () =>
  useQuery({ queryKey: guildKeys.mine, queryFn: groupsApi.myGuilds, retry: false });

export const usePublicGuilds = (search: GuildSearch) =>
  useQuery({
    queryKey: guildKeys.public(search),
    queryFn: () => groupsApi.publicGuilds(search),
    retry: false,
    placeholderData: (previous) => previous,
  });

export const useGuild = (groupId: string) =>
  useQuery({
    queryKey: guildKeys.one(groupId),
    queryFn: () => groupsApi.get(groupId),
    retry: false,
  });

/** A guild's or a group plan's members: the first 30, or those matching `search`. */
export const useGroupMembers = (groupId: string, search: string) =>
  useQuery({
    queryKey: guildKeys.members(groupId, search),
    queryFn: () => groupsApi.members(groupId, search),
    retry: false,
    placeholderData: (previous) => previous,
  });

/** After an edit or a change of roles: every query about the group (as guild or plan) again. */
export function refreshGroup(client: QueryClient, groupId: string): Promise<void> {
  return client.invalidateQueries({ predicate: ({ queryKey }) => queryKey.includes(groupId) });
}

export async function afterMembershipChange(client: QueryClient): Promise<void> {
  await useSessionStore.getState().refetchUser();
  await client.invalidateQueries({ queryKey: guildKeys.all });
}

export { useQueryClient };
