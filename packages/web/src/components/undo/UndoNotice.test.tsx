// The Undo offer: an answer carrying a changeId offers Undo for 10 s; the button and Ctrl+Z take
// the change back and read the player and the tasks again; typing keeps its own Ctrl+Z; a change
// replayed from the outbox or held there is never offered.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/request.ts';
import { newAttempt, withAttempt } from '../../store/outbox/changeAttempt.ts';
import { useSessionStore } from '../../store/sessionStore.ts';
import { scoreTask } from '../../store/tasksScoring.ts';
import { useTasksStore } from '../../store/tasksStore.ts';
import { UNDO_OFFER_MS, useUndoOffer, withdrawUndo } from '../../store/undoOffer.ts';
import { json, type FakeCall } from '../../test/requestKit.ts';
import { answering, fakeTasksApi, loadPlayer, makeTask, ok } from '../../test/tasksKit.ts';
import { NotificationStackView } from '../notifications/NotificationStack.tsx';
import { UndoNotice } from './UndoNotice.tsx';

const CHANGE = '7d1c1f50-0000-4000-8000-000000000001';
const walk = makeTask({ type: 'habit', text: 'Walk', _id: 'walk' });

/** A server that scores Walk (answering CHANGE), undoes it, and reads the player and tasks. */
function scoringServer(undo = () => ok({ kind: 'score', tasks: [walk] }, 3)): FakeCall[] {
  return fakeTasksApi(
    answering('POST', '/tasks/walk/score/up', () =>
      Response.json({
        success: true,
        data: { delta: 1, _tmp: {}, hp: 50, mp: 30, exp: 11, gp: 6, lvl: 1 },
        userV: 2,
        changeId: CHANGE,
      }),
    ),
    answering('POST', `/user/undo/${CHANGE}`, undo),
    answering('GET', '/user', () =>
      ok({ ...useSessionStore.getState().user, _v: 3, stats: { hp: 50, exp: 10, gp: 5 } }, 3),
    ),
    answering('GET', '/tasks/user', () => ok([walk], 3)),
    answering('GET', '/tags', () => ok([], 3)),
  );
}

async function scoreWalk() {
  loadPlayer();
  useTasksStore.setState({ tasks: [walk], load: 'loaded' });
  render(
    <>
      <UndoNotice />
      <NotificationStackView />
    </>,
  );
  await act(() => scoreTask('walk', 'up'));
}

const undoCalls = (calls: FakeCall[]) => calls.filter((call) => call.url.includes('/user/undo/'));

describe('the Undo offer', () => {
  afterEach(() => vi.useRealTimers());

  it('offers Undo for 10 s after a score, naming the task', async () => {
    scoringServer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await scoreWalk();
    expect(screen.getByText('You scored “Walk”.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(UNDO_OFFER_MS - 1);
    });
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });

  it('takes the score back with the button, then shows the server’s player and tasks', async () => {
    const calls = scoringServer();
    await scoreWalk();
    expect(useSessionStore.getState().user?.stats?.exp).toBe(11);
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    await screen.findByText('Undone: everything is as it was before.');
    expect(undoCalls(calls)).toHaveLength(1);
    expect(useSessionStore.getState().user?.stats?.exp).toBe(10);
    expect(useUndoOffer.getState().offer).toBeNull();
  });

  it('takes it back with Ctrl+Z (⌘Z), from a checkbox too, but not while typing in a field', async () => {
    const calls = scoringServer();
    await scoreWalk();
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'z', ctrlKey: true });
    expect(undoCalls(calls)).toHaveLength(0);
    field.remove();
    // a ticked box is no typing: its Ctrl+Z is the game's
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.body.append(box);
    fireEvent.keyDown(box, { key: 'z', metaKey: true });
    box.remove();
    await screen.findByText('Undone: everything is as it was before.');
    expect(undoCalls(calls)).toHaveLength(1);
  });

  it('shows why the server refused the undo, and keeps the score', async () => {
    scoringServer(() =>
      json(409, {
        success: false,
        error: 'Conflict',
        message: 'This can no longer be undone: something else changed since.',
      }),
    );
    await scoreWalk();
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    await screen.findByText(
      "Couldn't undo: This can no longer be undone: something else changed since.",
    );
    expect(useSessionStore.getState().user?.stats?.exp).toBe(11);
  });

  it('offers a replayed change only if made just now, and withdraws the offer for one held', async () => {
    scoringServer();
    await scoreWalk();
    // made offline a minute ago, replayed now: the player is not looking at it
    const minuteAgo = new Date(Date.now() - 60_000);
    const oldReplay = { ...newAttempt('send', minuteAgo), isReplay: true };
    await act(() => withAttempt(oldReplay, () => api.post('/tasks/walk/score/up')));
    expect(useUndoOffer.getState().offer).toBeNull();
    // made a moment ago, sent after the task it scores was created: offered
    const freshReplay = { ...newAttempt('send'), isReplay: true };
    await act(() => withAttempt(freshReplay, () => api.post('/tasks/walk/score/up')));
    expect(useUndoOffer.getState().offer?.changeId).toBe(CHANGE);
    withdrawUndo();

    await act(() => scoreTask('walk', 'up'));
    expect(useUndoOffer.getState().offer?.changeId).toBe(CHANGE);
    await act(() =>
      withAttempt(newAttempt('hold'), () => api.post('/tasks/walk/score/up')).catch(() => null),
    );
    expect(useUndoOffer.getState().offer).toBeNull();
  });
});
