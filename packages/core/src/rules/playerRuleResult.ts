// The one shape every rule that changes a player gives back (shops, inventory, classes, skills):
// the new player, an optional message for the answer and the lasting notifications to add to the
// player's list. Rules that also change tasks or other players add those fields (CastResult).
import type { KeyedMessage } from '../messages/keyedMessage.ts';
import type { PlayerState } from '../model/player.ts';

/** A notification the server stores in the player's list (type and data, as the API shows them). */
export interface PlayerNotification {
  type: string;
  data?: Record<string, unknown>;
}

export interface PlayerRuleResult {
  player: PlayerState;
  /** The answer's `message`, in English. */
  message?: string;
  /** The same message as its catalogue key, for the player's language (keyedMessage). */
  messageKey?: KeyedMessage;
  notifications?: PlayerNotification[];
}
