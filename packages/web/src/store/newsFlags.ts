// flags.newStuff: true while the newest post is unread. Reading the news or asking to be told later
// clears it; the store applies that at once and restores it if the server refuses.
import { newsApi } from '../api/newsApi.ts';
import { useSessionStore } from './sessionStore.ts';

function setNewStuff(newStuff: boolean): void {
  const { user, setUser } = useSessionStore.getState();
  if (user) setUser({ ...user, flags: { ...user.flags, newStuff } });
}

export const hasNewStuff = (state: { user: { flags?: { newStuff?: boolean } } | null }) =>
  state.user?.flags?.newStuff === true;

async function clearNewStuff(request: () => Promise<void>): Promise<boolean> {
  setNewStuff(false);
  try {
    await request();
    return true;
  } catch {
    // the request layer already showed the refusal
    setNewStuff(true);
    return false;
  }
}

/** POST /news/read: the news page was opened. */
export const markNewsRead = () => clearNewStuff(newsApi.markRead);

/** POST /news/tell-me-later: the post stays reachable from the notifications menu. */
export const tellMeLaterAboutNews = () => clearNewStuff(newsApi.tellMeLater);
