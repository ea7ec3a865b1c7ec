// The public surface of @questlog/core: the error vocabulary, the message catalogue,
// and (as later issues add them) the content catalogue and the game rules.
export * from './errors.ts';
export * from './messages/en.ts';
export * from './content/faq/index.ts';
export * from './rules/auth/accountRules.ts';
export * from './rules/user/levels.ts';
export * from './rules/user/dayBoundary.ts';
export * from './content/newPlayer/newPlayerState.ts';
export * from './content/newPlayer/newPlayerItems.ts';
export * from './content/newPlayer/defaultTasks.ts';
