// The inbox's query keys: shared by its screens and the live updates, which the first script
// carries (so this file imports nothing).
export const inboxKeys = {
  conversations: ['inbox', 'conversations'] as const,
  messages: (partnerId: string) => ['inbox', 'messages', partnerId] as const,
};
