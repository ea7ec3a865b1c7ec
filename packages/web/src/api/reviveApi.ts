// POST /user/revive, through the one request layer.
import { api } from './request.ts';

export const reviveApi = {
  /** The new stats; `message` names the attribute point lost, if one was. */
  revive: async () => {
    const answer = await api.call('POST /user/revive');
    return { stats: answer.data, message: answer.message };
  },
};
