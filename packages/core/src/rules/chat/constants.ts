// The chat's numbers.

/** Chat and private message text is cut to this many characters. */
export const MAX_MESSAGE_LENGTH = 3000;
/** A message with this many flags is hidden from everyone but its author and moderators. */
export const CHAT_FLAG_LIMIT_FOR_HIDING = 2;
/** A moderator's flag sets the count to this. */
export const CHAT_FLAG_FROM_MOD = 5;
/** A shadow-muted player's public post starts at this count. */
export const CHAT_FLAG_FROM_SHADOW_MUTE = 10;
/** Flags from accounts younger than this do not count. */
export const USER_AGE_FOR_FLAGGING_MS = 3 * 24 * 60 * 60_000;
/** Tavern only: this many messages within the window, and the next is refused. */
export const SPAM_MESSAGE_LIMIT = 2;
export const SPAM_WINDOW_MS = 60_000;
/** Groups with more members than this get no new-message notifications. */
export const LARGE_GROUP_COUNT_MESSAGE_CUTOFF = 5000;
/** More @mentions than this in one message, and none is notified. */
export const MAX_MENTIONS = 5;
/** The longest gift message, in characters. */
export const MAX_GIFT_MESSAGE_LENGTH = 200;
