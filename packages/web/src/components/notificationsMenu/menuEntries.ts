// What the notifications menu lists (the original game's header menu): the invitations waiting for
// an answer, unallocated stat points, and the server's lasting notifications, each as a text key
// of the notificationsMenu namespace and the page it leads to. Presentation only: no game rule.
import { CARD_KEYS, isTavernId } from '@questlog/core';
import type { ServerNotification } from '../../api/envelope.ts';
import { invitationPath, invitationsOf, type InvitationKind } from '../../api/groupInvitations.ts';
import { userPartyOf } from '../../api/partyTypes.ts';
import type { User } from '../../api/types.ts';
import { playerHasClass } from '../../store/classStatus.ts';
import { newsPath } from '../news/NewsBanner.tsx';

type CardKey = (typeof CARD_KEYS)[number];

export type EntryTextKey =
  | `entries.${
      | 'partyInvitation'
      | 'guildInvitation'
      | 'groupPlanInvitation'
      | 'questInvitation'
      | 'statPoints'
      | 'chatMessage'
      | 'chatMention'
      | 'newStuff'
      | 'newStuffWithoutTitle'
      | 'mysteryItems'
      | 'rebirthEnabled'
      | 'wonChallenge'
      | 'groupTask'
      | 'groupTaskAssigned'
      | 'groupTaskAssignedBy'
      | 'groupTaskApproval'
      | 'groupTaskApprovalOf'
      | 'groupTaskApproved'
      | 'groupTaskApprovedNamed'
      | 'groupTaskNeedsWork'
      | 'inviteAccepted'
      | 'inviteAcceptedJoined'
      | 'inviteAcceptedWithoutText'
      | 'contributorLevel'
      | 'loginIncentive'
      | 'loginIncentiveLast'
      | 'dropCap'
      | 'levelDrop'
      | 'unknown'}`
  | `entries.cardReceived.${CardKey | 'other'}`
  | `achievements.${AchievementText}`;

type AchievementText =
  | 'partyUp'
  | 'partyOn'
  | 'joinedGuild'
  | 'joinedChallenge'
  | 'invitedFriend'
  | 'rebirth'
  | 'ultimateGear'
  | 'questSeries'
  | 'streak'
  | 'other';

export interface EntryText {
  key: EntryTextKey;
  values?: Record<string, string | number>;
}

export interface MenuEntry {
  /** Unique in the list. */
  key: string;
  /** The server notification's id: only those can be seen and dismissed. */
  notificationId?: string;
  text: EntryText;
  /** The page it leads to; none when there is nowhere to go. */
  to?: string;
  /** Counts in the bell's badge: an unseen notification, or something waiting for the player. */
  isNew: boolean;
}

// The client acts on these itself (it scores the approved task); not the player's.
const HIDDEN_TYPES: ReadonlySet<string> = new Set(['SCORED_TASK']);

const ACHIEVEMENT_TEXTS: Record<string, AchievementText> = {
  ACHIEVEMENT_PARTY_UP: 'partyUp',
  ACHIEVEMENT_PARTY_ON: 'partyOn',
  GUILD_JOINED_ACHIEVEMENT: 'joinedGuild',
  CHALLENGE_JOINED_ACHIEVEMENT: 'joinedChallenge',
  INVITED_FRIEND_ACHIEVEMENT: 'invitedFriend',
  REBIRTH_ACHIEVEMENT: 'rebirth',
  ULTIMATE_GEAR_ACHIEVEMENT: 'ultimateGear',
  ACHIEVEMENT_QUESTS: 'questSeries',
  STREAK_ACHIEVEMENT: 'streak',
};

const segment = encodeURIComponent;

/** `data` as a record of unknown values (the server's notifications carry any JSON). */
function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Where a group's chat is: the Tavern, the player's party, or a guild. */
export function groupPath(groupId: string, partyId: string | null): string {
  if (isTavernId(groupId)) return '/groups/tavern';
  if (groupId === partyId) return '/party';
  return `/groups/guild/${segment(groupId)}`;
}

type Described = Pick<MenuEntry, 'text' | 'to'>;

function describeChat(data: Record<string, unknown>, partyId: string | null): Described {
  const group = fieldsOf(data.group);
  const id = textOf(group.id);
  const values = { group: textOf(group.name) ?? '', author: textOf(data.author) ?? '' };
  return {
    text: {
      key: data.author === undefined ? 'entries.chatMessage' : 'entries.chatMention',
      values,
    },
    to: id ? groupPath(id, partyId) : undefined,
  };
}

const nameOf = (value: unknown): string | undefined => textOf(fieldsOf(value).name);

