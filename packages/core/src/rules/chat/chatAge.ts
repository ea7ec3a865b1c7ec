// A brand-new account waits before posting in group chat (ACCOUNT_MIN_CHAT_AGE: minutes set by
// the operator; 0 lets everyone post at once).
export function isTooNewToChat(accountCreatedAt: Date, now: Date, minChatAgeMinutes: number) {
  return now.getTime() - accountCreatedAt.getTime() < minChatAgeMinutes * 60_000;
}
