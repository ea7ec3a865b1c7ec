// The staff calls of the admin area: finding a player, their admin fields (GET and PUT
// /hall/heroes/:heroId) and history, any group, and the site's blockers.
import type { ApiGroup } from '@questlog/core/api';
import type { Transaction } from './accountApi.ts';
import { api } from './request.ts';

/** A player's sign-in name and e-mail as staff see them. */
export interface StaffAuth {
  local: { username?: string | null; email?: string };
  blocked: boolean;
  timestamps?: { created?: string; loggedin?: string; updated?: string };
}

export interface Contributor {
  /** 1–7 contributor tiers, 8 moderator, 9 staff. */
  level?: number;
  text?: string;
  contributions?: string;
}

/** One answer of GET /admin/search/:userIdentifier. */
export interface FoundUser {
  id: string;
  contributor: Contributor;
  backer: { tier?: number };
  profile: { name?: string };
  auth: StaffAuth;
}

/** GET /hall/heroes/:heroId: a player's admin fields. */
export interface Hero {
  id: string;
  auth: StaffAuth;
  /** Gems in balance units (4 gems each). */
  balance: number;
  contributor: Contributor;
  flags: { chatRevoked?: boolean; chatShadowMuted?: boolean } & Record<string, unknown>;
  lastCron: string;
  party: { _id?: string } & Record<string, unknown>;
  profile: { name?: string; blurb?: string };
  secret: { text?: string };
  permissions: Record<string, boolean | undefined>;
  stats: { lvl?: number; class?: string } & Record<string, unknown>;
}

/** The parts of PUT /hall/heroes/:heroId the user panel edits. */
export interface HeroEdit {
  balance?: number;
  contributor?: { level?: number; text?: string };
  flags?: { chatRevoked?: boolean; chatShadowMuted?: boolean };
  auth?: { blocked?: boolean };
  secret?: { text: string };
}

/** An audit-trail entry: its type, when, and what the event carried (actorId, client, …). */
export interface HistoryEvent {
  id: string;
  type: string;
  timestamp: string;
  actorId?: string;
  client?: string | null;
  method?: string;
  [detail: string]: unknown;
}

export interface UserHistory {
  userId: string;
  armoire: { timestamp: string; client?: string; reward?: string }[];
  questInviteResponses: { timestamp: string; client?: string; quest?: string; response?: string }[];
  cron: { timestamp: string; checkinCount?: number; client?: string }[];
  events?: HistoryEvent[];
  transactions?: Transaction[];
}

export interface PaymentDetails {
  userId: string;
  plan: {
    planId?: string;
    customerId?: string;
    paymentMethod?: string;
    dateCreated?: string;
    dateUpdated?: string;
    dateTerminated?: string | null;
    gemsBought?: number;
    consecutive?: { count?: number; offset?: number; trinkets?: number; gemCapExtra?: number };
  } & Record<string, unknown>;
}

/** A group as staff see it: the shared shape plus the fields staff can edit. */
export type AdminGroup = ApiGroup & {
  leaderMessage?: string;
  logo?: string;
  bannedWordsAllowed?: boolean;
  leaderOnly?: { challenges?: boolean; getGems?: boolean };
  categories?: { slug: string; name?: string }[];
  challengeCount?: number;
};

/** The body PUT /admin/groups/:groupId accepts (server routes/admin/schema.ts). */
export interface AdminGroupEdit {
  name?: string;
  summary?: string;
  description?: string;
  leaderMessage?: string;
  logo?: string;
  leader?: string;
  bannedWordsAllowed?: boolean;
  chatLimitCount?: number | null;
  leaderOnly?: { challenges?: boolean; getGems?: boolean };
  categories?: { slug: string }[];
  /** Balance units (4 gems each). */
  balance?: number;
}

export const BLOCKER_TYPES = ['ipaddress', 'email', 'client'] as const;
export const BLOCKER_AREAS = ['full', 'payments'] as const;
export type BlockerType = (typeof BLOCKER_TYPES)[number];
export type BlockerArea = (typeof BLOCKER_AREAS)[number];

export interface Blocker {
  id: string;
  type: BlockerType;
  area: BlockerArea;
  value: string;
  reason?: string;
  blockSource: string;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface BlockerFields {
  type: BlockerType;
  area: BlockerArea;
  value: string;
  reason: string | null;
}

const segment = encodeURIComponent;

export const adminApi = {
  search: async (identifier: string) =>
    (await api.get<FoundUser[]>(`/admin/search/${segment(identifier)}`)).data,
  hero: async (identifier: string) =>
    (await api.get<Hero>(`/hall/heroes/${segment(identifier)}`)).data,
  /** The server edits by user id only. */
  updateHero: async (heroId: string, edit: HeroEdit) =>
    (await api.put<Hero>(`/hall/heroes/${segment(heroId)}`, edit)).data,
  history: async (identifier: string) =>
    (await api.get<UserHistory>(`/admin/user/${segment(identifier)}/history`)).data,
  paymentDetails: async (identifier: string) =>
    (
      await api.get<PaymentDetails>(
        `/admin/user/${segment(identifier)}/subscription-payment-details`,
      )
    ).data,

  group: async (groupId: string) =>
    (await api.get<AdminGroup>(`/admin/groups/${segment(groupId)}`)).data,
  updateGroup: async (groupId: string, edit: AdminGroupEdit) =>
    (await api.put<AdminGroup>(`/admin/groups/${segment(groupId)}`, edit)).data,

  blockers: async () => (await api.get<Blocker[]>('/admin/blockers')).data,
  addBlocker: async (fields: BlockerFields) =>
    (await api.post<Blocker>('/admin/blockers', fields)).data,
  changeBlocker: async (id: string, fields: Partial<BlockerFields>) =>
    (await api.put<Blocker>(`/admin/blockers/${segment(id)}`, fields)).data,
  /** Lifts a blocker: the server keeps it, disabled. */
  liftBlocker: async (id: string) =>
    (await api.delete<Blocker>(`/admin/blockers/${segment(id)}`)).data,
};
