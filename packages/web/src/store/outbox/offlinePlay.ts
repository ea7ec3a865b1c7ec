// Offline play over the one cache (issue 29, point 2): the game state shown to the player is kept
// in IndexedDB as it changes, and a page opened with changes still in the outbox shows that kept
// state over what the server (or the service worker's kept reads) last said, until the outbox
// has been replayed and the server's player and tasks read again.
import { useSessionStore } from '../sessionStore.ts';
import { usePartyStore } from '../partyStore.ts';
import { useTasksStore } from '../tasksStore.ts';
import { forgetPlayer, savedGame, saveGame } from './offlineDb.ts';
import { afterReplay, isOutboxOnline, openOutbox, replayOutbox } from './outbox.ts';

/** The parts of the game state kept for offline play (chats are read again). */
export interface KeptGame {
  user: { id?: string; _v?: number } | null;
  tasks: unknown[];
  completedTodos: unknown[];
  tags: unknown[];
  party: unknown;
}

export interface OfflineLedger {
  /** The state shown now. */
  read(): KeptGame;
  /** Shows `kept` over the server's state until the returned function is called. */
  lay(kept: KeptGame): () => void;
  /** Reads the server's player and tasks again. */
  reread(): Promise<void>;
}

/** Starts keeping the game and opening the player's outbox; answers how to stop (tests). */
export function startOfflinePlay(ledger: OfflineLedger): () => void {
  let release: (() => void) | null = null;
  // One write at a time, each of the state as it is when it starts: a change made while one is
  // under way is written right after it, so a burst of changes is a few writes, and what is kept
  // is never more than one write behind what is shown (a reload right after a change paints it).
  let writing: Promise<void> | null = null;
  let isStale = false;
  const playerNow = () => useSessionStore.getState().credentials?.apiId ?? null;

  async function save(): Promise<void> {
    const player = playerNow();
    const game = ledger.read();
    if (!player || game.user?.id !== player) return;
    await saveGame({ playerId: player, savedAt: new Date().toISOString(), state: game }).catch(
      () => {
        // no IndexedDB: the page still works, it only cannot open offline with these changes
      },
    );
  }
  async function keepWriting(): Promise<void> {
    // after the change in hand has reached every store (the ledger writes them one by one)
    await Promise.resolve();
    while (isStale) {
      isStale = false;
      await save();
    }
    writing = null;
  }
  const saveSoon = () => {
    isStale = true;
    writing ??= keepWriting();
  };
  const stops = [
    useSessionStore.subscribe(saveSoon),
    useTasksStore.subscribe(saveSoon),
    usePartyStore.subscribe(saveSoon),
  ];

  async function open(player: string | null): Promise<void> {
    release?.();
    release = null;
    const [waiting, kept] = await Promise.all([
      openOutbox(player),
      player === null ? undefined : savedGame(player).catch(() => undefined),
    ]);
    if (player === null || playerNow() !== player) return;
    if (kept && waiting > 0) release = ledger.lay(kept.state as KeptGame);
    if (isOutboxOnline() && waiting > 0) void replayOutbox();
  }

  stops.push(
    afterReplay(async () => {
      await ledger.reread();
      release?.();
      release = null;
    }),
    useSessionStore.subscribe((state, previous) => {
      if (state.credentials === previous.credentials) return;
      // signing out forgets what this device kept, as it clears the other storage
      const leaving = previous.credentials?.apiId;
      if (leaving && !state.credentials) void forgetPlayer(leaving).catch(() => {});
      void open(state.credentials?.apiId ?? null);
    }),
  );
  const opened = open(playerNow());
  return () => {
    stops.forEach((stop) => stop());
    isStale = false;
    release?.();
    void opened.then(() => openOutbox(null));
  };
}
