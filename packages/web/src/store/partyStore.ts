// The signed-in player's party and its members, shared by /party, the header strip and the
// day-boundary notice. It follows the user's party id: no party, nothing is asked.
import { create } from 'zustand';
import { partyApi } from '../api/partyApi.ts';
import type { Party, PartyMember } from '../api/partyTypes.ts';
import { userPartyOf } from '../api/partyTypes.ts';
import { useSessionStore } from './sessionStore.ts';

export type PartyLoad = 'idle' | 'loading' | 'loaded' | 'failed';

export interface PartyState {
  /** The party id the data below belongs to. */
  partyId: string | null;
  party: Party | null;
  members: PartyMember[];
  load: PartyLoad;
}

const initialState: PartyState = { partyId: null, party: null, members: [], load: 'idle' };

export const usePartyStore = create<PartyState>()(() => ({ ...initialState }));

// another session, or leaving the party, forgets the party
useSessionStore.subscribe((state, previous) => {
  if (state.credentials !== previous.credentials) {
    usePartyStore.setState({ ...initialState });
    return;
  }
  const partyId = userPartyOf(state.user).partyId;
  if (partyId !== usePartyStore.getState().partyId && usePartyStore.getState().load !== 'loading') {
    usePartyStore.setState({ ...initialState });
  }
});

let loading: Promise<void> | null = null;

/** Reads the party and its members again; without a party it clears them. */
export function loadParty(): Promise<void> {
  const partyId = userPartyOf(useSessionStore.getState().user).partyId;
  if (!partyId) {
    usePartyStore.setState({ ...initialState });
    return Promise.resolve();
  }
  if (loading) return loading;
  usePartyStore.setState({ load: usePartyStore.getState().party ? 'loaded' : 'loading' });
  loading = Promise.all([partyApi.get(), partyApi.members()])
    .then(([party, members]) => {
      usePartyStore.setState({ partyId, party, members, load: 'loaded' });
    })
    .catch(() => {
      // the request layer already showed the refusal
      usePartyStore.setState({ partyId, load: 'failed' });
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** After any party or quest action: the user first (it says whether we are in a party), then it. */
export async function refreshPartyAndUser(): Promise<void> {
  await useSessionStore.getState().refetchUser();
  await loadParty();
}

/** For tests. */
export function resetPartyStore(): void {
  loading = null;
  usePartyStore.setState({ ...initialState });
}
