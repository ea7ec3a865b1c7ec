// flags.newStuff: true while the newest post is unread. Reading the news or asking to be told later
// clears it through the one optimistic primitive: at once, and back if the server refuses.
import { newsApi } from '../api/newsApi.ts';
import { runOptimistic, withUser } from './optimistic.ts';

export const hasNewStuff = (state: { user: { flags?: { newStuff?: boolean } } | null }) =>
  state.user?.flags?.newStuff === true;

async function clearNewStuff(request: () => Promise<void>): Promise<boolean> {
  const outcome = await runOptimistic({
    apply: (state) =>
      withUser(state, (user) => ({ ...user, flags: { ...user.flags, newStuff: false } })),
    send: request,
  });
  return outcome.isDone;
}

/** POST /news/read: the news page was opened. */
export const markNewsRead = () => clearNewStuff(newsApi.markRead);

/** POST /news/tell-me-later: the post stays reachable from the notifications menu. */
export const tellMeLaterAboutNews = () => clearNewStuff(newsApi.tellMeLater);
