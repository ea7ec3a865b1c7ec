// The change the player may take back (docs/undo.md): the last undoable change the server
// answered, offered for UNDO_OFFER_MS. The request layer offers it when an answer carries a
// `changeId` — a change still waiting in the outbox has no answer, so nothing is offered, and one
// replayed from there is offered only if it was made moments ago (it waited behind a task being
// created), never one made offline long before — and withdraws it when the player sends any
// other change, which the server would count as a change since.
import { create } from 'zustand';
import { findTask } from './tasksStore.ts';

/** How long the web offers Undo (the server takes an undo for a minute, for slow networks). */
export const UNDO_OFFER_MS = 10_000;

/** What was done, as the notice names it. */
export type UndoneKind = 'score' | 'checklist' | 'buy' | 'delete' | 'change';

export interface UndoOffer {
  changeId: string;
  kind: UndoneKind;
  /** The task scored or deleted, or the item bought, when known. */
  subject?: string;
}

interface UndoOfferState {
  offer: UndoOffer | null;
}

export const useUndoOffer = create<UndoOfferState>()(() => ({ offer: null }));

let expiry: ReturnType<typeof setTimeout> | null = null;

export function offerUndo(offer: UndoOffer): void {
  withdrawUndo();
  useUndoOffer.setState({ offer });
  expiry = setTimeout(withdrawUndo, UNDO_OFFER_MS);
}

/** Whether a change made at `clientTime` (ISO) is recent enough to offer taking back. */
export function isJustMade(clientTime: string, now = Date.now()): boolean {
  return now - Date.parse(clientTime) < UNDO_OFFER_MS;
}

export function withdrawUndo(): void {
  if (expiry !== null) clearTimeout(expiry);
  expiry = null;
  if (useUndoOffer.getState().offer !== null) useUndoOffer.setState({ offer: null });
}

/** For the request layer: what an undoable change's request was, in the notice's words. */
export function undoOfferOf(changeId: string, method: string, path: string): UndoOffer {
  const score = /^\/tasks\/([^/]+)\/(score\/(?:up|down)|checklist\/[^/]+\/score)$/.exec(path);
  if (score) {
    const kind = score[2]!.startsWith('checklist') ? 'checklist' : 'score';
    return withSubject({ changeId, kind }, findTask(decodeURIComponent(score[1]!))?.text);
  }
  const deleted = method === 'DELETE' ? /^\/tasks\/([^/]+)$/.exec(path) : null;
  if (deleted) return { changeId, kind: 'delete' };
  if (path.startsWith('/user/buy') || path.startsWith('/user/purchase')) {
    return { changeId, kind: 'buy' };
  }
  return { changeId, kind: 'change' };
}

function withSubject(offer: UndoOffer, subject: string | undefined): UndoOffer {
  return subject === undefined ? offer : { ...offer, subject };
}
