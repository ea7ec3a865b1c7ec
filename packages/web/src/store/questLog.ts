// The party chat's system messages as readable lines, and the viewer's latest boss damage after the
// day boundary.
import { bossName, collectibleName, questName } from '../catalogue/questNames.ts';
import type { PartyChatInfo, PartyChatMessage } from '../api/partyTypes.ts';

export const QUEST_LOG_TYPES = [
  'quest_start',
  'boss_damage',
  'boss_dont_attack',
  'boss_rage',
  'boss_defeated',
  'user_found_items',
  'all_items_found',
  'quest_cancel',
  'quest_abort',
] as const;
export type QuestLogType = (typeof QUEST_LOG_TYPES)[number];

const isLogged = (type: string): type is QuestLogType =>
  (QUEST_LOG_TYPES as readonly string[]).includes(type);

export interface QuestLogLine {
  id: string;
  /** The system message's type: a key of the `party` namespace's `log` table. */
  key: QuestLogType;
  params: Record<string, string | number>;
  timestamp: number;
}

const infoOf = (message: PartyChatMessage): PartyChatInfo | null => {
  const info = message.info as PartyChatInfo | undefined;
  return typeof info?.type === 'string' ? info : null;
};

const timeOf = (message: PartyChatMessage) =>
  typeof message.timestamp === 'number' ? message.timestamp : Date.parse(message.timestamp);

const round1 = (value: number | string | undefined) => Math.round(Number(value ?? 0) * 10) / 10;

function itemsText(items: Record<string, number> | undefined): string {
  return Object.entries(items ?? {})
    .map(([key, count]) => `${count} × ${collectibleName(key)}`)
    .join(', ');
}

/**
 * The system messages the quest log shows, newest first, with their words' parameters. `info.user`
 * is the acting member's id (the server's shape); `nameOf` gives their display name.
 */
export function questLogOf(
  chat: readonly PartyChatMessage[] = [],
  nameOf: (user: string) => string = (user) => user,
): QuestLogLine[] {
  return chat.flatMap((message) => {
    const info = infoOf(message);
    if (message.uuid !== 'system' || !info || !isLogged(info.type)) return [];
    const questKey = info.quest ?? '';
    return [
      {
        id: message.id,
        key: info.type as QuestLogType,
        params: {
          user: info.user ? nameOf(info.user) : '',
          quest: questName(questKey),
          boss: bossName(questKey),
          userDamage: round1(info.userDamage),
          bossDamage: round1(info.bossDamage),
          items: itemsText(info.items),
        },
        timestamp: timeOf(message),
      },
    ];
  });
}

/**
 * The newest boss_damage message about the viewer posted at or after `since` (ms), if any. The
 * server names the player by id; a display name or username (the original's habit) also counts.
 */
export function newestBossDamageFor(
  chat: readonly PartyChatMessage[] = [],
  names: readonly string[],
  since: number,
): { userDamage: number; bossDamage: number; id: string } | null {
  for (const message of chat) {
    const info = infoOf(message);
    if (timeOf(message) < since) break; // newest first: the rest are older
    if (info?.type === 'boss_damage' && info.user && names.includes(info.user)) {
      return {
        id: message.id,
        userDamage: round1(info.userDamage),
        bossDamage: round1(info.bossDamage),
      };
    }
  }
  return null;
}
