// A screen's first reads, sent with its code instead of after it (issue 19.10): main.tsx starts
// them for the first screen, and the request layer hands each answer to the first GET of the same
// address by the same player. Only the network is done early; the answer is read, checked and
// applied (envelope, errors, resync) by that GET as if it had sent the request itself.
import type { Credentials } from './credentials.ts';

interface EarlyRead {
  apiUser: string;
  startedAt: number;
  response: Promise<Response>;
}

/** An answer older than this is not handed out: the screen asks again. */
export const earlyReadMaxAgeMs = 30_000;

const earlyReads = new Map<string, EarlyRead>();

export function startEarlyRead(
  url: string,
  credentials: Credentials,
  send: () => Promise<Response>,
  now = Date.now(),
): void {
  if (earlyReads.has(url)) return;
  const response = send();
  // A failed early read is reported by the GET that takes it, never here.
  response.catch(() => {});
  earlyReads.set(url, { apiUser: credentials.apiId, startedAt: now, response });
}

/** The early answer for this GET, once; undefined when there is none for this player. */
export function takeEarlyRead(
  url: string,
  credentials: Credentials | null,
  now = Date.now(),
): Promise<Response> | undefined {
  const early = earlyReads.get(url);
  if (!early) return undefined;
  earlyReads.delete(url);
  const isFresh = now - early.startedAt <= earlyReadMaxAgeMs;
  return isFresh && credentials?.apiId === early.apiUser ? early.response : undefined;
}

export function forgetEarlyReads(): void {
  earlyReads.clear();
}
