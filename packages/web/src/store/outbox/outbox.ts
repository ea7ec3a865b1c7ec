// The outbox (issue 29): changes the one primitive could not send — offline, or the network
// failed — wait here, in IndexedDB, in the order they were made, each with its idempotency key
// and the client's time. When the browser is online (its `online` event, and at start) they are
// sent again in order, one at a time, with the same key, so a change the server took but whose
// answer was lost is never applied twice. Each answer settles its change; a refusal drops that
// change alone, with a notice naming it; after the replay the server's player and tasks are read
// again and are the truth.
import i18next from 'i18next';
import { create } from 'zustand';
import { ApiRequestError } from '../../api/envelope.ts';
import { apiRequest } from '../../api/request.ts';
import { notify } from '../../components/notifications/notify.ts';
import { useSessionStore, whenSessionSettled } from '../sessionStore.ts';
import { withAttempt, type ChangeAttempt, type HeldRequest } from './changeAttempt.ts';
import {
  addQueuedChange,
  queuedChanges,
  removeQueuedChange,
  replaceQueuedChange,
  type QueuedChange,
} from './offlineDb.ts';
import { createdIdOf, creationRefused, expectServerId, learnServerId } from './temporaryIds.ts';

/** The change still open in this page: sent again by its own `send`, settled by its callbacks. */
export interface LiveChange {
  send(attempt: ChangeAttempt): Promise<unknown>;
  taken(answer: unknown): Promise<void>;
  refused(error: unknown): void;
}

interface Entry {
  record: QueuedChange;
  /** Resolves once the record is in IndexedDB (its `seq` known). */
  saved: Promise<void>;
  live?: LiveChange;
}

/** How many changes wait, for the offline indicator. */
export const useOutboxStore = create<{ count: number }>(() => ({ count: 0 }));

/** Pauses between sends; tests shorten them. */
export const outboxTiming = {
  /** A 409: the server is still answering an earlier send of the same key. */
  inProgressRetryMs: 1000,
  /** A network failure while the browser says it is online. */
  failureRetryMs: 5000,
};

let playerId: string | null = null;
let entries: Entry[] = [];
let replaying: Promise<void> | null = null;
/** The read of the player's stored changes, which a replay waits for. */
let loading: Promise<unknown> = Promise.resolve();
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const afterReplayHooks = new Set<() => Promise<void>>();

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function countChanged(): void {
  useOutboxStore.setState({ count: entries.length });
}

/** Whether a new change must wait behind others (or for the network) instead of going now. */
export function mustQueue(): boolean {
  return playerId !== null && (!isOnline() || entries.length > 0 || replaying !== null);
}

/** Queues a change of the current player; starts a replay when online. */
export function enqueue(
  record: Omit<QueuedChange, 'playerId' | 'seq'>,
  live?: LiveChange,
): boolean {
  if (playerId === null) return false;
  const stored: QueuedChange = { ...record, playerId };
  const entry: Entry = {
    record: stored,
    live,
    saved: addQueuedChange(stored).then(
      (seq) => {
        stored.seq = seq;
      },
      () => {
        // no IndexedDB (a private window may refuse it): the change waits in this page only
      },
    ),
  };
  entries.push(entry);
  countChanged();
  if (isOnline()) void replayOutbox();
  return true;
}

/**
 * The player whose outbox this page works on (null: signed out): their waiting changes, read
 * from IndexedDB (those of an earlier visit). Answers how many wait; `replayOutbox` sends them.
 */
export async function openOutbox(player: string | null): Promise<number> {
  if (player === playerId) return entries.length;
  playerId = player;
  entries = [];
  countChanged();
  if (player === null) return 0;
  // no IndexedDB (a private window may refuse it): nothing was kept
  const reading = queuedChanges(player).catch((): QueuedChange[] => []);
  loading = reading;
  const stored = await reading;
  if (playerId !== player) return 0;
  // a task created offline: later changes to it wait for the server's id
  for (const { request } of stored) if (request.creates) expectServerId(request.creates);
  // changes made in this page while the stored ones were being read come after them
  entries = [...stored.map((record) => ({ record, saved: Promise.resolve() })), ...entries];
  countChanged();
  return entries.length;
}

export const isOutboxOnline = isOnline;

/** Runs once a replay has emptied the outbox (the reads of the server's truth). */
export function afterReplay(hook: () => Promise<void>): () => void {
  afterReplayHooks.add(hook);
  return () => afterReplayHooks.delete(hook);
}

/** Sends the waiting changes in order; one replay at a time. */
export function replayOutbox(): Promise<void> {
  replaying ??= runReplay().finally(() => {
    replaying = null;
    // a change queued while the last answers were being read
    if (entries.length > 0 && isOnline() && retryTimer === null) void replayOutbox();
  });
  return replaying;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function codeOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.body?.code : undefined;
}

function sendAgain(entry: Entry, attempt: ChangeAttempt): Promise<unknown> {
  if (entry.live) return entry.live.send(attempt);
  const { method, path, body, query } = entry.record.request;
  return withAttempt(attempt, () => apiRequest(method, path, { body, query }));
}

async function drop(entry: Entry): Promise<void> {
  entries = entries.filter((other) => other !== entry);
  countChanged();
  await entry.saved;
  if (entry.record.seq !== undefined) await removeQueuedChange(entry.record.seq);
}

