// The API's contract, defined once (issues 13 §5 and 27): the response shapes and the route table.
// The server registers its routes from the table and presents answers of these shapes; the
// OpenAPI document is generated from them; the web's request layer takes its types from them.
// Imported as `@questlog/core/api`; the web imports only types, so no schema code reaches the bundle.
export * from './schemas.ts';
export * from './routes/index.ts';
