// The largest file (or files together) an import takes, in bytes (docs/data-port.md): the server
// refuses more, and the settings screen refuses it before sending.
export const IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;