/** A team task's line in our words from its parts (task, who); the server's sentence otherwise. */
function groupTaskText(type: string, data: Record<string, unknown>): EntryText | undefined {
  const task = textOf(fieldsOf(data.task).text);
  if (!task) return undefined;
  const manager = nameOf(data.manager);
  const member = nameOf(data.user);
  if (type === 'GROUP_TASK_NEEDS_WORK' && manager) {
    return { key: 'entries.groupTaskNeedsWork', values: { task, manager } };
  }
  if (type === 'GROUP_TASK_ASSIGNED' && manager) {
    return { key: 'entries.groupTaskAssignedBy', values: { task, manager } };
  }
  if (type === 'GROUP_TASK_APPROVAL' && member) {
    return { key: 'entries.groupTaskApprovalOf', values: { task, member } };
  }
  if (type === 'GROUP_TASK_APPROVED')
    return { key: 'entries.groupTaskApprovedNamed', values: { task } };
  return undefined;
}

function describeGroupTask(type: string, data: Record<string, unknown>): Described {
  const groupId = textOf(data.groupId) ?? textOf(fieldsOf(data.group).id);
  const to = groupId ? `/group-plans/${segment(groupId)}/task-information` : undefined;
  const parts = groupTaskText(type, data);
  if (parts) return { text: parts, to };
  // An older notification without the parts: the server's sentence, or a line of our own.
  const message = textOf(data.message);
  if (message) return { text: { key: 'entries.groupTask', values: { message } }, to };
  const fallback = {
    GROUP_TASK_ASSIGNED: 'entries.groupTaskAssigned',
    GROUP_TASK_APPROVAL: 'entries.groupTaskApproval',
    GROUP_TASK_APPROVED: 'entries.groupTaskApproved',
  } as const satisfies Record<string, EntryTextKey>;
  const key = fallback[type as keyof typeof fallback] ?? 'entries.groupTaskApproval';
  return { text: { key }, to };
}

/** Where a group the player is in is shown: the party, a group plan's information, a guild. */
function joinedGroupPath(group: Record<string, unknown>, partyId: string | null) {
  const groupId = textOf(group.id);
  if (groupId === undefined) return undefined;
  if (group.type === 'party') return '/party';
  if (group.groupPlan === true) return `/group-plans/${segment(groupId)}/information`;
  return groupPath(groupId, partyId);
}

/** Someone took up the player's invitation: who and where, linked to that group. */
function describeInviteAccepted(data: Record<string, unknown>, partyId: string | null): Described {
  const group = fieldsOf(data.group);
  const to = joinedGroupPath(group, partyId);
  const name = nameOf(data.user);
  const groupName = textOf(group.name);
  if (name && groupName) {
    return {
      text: { key: 'entries.inviteAcceptedJoined', values: { name, group: groupName } },
      to,
    };
  }
  const text = textOf(data.headerText);
  return {
    text: text
      ? { key: 'entries.inviteAccepted', values: { text } }
      : { key: 'entries.inviteAcceptedWithoutText' },
    to,
  };
}

function describeCard(data: Record<string, unknown>): Described {
  const card = textOf(data.card);
  const name = nameOf(data.from) ?? '';
  const known = CARD_KEYS.find((key) => key === card) ?? 'other';
  return {
    text: { key: `entries.cardReceived.${known}`, values: { name } },
    to: '/inventory/items',
  };
}

function describeLoginIncentive(data: Record<string, unknown>): Described {
  const count = numberOf(data.count) ?? 0;
  const next = numberOf(data.nextRewardAt);
  const rewards = Array.isArray(data.rewards) ? data.rewards : [];
  return {
    text:
      next === undefined
        ? { key: 'entries.loginIncentiveLast', values: { count } }
        : { key: 'entries.loginIncentive', values: { count, next } },
    to: rewards.length > 0 ? '/inventory/items' : undefined,
  };
}

function isAchievement(type: string): boolean {
  return type === 'ACHIEVEMENT' || type.startsWith('ACHIEVEMENT_') || type.endsWith('_ACHIEVEMENT');
}

function describeAchievement(type: string, data: Record<string, unknown>): Described {
  const text = ACHIEVEMENT_TEXTS[type] ?? 'other';
  const values = text === 'ultimateGear' ? { class: textOf(data.class) ?? '' } : undefined;
  return { text: { key: `achievements.${text}`, values }, to: '/user/achievements' };
}

