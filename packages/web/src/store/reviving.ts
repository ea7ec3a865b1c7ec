// Reviving after health ran out. Which attribute point is lost is chance, settled by the server, so
// nothing is applied before its answer: the dialog waits (the one primitive, with no `apply`).
import { reviveApi } from '../api/reviveApi.ts';
import { notify } from '../components/notifications/notify.ts';
import { sendChange, takeParts, withUser } from './optimistic.ts';

/** True when the server revived the player; a refusal was already shown by the request layer. */
export async function revivePlayer(): Promise<boolean> {
  try {
    const { message } = await sendChange({
      send: reviveApi.revive,
      // the server's stats replace ours; fields it leaves out (computed ones) stay
      settle: (state, { stats }) => withUser(state, (user) => takeParts(user, { stats })),
    });
    if (message) notify.info(message);
    return true;
  } catch {
    return false;
  }
}
