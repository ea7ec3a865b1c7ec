// The quest a party has just won stays on the player (party.quest.completed) until the player has
// seen it: closing the quest-won dialog clears it with PUT /user, through the one optimistic
// primitive (gone at once; a refusal brings it back, and the request layer says why).
import { api } from '../api/request.ts';
import type { User } from '../api/types.ts';
import { runOptimistic, withUser } from './optimistic.ts';

type PartyQuest = { completed?: string | null };

/** The key of the quest the player's party has won and the player has not seen yet. */
export function questWonOf(user: User | null): string | null {
  const completed = (user?.party?.quest as PartyQuest | undefined)?.completed;
  return typeof completed === 'string' && completed !== '' ? completed : null;
}

function withQuestSeen(user: User): User {
  const party = user.party ?? {};
  return { ...user, party: { ...party, quest: { ...party.quest, completed: null } } } as User;
}

export async function markQuestWonSeen(): Promise<boolean> {
  const outcome = await runOptimistic({
    apply: (state) => withUser(state, withQuestSeen),
    send: () => api.call('PUT /user', { body: { 'party.quest.completed': null } }),
    settle: (state, answer) => ({ ...state, user: answer.data }),
  });
  return outcome.isDone;
}
