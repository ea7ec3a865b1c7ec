// A group chat's query key: shared by the chat panel and the live updates, which the first script
// carries (so this file imports nothing).
export const chatKey = (groupId: string) => ['group-chat', groupId] as const;
