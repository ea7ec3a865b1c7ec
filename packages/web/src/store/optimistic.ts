// The one primitive every screen changes the game through (the client applies, awaits, reconciles,
// docs/architecture.md; issue 19.11): apply the rule locally, send, then lay the server's answer on
// the confirmed state or drop only this change. Built on ledger.ts over the server's state the
// stores hold (the one cache, docs/web-client.md): the player, the tasks, the party with its chat
// and the other groups' chats.
import type { Party } from '../api/partyTypes.ts';
import type { ChatMessage } from '../api/socialTypes.ts';
import type { Tag, Task } from '../api/tasksTypes.ts';
import type { User } from '../api/types.ts';
import { noticeUnexplained } from '../components/notifications/noticeUnexplained.ts';
import { withChangeName } from '../api/changeName.ts';
import { ApiRequestError } from '../api/envelope.ts';
import { useChatStore } from './chatStore.ts';
import { createLedger, type Change, type PendingChange } from './ledger.ts';
import { withLevelFigures } from './levelFigures.ts';
import { usePartyStore } from './partyStore.ts';
import { useReadsStore } from './readsStore.ts';
import { useSessionStore } from './sessionStore.ts';
import { useTasksStore } from './tasksStore.ts';
import {
  HeldForOutbox,
  newAttempt,
  withAttempt,
  type ChangeAttempt,
} from './outbox/changeAttempt.ts';
import { startOfflinePlay, type KeptGame } from './outbox/offlinePlay.ts';
import { enqueue, mustQueue } from './outbox/outbox.ts';
import { queueableName } from './outbox/queueableChanges.ts';

/** What the changes act on: the player, the tasks screen's lists, the party (its chat too), the
 * other groups' chats by group id and the screens' other reads by key (readsStore.ts). */
export interface GameState {
  user: User | null;
  tasks: Task[];
  completedTodos: Task[];
  tags: Tag[];
  party: Party | null;
  chats: Readonly<Record<string, ChatMessage[]>>;
  reads: Readonly<Record<string, unknown>>;
}

const LISTS = ['tasks', 'completedTodos', 'tags'] as const;

function readGame(): GameState {
  const { tasks, completedTodos, tags } = useTasksStore.getState();
  const { party } = usePartyStore.getState();
  const { chats } = useChatStore.getState();
  const { reads } = useReadsStore.getState();
  return {
    user: useSessionStore.getState().user,
    tasks,
    completedTodos,
    tags,
    party,
    chats,
    reads,
  };
}

function writeGame(next: GameState): void {
  const lists = useTasksStore.getState();
  const changed = LISTS.filter((list) => lists[list] !== next[list]);
  if (changed.length > 0) {
    useTasksStore.setState(Object.fromEntries(changed.map((list) => [list, next[list]])));
  }
  if (usePartyStore.getState().party !== next.party) usePartyStore.setState({ party: next.party });
  if (useChatStore.getState().chats !== next.chats) useChatStore.setState({ chats: next.chats });
  if (useReadsStore.getState().reads !== next.reads) useReadsStore.setState({ reads: next.reads });
  // what the server computes from the level follows the level shown
  const user = next.user && withLevelFigures(next.user);
  if (useSessionStore.getState().user !== user) useSessionStore.setState({ user });
}

/** The user parts `current` holds other than `shown` (another writer changed them). */
function changedParts(shown: User, current: User): (keyof User)[] {
  const keys = new Set([...Object.keys(shown), ...Object.keys(current)] as (keyof User)[]);
  return [...keys].filter((key) => shown[key] !== current[key]);
}

function absorbUser(confirmed: User | null, shown: User | null, current: User | null) {
  if (!confirmed || !shown || !current || shown.id !== current.id) return current;
  const parts = changedParts(shown, current);
  if (parts.length === 0) return confirmed;
  const next: Record<string, unknown> = { ...confirmed };
  for (const part of parts) {
    if (part in current) next[part] = current[part];
    else delete next[part];
  }
  return next as User;
}

const gameLedger = createLedger<GameState>({
  read: readGame,
  write: writeGame,
  absorb: (confirmed, shown, current) =>
    ({
      user: absorbUser(confirmed.user, shown.user, current.user),
      party: current.party !== shown.party ? current.party : confirmed.party,
      chats: current.chats !== shown.chats ? current.chats : confirmed.chats,
      reads: current.reads !== shown.reads ? current.reads : confirmed.reads,
      ...Object.fromEntries(
        LISTS.map((list) => [
          list,
          current[list] !== shown[list] ? current[list] : confirmed[list],
        ]),
      ),
    }) as GameState,
});

// --- answers' ages ----------------------------------------------------------------------------
// An answer carries the parts of the player as the server left them at its version (`userV`).
// When answers come back out of order, a part already taken from a newer answer (or a reload)
// is not put back to an older one: that one's effect is already in the newer.

