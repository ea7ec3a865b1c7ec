// Reads CSV as RFC 4180 writes it (fields quoted when they hold a comma, a quote or a line break;
// a quote inside doubled), keeping the line each row starts on so a refusal can name it.

export interface CsvRow {
  /** The line of the file the row starts on, from 1. */
  line: number;
  fields: string[];
}

export class CsvRefused extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** The rows of `text`; blank lines are skipped. */
export function readCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let isQuoted = false;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte order mark
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (; at < text.length; at += 1) {
    const char = text[at]!;
    if (isQuoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      isQuoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      field += char;
    }
  }
  if (isQuoted) throw new CsvRefused(rowLine, 'a quoted field is never closed');
  if (field !== '' || fields.length > 0) endRow();
  return rows;
}
