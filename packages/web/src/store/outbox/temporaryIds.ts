// A task created without waiting for the server (offline, or before its answer) shows at once
// under a temporary id. Changes made to it meanwhile (score, edit, delete, move) name it by that
// id; when its creation is answered, the server's id is learned here, and every request naming
// the temporary id is sent with the server's instead — one sent before the answer waits for it.
// If the creation is refused, those requests are refused too, so their changes roll back.
import { ApiRequestError } from '../../api/envelope.ts';

const PREFIX = 'unsaved-';
const TEMPORARY_ID = /unsaved-[0-9a-f-]{36}/g;

interface Creation {
  created: Promise<string>;
  learn(serverId: string): void;
  fail(): void;
}

let creations = new Map<string, Creation>();
let serverIds = new Map<string, string>();

export function newTemporaryId(): string {
  return `${PREFIX}${crypto.randomUUID()}`;
}

export function isTemporaryId(id: string): boolean {
  return id.startsWith(PREFIX);
}

/** A creation of `temporaryId` is on its way: requests naming it wait for its answer. */
export function expectServerId(temporaryId: string): void {
  if (creations.has(temporaryId) || serverIds.has(temporaryId)) return;
  let learn!: (serverId: string) => void;
  let fail!: () => void;
  const created = new Promise<string>((resolve, reject) => {
    learn = resolve;
    fail = () => reject(new ApiRequestError(404, notCreated));
  });
  // nobody may be waiting; a refused creation is told where it is made
  created.catch(() => undefined);
  creations.set(temporaryId, { created, learn, fail });
}

const notCreated = {
  success: false as const,
  error: 'NotFound',
  message: 'The task was never created.',
  code: 'taskNotCreated',
};

/** The server made the task: its id from now on. */
export function learnServerId(temporaryId: string, serverId: string): void {
  serverIds.set(temporaryId, serverId);
  creations.get(temporaryId)?.learn(serverId);
  creations.delete(temporaryId);
}

/** The server refused the creation: requests naming the task are refused as for a missing one. */
export function creationRefused(temporaryId: string): void {
  creations.get(temporaryId)?.fail();
  creations.delete(temporaryId);
}

/** The server's id for `id` once known, else `id` itself. */
export function serverIdOf(id: string): string {
  return serverIds.get(id) ?? id;
}

/** The id of the task a creation's answer holds (one task, or a list of one). */
export function createdIdOf(answer: unknown): string | undefined {
  const task = Array.isArray(answer) ? (answer[0] as unknown) : answer;
  if (typeof task !== 'object' || task === null) return undefined;
  const { _id: id } = task as { _id?: unknown };
  return typeof id === 'string' ? id : undefined;
}

/** `text` with every temporary id the server's; a creation still on its way is waited for. */
export async function withServerIds(text: string): Promise<string> {
  const named = [...new Set(text.match(TEMPORARY_ID) ?? [])];
  let sent = text;
  for (const temporaryId of named) {
    const serverId = serverIds.get(temporaryId) ?? (await creations.get(temporaryId)?.created);
    if (serverId !== undefined) sent = sent.replaceAll(temporaryId, serverId);
  }
  return sent;
}

/** Whether `text` names a temporary id (a request to send with the server's ids). */
export function namesTemporaryId(text: string): boolean {
  return text.includes(PREFIX);
}

/** For tests and signing out: forget every temporary id. */
export function resetTemporaryIds(): void {
  for (const creation of creations.values()) creation.fail();
  creations = new Map();
  serverIds = new Map();
}