function scheduleRetry(): void {
  if (retryTimer !== null) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (isOnline()) void replayOutbox();
  }, outboxTiming.failureRetryMs);
}

async function runReplay(): Promise<void> {
  await loading;
  const player = playerId;
  // the day each change was made and whether the boundary is due are read from the server's
  // player, never the kept copy a returning visit paints first (cachedPaint.ts)
  await whenSessionSettled();
  let sent = 0;
  let sentEarlierDay = false;
  while (entries.length > 0 && playerId === player) {
    if (!isOnline()) return;
    const entry = entries[0]!;
    const { key, clientTime } = entry.record;
    const deferCron = await isFromEarlierDay(clientTime);
    if (!deferCron) {
      const isDue = await isDayBoundaryDue(sentEarlierDay);
      sentEarlierDay = false;
      if (isDue || playerId !== player) return;
    }
    sentEarlierDay ||= deferCron;
    const attempt: ChangeAttempt = {
      key,
      clientTime,
      mode: 'send',
      request: null,
      isReplay: true,
      deferCron,
    };
    let answer: unknown;
    try {
      answer = await sendAgain(entry, attempt);
    } catch (error) {
      if (playerId !== player) return;
      if (!(error instanceof ApiRequestError)) {
        // no answer (the network failed again): stop here, and start again from this change
        scheduleRetry();
        return;
      }
      if (codeOf(error) === 'idempotency_key_in_progress') {
        await delay(outboxTiming.inProgressRetryMs);
        continue;
      }
      await drop(entry);
      sent += 1;
      if (entry.record.request.creates) creationRefused(entry.record.request.creates);
      // a lost answer means the change was made: the reads after the replay show it
      if (codeOf(error) !== 'idempotency_answer_lost') tellRefusal(entry.record, error);
      entry.live?.refused(error);
      continue;
    }
    learnCreation(entry, answer);
    await drop(entry);
    sent += 1;
    await entry.live?.taken(answer);
  }
  if (playerId !== player || entries.length > 0 || sent === 0) return;
  for (const hook of afterReplayHooks) await hook();
}

// --- tasks created offline -------------------------------------------------------------------
// A task created offline is shown under a temporary id (temporaryIds.ts), which the changes made
// to it after name. Once its creation is answered, the server's id is learned and written into the
// waiting changes, kept ones included, so a reload before they are sent still names it rightly.

/** The answer's data: a stored change's replay answers the envelope, a live one its data. */
function dataOf(answer: unknown): unknown {
  const isEnvelope = typeof answer === 'object' && answer !== null && 'success' in answer;
  return isEnvelope ? (answer as { data?: unknown }).data : answer;
}

function learnCreation(entry: Entry, answer: unknown): void {
  const temporaryId = entry.record.request.creates;
  const serverId = createdIdOf(dataOf(answer));
  if (!temporaryId || serverId === undefined) return;
  learnServerId(temporaryId, serverId);
  for (const later of entries) {
    if (later !== entry) void renameTask(later, temporaryId, serverId);
  }
}

async function renameTask(entry: Entry, temporaryId: string, serverId: string): Promise<void> {
  const text = JSON.stringify(entry.record.request);
  if (!text.includes(temporaryId)) return;
  entry.record.request = JSON.parse(text.replaceAll(temporaryId, serverId)) as HeldRequest;
  await entry.saved;
  if (entry.record.seq !== undefined) await replaceQueuedChange(entry.record).catch(() => {});
}

// --- the day boundary ---------------------------------------------------------------------------
// The app never runs a day boundary offline. Changes made before the player's day changed are
// sent with `x-defer-cron: true`, so they count on the day they were made; the first change of
// the new day waits until the boundary has run the usual way ("record yesterday's activity", or
// POST /cron), which the reads after those earlier changes offer.

async function isFromEarlierDay(clientTime: string): Promise<boolean> {
  const { user } = useSessionStore.getState();
  if (user === null) return false;
  // core's day rules (and the refusal texts they carry) load with a replay, not the first script
  const { gameToday } = await import('../gameToday.ts');
  return gameToday(user, new Date(clientTime)) < gameToday(user);
}

/** Whether the server's day boundary is still to run (read again after earlier-day changes). */
async function isDayBoundaryDue(afterEarlierDay: boolean): Promise<boolean> {
  if (afterEarlierDay) await useSessionStore.getState().refetchUser();
  return useSessionStore.getState().user?.needsCron === true;
}

// the boundary has run (the check-in dialog's POST /cron, then its read): send the rest
useSessionStore.subscribe((state, previous) => {
  if (previous.user?.needsCron === true && state.user?.needsCron !== true && entries.length > 0) {
    void replayOutbox();
  }
});

function tellRefusal(record: QueuedChange, error: unknown): void {
  const reason =
    (error instanceof ApiRequestError && error.body?.message) || i18next.t('requestFailed');
  notify.error(i18next.t('offline.refused', { change: record.label, reason: String(reason) }));
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void replayOutbox());
}

/** For tests: forget the player and the queue in memory (IndexedDB keeps it, as a reload). */
export function resetOutbox(): void {
  playerId = null;
  entries = [];
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  replaying = null;
  countChanged();
}
