// The API's contract, defined once (issues 13 §5 and 27): the response shapes and the route table.
// The server registers its routes from the table and presents answers of these shapes; the
// OpenAPI document is generated from them; the web's request layer takes its types from them.
// Imported as `@questlog/core/api`; the web imports only types, so no schema code reaches the bundle.
export * from './schemas.ts';
export * from './routes/index.ts';
// Constants both sides use, defined where their rules live and named here once more for the API:
// the Tavern's id, and the live stream's event names and payloads.
export { TAVERN_ID, TAVERN_ALIAS, isTavernId } from '../rules/groups/tavern.ts';
export * from '../live/liveEvents.ts';
