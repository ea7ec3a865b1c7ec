// The Hall of Heroes and Patrons: public lists of players.
import { api } from './request.ts';

export interface HallEntry {
  id: string;
  /** level 1–7 contributor tiers, 8 moderator, 9 staff; text like "Scribe, Blacksmith". */
  contributor: { level?: number; text?: string; contributions?: string };
  backer: { tier?: number; npc?: string };
  profile: { name: string };
}

/** The server's page size for patrons. */
export const PATRONS_PER_PAGE = 50;

export const hallApi = {
  heroes: async () => (await api.call('GET /hall/heroes')).data,
  patrons: async (page: number) => (await api.call('GET /hall/patrons', { query: { page } })).data,
};
