// The API's response shapes, defined once (issue 13 §5): the server's route schemas and
// presenters, the OpenAPI document and the web's request layer all use these. Imported as
// `@questlog/core/api`; the web imports only the static types, so no schema code reaches the bundle.
export * from './envelope.ts';
export * from './challengeSchema.ts';
export * from './groupSchema.ts';
export * from './itemsSchema.ts';
export * from './playerAnswers.ts';
export * from './publicProfileSchema.ts';
export * from './schemaParts.ts';
export * from './scoreSchema.ts';
export type * from './siteRootAnswers.ts';
export * from './statsSchema.ts';
export * from './taskSchema.ts';
export * from './userPartsSchema.ts';
export * from './userSchema.ts';
