// The costume switch (seed 000 §3 preferences.costume, sent as PUT /user): applied to the player
// at once, then sent; the server's user settles it, or a refusal puts the switch back (the
// request layer's error catalogue already shows why).
import { api } from '../api/request.ts';
import type { User } from '../api/types.ts';
import { useSessionStore } from './sessionStore.ts';

function withCostume(user: User, isOn: boolean): User {
  return { ...user, preferences: { ...user.preferences, costume: isOn } } as User;
}

export async function setCostume(isOn: boolean): Promise<boolean> {
  const store = useSessionStore.getState();
  const before = store.user;
  if (!before) return false;
  store.setUser(withCostume(before, isOn));
  try {
    const answer = await api.put<User>('/user', { 'preferences.costume': isOn });
    useSessionStore.getState().setUser(answer.data);
    return true;
  } catch {
    const current = useSessionStore.getState().user;
    if (current) useSessionStore.getState().setUser(withCostume(current, !isOn));
    return false;
  }
}
