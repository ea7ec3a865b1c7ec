// Saving the avatar (issue 9 point 3): choosing an owned or free option is a PUT /user of the
// preference; a locked option or a whole set is POST /user/unlock?path=<paths, comma list>. Both
// apply to the local player at once through the one optimistic primitive, await the server and
// roll back when it refuses (the request layer has already shown the refusal).
import { api } from '../../api/request.ts';
import type { User } from '../../api/types.ts';
import { runOptimistic, withUser } from '../../store/optimistic.ts';
import { userAfter } from '../../store/shopRules.ts';
import {
  preferenceUpdate,
  withValueAt,
  type EditorOption,
  type EditorPlayer,
} from './customizationOptions.ts';

type EditablePlayer = User & EditorPlayer;

function wearing(
  current: EditablePlayer,
  option: Pick<EditorOption, 'kind' | 'key'>,
): EditablePlayer {
  const [, value] = Object.entries(preferenceUpdate(option))[0] ?? [];
  return { ...current, preferences: withValueAt(current.preferences, option.kind, value) };
}

/** Adopt what the server answered for the fields this change touches, when it answers them. */
function reconcile(local: EditablePlayer, answer: unknown): EditablePlayer {
  if (!answer || typeof answer !== 'object') return local;
  const fields = answer as Partial<EditablePlayer>;
  return {
    ...local,
    ...(fields.preferences ? { preferences: fields.preferences } : {}),
    ...(fields.purchased ? { purchased: fields.purchased } : {}),
    ...(typeof fields.balance === 'number' ? { balance: fields.balance } : {}),
  };
}

async function applyAndSend(
  change: (current: EditablePlayer) => EditablePlayer,
  send: () => Promise<{ data: unknown }>,
): Promise<boolean> {
  const outcome = await runOptimistic({
    apply: (state) => withUser(state, (user) => change(user as EditablePlayer)),
    send,
    settle: (state, answer) =>
      withUser(state, (user) => reconcile(change(user as EditablePlayer), answer.data)),
  });
  return outcome.isDone;
}

export function chooseOption(option: Pick<EditorOption, 'kind' | 'key'>): Promise<boolean> {
  return applyAndSend(
    (current) => wearing(current, option),
    () => api.call('PUT /user', { body: preferenceUpdate(option) }),
  );
}

/**
 * Unlocks the paths by core's unlock rule (one option at its price and worn at once, or a whole
 * set at the set price), as the server does.
 */
export function unlockPaths(paths: readonly string[], now: Date = new Date()): Promise<boolean> {
  const path = paths.join(',');
  return applyAndSend(
    (current) => {
      const unlocked = userAfter(current, { kind: 'unlock', path }, now);
      return unlocked ? (unlocked as EditablePlayer) : current;
    },
    () => api.call('POST /user/unlock', { query: { path } }),
  );
}