/** The text and link of one server notification; an unknown type gets a plain line. */
export function describeNotification(
  notification: ServerNotification,
  partyId: string | null,
): Described {
  const type = notification.type ?? '';
  const data = fieldsOf(notification.data);
  switch (type) {
    case 'NEW_CHAT_MESSAGE':
    case 'CHAT_MENTION':
      return describeChat(data, partyId);
    case 'NEW_STUFF': {
      const title = textOf(data.title);
      return {
        text: title
          ? { key: 'entries.newStuff', values: { title } }
          : { key: 'entries.newStuffWithoutTitle' },
        to: newsPath,
      };
    }
    case 'CARD_RECEIVED':
      return describeCard(data);
    case 'NEW_MYSTERY_ITEMS':
      return { text: { key: 'entries.mysteryItems' }, to: '/inventory/items' };
    case 'REBIRTH_ENABLED':
      return { text: { key: 'entries.rebirthEnabled' }, to: '/shops/market' };
    case 'WON_CHALLENGE': {
      const id = textOf(data.id);
      return {
        text: { key: 'entries.wonChallenge', values: { name: textOf(data.name) ?? '' } },
        to: id ? `/challenges/${segment(id)}` : undefined,
      };
    }
    case 'GROUP_TASK_ASSIGNED':
    case 'GROUP_TASK_APPROVAL':
    case 'GROUP_TASK_APPROVED':
    case 'GROUP_TASK_NEEDS_WORK':
      return describeGroupTask(type, data);
    case 'GROUP_INVITE_ACCEPTED':
      return describeInviteAccepted(data, partyId);
    case 'NEW_CONTRIBUTOR_LEVEL':
      return { text: { key: 'entries.contributorLevel' }, to: '/hall/contributors' };
    case 'LOGIN_INCENTIVE':
      return describeLoginIncentive(data);
    case 'DROP_CAP_REACHED':
      return {
        text: { key: 'entries.dropCap', values: { count: numberOf(data.items) ?? 0 } },
        to: '/inventory/items',
      };
    case 'LEVEL_DROP':
      return {
        text: { key: 'entries.levelDrop', values: { level: numberOf(data.level) ?? 0 } },
        to: '/inventory/items',
      };
    default:
      return isAchievement(type)
        ? describeAchievement(type, data)
        : { text: { key: 'entries.unknown' } };
  }
}

const INVITATION_TEXTS = {
  party: 'entries.partyInvitation',
  guild: 'entries.guildInvitation',
  groupPlan: 'entries.groupPlanInvitation',
} as const satisfies Record<InvitationKind, EntryTextKey>;

/**
 * What waits for an answer: party, guild, group plan and quest invitations, and stat points to
 * allocate. An invitation leads where the invitee can answer it (a private group cannot be seen
 * from outside).
 */
function waitingEntries(user: User): MenuEntry[] {
  const party = userPartyOf(user);
  const entries: MenuEntry[] = invitationsOf(user).map((invitation) => ({
    key: `${invitation.kind}-invitation:${invitation.id}`,
    text: { key: INVITATION_TEXTS[invitation.kind], values: { name: invitation.name } },
    to: invitationPath(invitation),
    isNew: true,
  }));
  if (party.partyId !== null && party.isRsvpNeeded && party.questKey !== null) {
    entries.push({
      key: 'quest-invitation',
      text: { key: 'entries.questInvitation' },
      to: '/party',
      isNew: true,
    });
  }
  const points = user.stats?.points ?? 0;
  // Points are allocated once the player has a class (the tasks screen's panel)
  if (points > 0 && playerHasClass(user)) {
    entries.push({
      key: 'stat-points',
      text: { key: 'entries.statPoints', values: { count: points } },
      to: '/',
      isNew: true,
    });
  }
  return entries;
}

/** The menu's entries for `user`: what waits for an answer, then the notifications, newest first. */
export function menuEntries(user: User | null): MenuEntry[] {
  if (!user) return [];
  const partyId = userPartyOf(user).partyId;
  const notifications = (user.notifications ?? [])
    .filter((notification) => !HIDDEN_TYPES.has(notification.type ?? ''))
    .reverse()
    .map((notification): MenuEntry => ({
      key: `notification:${notification.id}`,
      notificationId: notification.id,
      ...describeNotification(notification, partyId),
      isNew: notification.seen !== true,
    }));
  return [...waitingEntries(user), ...notifications];
}

/** The ids of the listed notifications, or of those not seen yet. */
export function notificationIdsOf(entries: readonly MenuEntry[], onlyUnseen = false): string[] {
  return entries.flatMap((entry) =>
    entry.notificationId !== undefined && (!onlyUnseen || entry.isNew)
      ? [entry.notificationId]
      : [],
  );
}
