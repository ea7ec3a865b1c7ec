// Questlog's own export file (docs/data-port.md): everything a player owns, versioned so a later
// Questlog can still read it. The export writes it (questlogExport.ts), the import reads it back
// (services/dataImport/questlogFile.ts).
import type { Task, TaskRecord } from '@questlog/core';
import type { HistoryEntry } from '../../db/repositories/playerHistories.ts';
import type {
  ExportedChatMessage,
  ExportedNotification,
  ExportedPrivateMessage,
  ExportedTag,
  ExportedWebhook,
} from '../../db/repositories/playerExport.ts';

export const QUESTLOG_FORMAT = 'questlog';
export const QUESTLOG_VERSION = 1;

/** The parts of the player's row a restore sets whole (file field → column). */
export const RESTORED_PLAYER_FIELDS = {
  stats: 'stats',
  items: 'items',
  preferences: 'preferences',
  flags: 'flags',
  achievements: 'achievements',
  profile: 'profile',
  purchased: 'purchased',
  inbox: 'inbox',
  pinnedItems: 'pinned_items',
  unpinnedItems: 'unpinned_items',
  loginIncentives: 'login_incentives',
} as const;

export type ExportedPlayer = {
  id: string;
  username: string | null;
  email: string | null;
  createdAt: string;
  /** Bought with money on this server: exported, never imported. */
  gems: number;
  /** The party's quest as the player sees it (the party itself stays with the party). */
  party: Record<string, unknown>;
  tasksOrder: Record<string, string[]>;
} & Record<keyof typeof RESTORED_PLAYER_FIELDS, unknown>;

export interface QuestlogExport {
  format: typeof QUESTLOG_FORMAT;
  version: typeof QUESTLOG_VERSION;
  exportedAt: string;
  player: ExportedPlayer;
  /** Experience and open to-dos at each day boundary. */
  history: { exp: HistoryEntry[]; todos: HistoryEntry[] };
  tags: ExportedTag[];
  /** Every task, archived to-dos included (`archived: true`). */
  tasks: (Task & { archived: boolean })[];
  /** Every score and day-boundary result of the tasks. */
  records: TaskRecord[];
  privateMessages: ExportedPrivateMessage[];
  chatMessages: ExportedChatMessage[];
  notifications: ExportedNotification[];
  webhooks: ExportedWebhook[];
}
