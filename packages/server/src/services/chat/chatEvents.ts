// The events a chat message records (the outbox feeds webhooks and live streams from them).
import { LIVE_EVENT } from '@questlog/core/live';

export const CHAT_MESSAGE_POSTED = LIVE_EVENT.chatMessagePosted;
export const CHAT_SLUR_REFUSED = 'chat.slurRefused';
