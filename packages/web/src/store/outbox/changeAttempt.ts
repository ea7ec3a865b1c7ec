// One attempt at a change, as the request layer sees it: the idempotency key and the client's
// time it sends, and the request it made, kept so the outbox can store it and send it again. An
// attempt covers the synchronous start of a change's `send`, which is when the request layer
// builds its request (a change's first call; any later one in the same `send` goes as usual).

import { sendScope } from '../../api/sendScope.ts';

/** A change's request as stored in the outbox: enough to send it again after a reload. */
export interface HeldRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** The temporary id the thing it creates is shown under until the server names it. */
  creates?: string;
}

export interface ChangeAttempt {
  /** Sent as `Idempotency-Key: "<key>"`: the same key on every send of this change. */
  key: string;
  /** When the player made the change (ISO), sent as `x-client-timestamp`. */
  clientTime: string;
  /** `hold`: record the request and throw `HeldForOutbox` instead of sending it. */
  mode: 'send' | 'hold';
  request: HeldRequest | null;
  /** A creation's temporary id (`noteCreation`), kept on its request. */
  creates?: string;
  /** A send from the outbox: a refusal is told by the outbox, naming the change. */
  isReplay?: boolean;
  /**
   * Made on an earlier game day than the one it is sent on: sent with `x-defer-cron: true`, so
   * it lands on that day, before the day boundary it missed.
   */
  deferCron?: boolean;
}

/** Thrown by the request layer for an attempt in `hold` mode: the request was kept, not sent. */
export class HeldForOutbox extends Error {
  override readonly name = 'HeldForOutbox';
}

const currentAttempt = sendScope<ChangeAttempt>();

export function newAttempt(mode: ChangeAttempt['mode'], now = new Date()): ChangeAttempt {
  return { key: crypto.randomUUID(), clientTime: now.toISOString(), mode, request: null };
}

/** Runs `send` with `attempt` as the current one for the requests it starts synchronously. */
export function withAttempt<T>(attempt: ChangeAttempt, send: () => Promise<T>): Promise<T> {
  return currentAttempt.run(attempt, send);
}

/**
 * For the request layer: the attempt a changing request belongs to, taken once (a second request
 * of the same `send` is not part of it). Records the request on it.
 */
export function takeAttempt(request: HeldRequest): ChangeAttempt | null {
  const attempt = currentAttempt.current();
  if (!attempt || attempt.request) return null;
  attempt.request = attempt.creates ? { ...request, creates: attempt.creates } : request;
  return attempt;
}

/**
 * For a creation's `send`, before its request: the temporary id its result is shown under, so a
 * replay from the outbox (after a reload too) learns the server's id (temporaryIds.ts).
 */
export function noteCreation(temporaryId: string): void {
  const attempt = currentAttempt.current();
  if (attempt && !attempt.request) attempt.creates = temporaryId;
}

/** The headers an attempt adds to its request. */
export function attemptHeaders(attempt: ChangeAttempt): Record<string, string> {
  return { 'Idempotency-Key': `"${attempt.key}"`, 'x-client-timestamp': attempt.clientTime };
}
