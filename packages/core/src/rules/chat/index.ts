export * from './constants.ts';
export * from './chatText.ts';
export * from './mentions.ts';
export * from './flagChatMessage.ts';
export * from './chatVisibility.ts';
export * from './chatSpam.ts';
export * from './objections.ts';
