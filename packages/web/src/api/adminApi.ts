// The staff calls of the admin area: finding a player, their admin fields (GET and PUT
// /hall/heroes/:heroId) and history, any group, and the site's blockers.
import type { ApiData, ApiGroup } from '@questlog/core/api';
import { api } from './request.ts';

// The staff answers' types are the route table's (@questlog/core/api).
export type {
  Contributor,
  FoundUser,
  Hero,
  HistoryEvent,
  PaymentDetails,
  StaffAuth,
  UserHistory,
} from '@questlog/core/api';

/** The parts of PUT /hall/heroes/:heroId the user panel edits. */
export interface HeroEdit {
  balance?: number;
  contributor?: { level?: number; text?: string };
  flags?: { chatRevoked?: boolean; chatShadowMuted?: boolean };
  auth?: { blocked?: boolean };
  secret?: { text: string };
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

/** A blocker as GET /admin/blockers lists it. */
export type Blocker = ApiData<'GET /admin/blockers'>[number];

export interface BlockerFields {
  type: BlockerType;
  area: BlockerArea;
  value: string;
  reason: string | null;
}

export const adminApi = {
  search: async (identifier: string) =>
    (
      await api.call('GET /admin/search/:userIdentifier', {
        params: { userIdentifier: identifier },
      })
    ).data,
  hero: async (identifier: string) =>
    (await api.call('GET /hall/heroes/:heroId', { params: { heroId: identifier } })).data,
  /** The server edits by user id only. */
  updateHero: async (heroId: string, edit: HeroEdit) =>
    (
      await api.call('PUT /hall/heroes/:heroId', {
        params: { heroId },
        body: { ...edit },
      })
    ).data,
  history: async (identifier: string) =>
    (
      await api.call('GET /admin/user/:userIdentifier/history', {
        params: { userIdentifier: identifier },
      })
    ).data,
  paymentDetails: async (identifier: string) =>
    (
      await api.call('GET /admin/user/:userIdentifier/subscription-payment-details', {
        params: { userIdentifier: identifier },
      })
    ).data,

  group: async (groupId: string) =>
    (await api.call('GET /admin/groups/:groupId', { params: { groupId } })).data,
  updateGroup: async (groupId: string, edit: AdminGroupEdit) =>
    (
      await api.call('PUT /admin/groups/:groupId', {
        params: { groupId },
        body: edit,
      })
    ).data,

  blockers: async () => (await api.call('GET /admin/blockers')).data,
  addBlocker: async (fields: BlockerFields) =>
    (await api.call('POST /admin/blockers', { body: fields })).data,
  changeBlocker: async (id: string, fields: Partial<BlockerFields>) =>
    (
      await api.call('PUT /admin/blockers/:blockerId', {
        params: { blockerId: id },
        body: fields,
      })
    ).data,
  /** Lifts a blocker: the server keeps it, disabled. */
  liftBlocker: async (id: string) =>
    (await api.call('DELETE /admin/blockers/:blockerId', { params: { blockerId: id } })).data,
};
