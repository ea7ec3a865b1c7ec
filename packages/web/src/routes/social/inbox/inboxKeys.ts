// Where the inbox is held in the one cache (store/readsStore.ts): shared by its screens and the
// live updates, which the first script carries (so this file imports nothing).
export const inboxKeys = {
  all: 'inbox/',
  conversations: 'inbox/conversations',
  messages: (partnerId: string) => `inbox/messages/${partnerId}`,
};