let partVersions = new Map<string, number>();

function noteVersion(parts: readonly string[], version: number | undefined): void {
  if (version === undefined) return;
  for (const part of parts) partVersions.set(part, Math.max(partVersions.get(part) ?? 0, version));
}

/**
 * `user` with the parts an answer carried, unless a newer answer already gave a part; the stats
 * merge (computed ones the answer leaves out stay).
 */
export function takeParts(user: User, parts: Partial<User>, version?: number): User {
  const next: User = { ...user };
  const taken: string[] = [];
  for (const [part, value] of Object.entries(parts) as [keyof User, unknown][]) {
    if (value === undefined) continue;
    if (version !== undefined && version < (partVersions.get(part) ?? 0)) continue;
    taken.push(part);
    Object.assign(next, { [part]: part === 'stats' ? { ...user.stats, ...parts.stats } : value });
  }
  noteVersion(taken, version);
  return next;
}

// A write outside the ledger that changes parts of the player (GET /user, the revive answer) is
// the server's word at the version the request layer has just stored.
useSessionStore.subscribe((state, previous) => {
  if (state.credentials !== previous.credentials) {
    gameLedger.reset();
    partVersions = new Map();
    return;
  }
  if (gameLedger.isWriting() || !state.user) return;
  // the first user read goes under the changes already shown (offline play's kept state)
  if (!previous.user) return gameLedger.refresh();
  const parts = changedParts(previous.user, state.user).filter((part) => part !== '_v');
  noteVersion(parts, state.user._v);
  gameLedger.refresh();
});
useTasksStore.subscribe(() => gameLedger.refresh());
usePartyStore.subscribe(() => gameLedger.refresh());
useChatStore.subscribe(() => gameLedger.refresh());
useReadsStore.subscribe(() => gameLedger.refresh());

// --- the primitive ----------------------------------------------------------------------------

export interface OptimisticChange<Answer> {
  /**
   * What the screen shows at once: a pure function of the state, usually a core rule. It runs
   * again on each newer confirmed state while the request is out. Without it nothing shows
   * before the answer (chance, or a rule the client cannot run).
   */
  apply?: Change<GameState>;
  send: () => Promise<Answer>;
  /** The answer laid on the confirmed state; without it, `apply` is taken as the server's. */
  settle?: (state: GameState, answer: Answer) => GameState;
  /**
   * For an answer that does not say all that changed (joining a group copies tasks, a quest call
   * answers only the quest): what is read again once it is taken, before the change counts as
   * confirmed. What the reads write is the server's word.
   */
  reread?: () => Promise<unknown>;
  /**
   * The change in the player's words ("join Quiet Corner"): a refusal's notice names it
   * ("Couldn't join Quiet Corner: …").
   */
  name?: string;
  /**
   * For a form that waits for its change (the task dialog): what the change answers at once when
   * it is put in the outbox, read from the state shown, so the form can close offline. Its
   * replay still settles it, or rolls it back with a notice naming it. Without it the promise
   * waits for the replay.
   */
  whileQueued?: (state: GameState) => Answer;
}

export type Outcome<Answer> = { isDone: true; answer: Answer } | { isDone: false; error: unknown };

const unchanged: Change<GameState> = (state) => state;

/**
 * Applies, sends, reconciles: the one place a player's change is shown, sent and then confirmed
 * from the answer or rolled back alone. Rejects with the refusal, told by no one here: for a
 * form, which puts it beside its fields (`useFormRequest`). (Queueing a change instead of
 * sending it, for offline play, is a change here, not where changes are made.)
 */
export async function sendChange<Answer>(named: OptimisticChange<Answer>): Promise<Answer> {
  // the request layer names the change in a refusal's notice
  const change = { ...named, send: () => withChangeName(named.name, named.send) };
  const pending = gameLedger.begin(change.apply ?? unchanged);
  const attempt = newAttempt(mustQueue() ? 'hold' : 'send');
  let answer: Answer;
  try {
    answer = await withAttempt(attempt, change.send);
  } catch (error) {
    const queued = queuedChange(change, pending, attempt, error);
    if (queued) return queued;
    if (!(error instanceof HeldForOutbox)) {
      pending.revert();
      throw error;
    }
    // a change the outbox does not keep goes now, as without one
    try {
      answer = await withAttempt(newAttempt('send'), change.send);
    } catch (sendError) {
      pending.revert();
      throw sendError;
    }
  }
  await settleChange(change, pending, answer);
  return answer;
}

async function settleChange<Answer>(
  { settle, reread }: OptimisticChange<Answer>,
  pending: PendingChange<GameState>,
  answer: Answer,
): Promise<void> {
  try {
    await reread?.();
  } catch {
    // the request layer has shown why the read failed; the change itself was taken
  }
  pending.settle(settle ? (state) => settle(state, answer) : undefined);
}

