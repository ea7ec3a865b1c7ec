// The Tavern, guilds and private messages, one chunk: they share the chat.
export { DiscoveryPage } from './DiscoveryPage.tsx';
export { GuildPage } from './GuildPage.tsx';
export { PrivateMessagesPage } from './inbox/PrivateMessagesPage.tsx';
export { MyGuildsPage } from './MyGuildsPage.tsx';
export { TavernPage } from './TavernPage.tsx';
