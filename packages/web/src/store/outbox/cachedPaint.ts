// Cache-first paint (issue 29, point 6): a returning player's tasks screen, header and avatar are
// painted from the game this device kept (offlinePlay.ts writes it after every change) while
// the server's player and tasks are read. The session says `fromCache` until the server's player
// comes; what must not trust the kept copy (permissions, the check-in, the day clock) waits for
// `userLoaded`. The server's answers then replace the kept copy as any read does.
import type { Tag, Task } from '../../api/tasksTypes.ts';
import type { User } from '../../api/types.ts';
import { useSessionStore } from '../sessionStore.ts';
import { useTasksStore } from '../tasksStore.ts';
import { savedGame } from './offlineDb.ts';
import type { KeptGame } from './offlinePlay.ts';

/** The kept player and lists, when they look like what offlinePlay.ts writes. */
function keptParts(state: unknown): { user: User; tasks: Task[]; tags: Tag[] } | null {
  const kept = state as Partial<KeptGame> | null;
  const user = kept?.user as User | null | undefined;
  if (!user?.id || !Array.isArray(kept?.tasks)) return null;
  return {
    user,
    tasks: kept.tasks as Task[],
    tags: Array.isArray(kept.tags) ? (kept.tags as Tag[]) : [],
  };
}

/**
 * Shows the player's kept game unless the server's answer came first. Resolves whether it
 * painted (no IndexedDB, nothing kept, another player: nothing to show, the visit waits as before).
 */
export async function paintFromCache(): Promise<boolean> {
  const player = useSessionStore.getState().credentials?.apiId;
  if (!player) return false;
  const game = await savedGame(player).catch(() => undefined);
  const kept = keptParts(game?.state);
  const session = useSessionStore.getState();
  if (!kept || kept.user.id !== player) return false;
  if (session.status !== 'loggedIn' || session.credentials?.apiId !== player) return false;
  const { load } = useTasksStore.getState();
  // the lists first, so the screen the session opens has them (a write outside the ledger, as
  // a read's: optimistic.ts takes it as the confirmed state)
  if (load === 'notLoaded' || load === 'loading') {
    useTasksStore.setState({ tasks: kept.tasks, tags: kept.tags, load: 'cached' });
  }
  useSessionStore.getState().showFromCache(kept.user);
  return true;
}
