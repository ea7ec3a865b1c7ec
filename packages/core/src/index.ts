// The public surface of @questlog/core: the error vocabulary, the message catalogue,
// and (as later issues add them) the content catalogue and the game rules.
export * from './errors.ts';
export * from './messages/en.ts';
export * from './content/faq/index.ts';
