// The party's shapes as the API sends them. Only the fields the client reads are named; the server
// sends the original game's shapes.
import type { User } from './types.ts';

/** A member's answer about the pending quest: accepted, rejected, undecided. */
export type QuestAnswer = boolean | null;

export interface PartyQuest {
  key: string | null;
  active: boolean;
  /** The quest owner (who owns the scroll), not the party leader. */
  leader: string | null;
  members: Record<string, QuestAnswer>;
  progress: { hp?: number; rage?: number; collect?: Record<string, number> };
}

export interface PartyChatInfo {
  type: string;
  user?: string;
  quest?: string;
  userDamage?: number | string;
  bossDamage?: number | string;
  items?: Record<string, number>;
}

export interface PartyChatMessage {
  id: string;
  text: string;
  /** `{type, …params}` for the game's messages, `{}` for players' (PartyChatInfo reads it). */
  info?: Record<string, unknown>;
  /** 'system' for the game's own messages. */
  uuid: string;
  user?: string;
  timestamp: number | string;
}

export interface Party {
  _id: string;
  id: string;
  // Always 'party' from GET /groups/party; the table types every group's kind as text.
  type: string;
  name: string;
  summary?: string;
  description?: string;
  /** null once the leader's account is gone. */
  leader: { _id: string; id?: string; profile?: { name?: string } } | null;
  memberCount: number;
  managers?: Record<string, boolean>;
  quest: PartyQuest;
  /** Newest first. */
  chat?: PartyChatMessage[];
}

export interface PartyMember {
  _id: string;
  id?: string;
  profile?: { name?: string };
  auth?: { local?: { username?: string } };
  stats?: {
    hp: number;
    maxHealth?: number;
    mp: number;
    maxMP?: number;
    lvl: number;
    class?: string;
    buffs?: Record<string, unknown>;
  };
  items?: {
    gear?: { equipped?: Record<string, string>; costume?: Record<string, string> };
    currentPet?: string;
    currentMount?: string;
  };
  preferences?: { sleep?: boolean; costume?: boolean; disableClasses?: boolean } & Record<
    string,
    unknown
  >;
  flags?: { classSelected?: boolean };
}

/** A player listed by GET /looking-for-party. */
export type SeekingPlayer = PartyMember & { invited?: boolean };

export interface PartyInvitation {
  id: string;
  name: string;
  inviter?: string;
}

/** The party parts of GET /user: the party, its quest, the invitations and party seeking. */
export interface UserPartyState {
  partyId: string | null;
  questKey: string | null;
  isRsvpNeeded: boolean;
  pendingDamage: number;
  collectedItems: number;
  invitations: PartyInvitation[];
  isSeeking: boolean;
}

interface LooseParty {
  _id?: string;
  seeking?: string | null;
  quest?: {
    key?: string | null;
    RSVPNeeded?: boolean;
    progress?: { up?: number; collectedItems?: number };
  };
}

interface LooseInvitations {
  party?: Partial<PartyInvitation>;
  parties?: Partial<PartyInvitation>[];
}

const isInvitation = (value: Partial<PartyInvitation> | undefined): value is PartyInvitation =>
  typeof value?.id === 'string' && value.id !== '';

/** Reads the signed-in user's party fields, whatever parts of them the copy holds. */
export function userPartyOf(user: User | null): UserPartyState {
  const party = (user?.party ?? {}) as LooseParty;
  const invitations = (user?.invitations ?? {}) as LooseInvitations;
  const listed = (invitations.parties ?? []).filter(isInvitation);
  const latest = isInvitation(invitations.party) ? [invitations.party] : [];
  const all = [...listed, ...latest.filter((one) => !listed.some(({ id }) => id === one.id))];
  return {
    partyId: typeof party._id === 'string' && party._id !== '' ? party._id : null,
    questKey: party.quest?.key ?? null,
    isRsvpNeeded: party.quest?.RSVPNeeded === true,
    pendingDamage: party.quest?.progress?.up ?? 0,
    collectedItems: party.quest?.progress?.collectedItems ?? 0,
    invitations: all,
    isSeeking: typeof party.seeking === 'string' && party.seeking !== '',
  };
}