/**
 * The change put in the outbox when it was held (offline, or others wait) or its request got no
 * answer, and is one the outbox keeps: it stays shown, and the promise settles with its replay.
 * Null when it is not queued.
 */
function queuedChange<Answer>(
  change: OptimisticChange<Answer>,
  pending: PendingChange<GameState>,
  attempt: ChangeAttempt,
  error: unknown,
): Promise<Answer> | null {
  const { request } = attempt;
  // an answer came (a refusal): the change was not lost
  if (!request || error instanceof ApiRequestError) return null;
  const { tasks, completedTodos } = readGame();
  const covered = queueableName(request, [...tasks, ...completedTodos]);
  if (covered === null) return null;
  // the change's own name when its maker gave one
  const label = change.name ?? covered;
  const { whileQueued } = change;
  return new Promise<Answer>((resolve, reject) => {
    const isQueued = enqueue(
      { key: attempt.key, clientTime: attempt.clientTime, request, label },
      {
        send: (again) => withAttempt(again, change.send),
        taken: async (answer) => {
          await settleChange(change, pending, answer as Answer);
          resolve(answer as Answer); // no effect once answered while queued
        },
        refused: (refusal) => {
          pending.revert();
          if (!whileQueued) reject(refusal);
        },
      },
    );
    if (!isQueued) {
      pending.revert();
      reject(error instanceof HeldForOutbox ? new TypeError('offline') : error);
    } else if (whileQueued) {
      resolve(whileQueued(readGame()));
    }
  });
}

/**
 * `sendChange` for a change no form tells about: a refusal drops only this change and is shown
 * (the request layer has already shown the server's error; a call with no usable answer is told
 * here).
 */
export async function runOptimistic<Answer>(
  change: OptimisticChange<Answer>,
): Promise<Outcome<Answer>> {
  try {
    return { isDone: true, answer: await sendChange(change) };
  } catch (error) {
    noticeUnexplained(error, change.name);
    return { isDone: false, error };
  }
}

/**
 * A change the server already made and the player did not ask for here (a read's answer, a live
 * event), kept under the pending ones. Only the cache's own modules take these; what a player
 * does goes through `sendChange`/`runOptimistic`.
 */
export function confirmChange(change: Change<GameState>): void {
  gameLedger.confirm(change);
}

/** `state` with the party changed by `change` when it is the party `partyId` (else unchanged). */
export function withParty(
  state: GameState,
  partyId: string,
  change: (party: Party) => Party,
): GameState {
  return state.party?._id === partyId ? { ...state, party: change(state.party) } : state;
}

/** `state` with the chat of `groupId` changed by `change` (one not read yet counts as empty). */
export function withChat(
  state: GameState,
  groupId: string,
  change: (messages: ChatMessage[]) => ChatMessage[],
): GameState {
  return { ...state, chats: { ...state.chats, [groupId]: change(state.chats[groupId] ?? []) } };
}

/** `state` with the read `key` changed by `change` (one not read yet is left alone). */
export function withRead<T>(state: GameState, key: string, change: (answer: T) => T): GameState {
  if (!(key in state.reads)) return state;
  return { ...state, reads: { ...state.reads, [key]: change(state.reads[key] as T) } };
}

/** `state` with the user changed by `change` (no user: unchanged). */
export function withUser(state: GameState, change: (user: User) => User): GameState {
  return state.user ? { ...state, user: change(state.user) } : state;
}

// --- offline play ------------------------------------------------------------------------------

/** The kept state shown over the server's: its player (at the server's version) and lists. */
function keptGameShown(kept: KeptGame): Change<GameState> {
  const keptUser = kept.user as User | null;
  return (state) => ({
    ...state,
    user:
      state.user && keptUser?.id === state.user.id
        ? { ...keptUser, _v: state.user._v }
        : state.user,
    tasks: kept.tasks as Task[],
    completedTodos: kept.completedTodos as Task[],
    tags: kept.tags as Tag[],
    party: (kept.party as Party | null) ?? state.party,
  });
}

/** Keeps the game for offline play and opens the player's outbox; answers how to stop it. */
export function startOfflineGame(): () => void {
  return startOfflinePlay({
    read: () => {
      const { user, tasks, completedTodos, tags, party } = readGame();
      return { user, tasks, completedTodos, tags, party };
    },
    lay: (kept) => {
      const pending = gameLedger.begin(keptGameShown(kept));
      return () => pending.revert();
    },
    reread: async () => {
      const { loadTasks } = await import('./tasksActions.ts');
      await Promise.all([useSessionStore.getState().refetchUser(), loadTasks()]);
    },
  });
}

// unit tests start it themselves where they test it (their module graph is shared)
if (import.meta.env.MODE !== 'test' && typeof indexedDB !== 'undefined') startOfflineGame();

/** For tests: forget the pending changes and the answers' ages. */
export function resetOptimistic(): void {
  gameLedger.reset();
  partVersions = new Map();
}
