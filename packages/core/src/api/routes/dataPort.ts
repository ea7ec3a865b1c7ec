// Schemas of Questlog's own export and import (docs/data-port.md): everything a player owns as one
// versioned JSON file, and taking in that file, the original game's userdata.json or Loop Habit
// Tracker's CSV export.
import { successEnvelope } from '../schemas.ts';
import { apiRoute } from './apiRoute.ts';
import { Type, type Static } from 'typebox';

const tags = ['user'];

export { IMPORT_LIMIT_BYTES } from '../../importLimit.ts';

export const IMPORT_KINDS = ['questlog', 'habitica', 'loop'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
const KindSchema = Type.Union([
  Type.Literal('questlog'),
  Type.Literal('habitica'),
  Type.Literal('loop'),
]);

export const exportQuestlogSchema = {
  summary: 'Everything the player owns as one JSON file (format "questlog", version 1)',
  description:
    'A file, not an envelope: the player, every task (archived to-dos included), tags, records, ' +
    'the experience history, private messages, chat messages they wrote, notifications and ' +
    'webhooks. `POST /user/import` takes it back.',
  tags,
};

const ImportFileSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  /** The file's text, or its bytes in base64 (`encoding: 'base64'`, a zip). */
  data: Type.String(),
  encoding: Type.Optional(Type.Union([Type.Literal('text'), Type.Literal('base64')])),
});
export type ImportFile = Static<typeof ImportFileSchema>;

export const ImportBodySchema = Type.Object({
  /** Which format the files are in; `auto` (the default) tells it from their names and content. */
  kind: Type.Optional(Type.Union([Type.Literal('auto'), KindSchema])),
  files: Type.Array(ImportFileSchema, { minItems: 1, maxItems: 3 }),
});
export type ImportBody = Static<typeof ImportBodySchema>;

export const ImportAnswerSchema = Type.Object({
  kind: KindSchema,
  /** How many of each thing came in. */
  imported: Type.Object({
    tasks: Type.Integer(),
    tags: Type.Integer(),
    records: Type.Integer(),
    items: Type.Integer(),
    messages: Type.Integer(),
  }),
  /** What the file held that has no place here, and why. */
  skipped: Type.Array(Type.Object({ what: Type.String(), reason: Type.String() })),
});
export type ImportAnswer = Static<typeof ImportAnswerSchema>;

export const importSchema = {
  summary: "Take in a Questlog export, the original's userdata.json or Loop Habit Tracker's CSV",
  description:
    "All or nothing, in one transaction. `files`: one JSON file, or Loop's zip (base64), or its " +
    "`Habits.csv` and `Checkmarks.csv`. A Questlog file replaces the player's tasks, tags and game " +
    'state; the other kinds add to them. Refused with 400: more than 5 MB, a kind that does not ' +
    'match, or a bad row or field (named in `errors[].param`).',
  tags,
  body: ImportBodySchema,
  response: { 200: successEnvelope(ImportAnswerSchema) },
};

/** The export and import routes. */
export const dataPortApi = {
  exportQuestlog: apiRoute('GET', '/export/questlog.json', exportQuestlogSchema),
  importData: apiRoute('POST', '/user/import', importSchema),
};
