// Taking back the offered change (docs/undo.md) through the one optimistic primitive: nothing is
// shown before the answer (the client cannot know what a drop or the armoire gave back), then the
// player and the tasks are read again: the server's word. A refusal (too late, something changed
// since) is the server's message in a notice, like any refused change.
import i18next from 'i18next';
import { api } from '../api/request.ts';
import { notify } from '../components/notifications/notify.ts';
import { runOptimistic } from './optimistic.ts';
import { useSessionStore } from './sessionStore.ts';
import { loadTasks } from './tasksActions.ts';
import { useUndoOffer, withdrawUndo } from './undoOffer.ts';

export async function undoOffered(): Promise<void> {
  const offer = useUndoOffer.getState().offer;
  if (!offer) return;
  withdrawUndo();
  const outcome = await runOptimistic({
    name: i18next.t('undo.name', { ns: 'notices' }),
    send: () => api.call('POST /user/undo/:changeId', { params: { changeId: offer.changeId } }),
    // the tasks put back, completed to-dos among them when those are shown
    reread: () => Promise.all([useSessionStore.getState().refetchUser(), loadTasks()]),
  });
  if (outcome.isDone) notify.success(i18next.t('undo.done', { ns: 'notices' }));
}
