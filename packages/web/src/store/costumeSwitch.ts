// The costume switch (preferences.costume, sent as PUT /user), through the one optimistic
// primitive: shown at once, then sent; the server's user settles it, or a refusal puts the switch
// back (the request layer's error catalogue already shows why).
import { api } from '../api/request.ts';
import type { User } from '../api/types.ts';
import { runOptimistic, withUser } from './optimistic.ts';

function withCostume(user: User, isOn: boolean): User {
  return { ...user, preferences: { ...user.preferences, costume: isOn } } as User;
}

export async function setCostume(isOn: boolean): Promise<boolean> {
  const outcome = await runOptimistic({
    apply: (state) => withUser(state, (user) => withCostume(user, isOn)),
    send: () => api.call('PUT /user', { body: { 'preferences.costume': isOn } }),
    settle: (state, answer) => ({ ...state, user: answer.data }),
  });
  return outcome.isDone;
}
