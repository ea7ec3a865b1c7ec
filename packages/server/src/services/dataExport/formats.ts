// The export's file formats: the task history as CSV, the user data as XML, the
// inbox and the avatar as HTML pages. Text from players is always escaped.
import type { StoredTask } from '../../db/repositories/tasks.ts';

export const HISTORY_CSV_HEADER = ['Task Name', 'Task ID', 'Task Type', 'Date', 'Value'];

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `YYYY-MM-DD HH:mm:ss` in UTC. */
export function csvDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** One row per history entry of every habit and daily; to-dos and rewards have none. */
export function historyCsv(tasks: readonly StoredTask[]): string {
  const rows = [HISTORY_CSV_HEADER];
  for (const task of tasks) {
    if (task.type !== 'habit' && task.type !== 'daily') continue;
    const history = (task.history as { date: number | string; value: number }[] | undefined) ?? [];
    for (const entry of history) {
      rows.push([
        task.text,
        task.id,
        task.type,
        csvDate(new Date(entry.date)),
        String(entry.value),
      ]);
    }
  }
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const XML_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** A JSON value as XML: objects as elements by key, arrays as repeated <item> elements. */
export function toXml(value: unknown, name = 'user', indent = ''): string {
  // Keys that are not XML names (ids, dotted paths) become <entry key="…">.
  const open = XML_NAME.test(name) ? `<${name}>` : `<entry key="${escapeHtml(name)}">`;
  const close = XML_NAME.test(name) ? `</${name}>` : '</entry>';
  if (value === null || value === undefined) return `${indent}${open.replace('>', '/>')}\n`;
  if (Array.isArray(value)) {
    const items = value.map((item) => toXml(item, 'item', `${indent}  `)).join('');
    return `${indent}${open}\n${items}${indent}${close}\n`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, inner]) => toXml(inner, key, `${indent}  `))
      .join('');
    return `${indent}${open}\n${entries}${indent}${close}\n`;
  }
  return `${indent}${open}${escapeHtml(String(value))}${close}\n`;
}

export function xmlDocument(value: unknown): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toXml(value)}`;
}

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
.message{border-bottom:1px solid #ccc;padding:.75rem 0}.meta{color:#555;font-size:.9em}
.text{white-space:pre-wrap}</style></head>
<body>
${body}
</body>
</html>
`;
}

export interface InboxEntry {
  isSent: boolean;
  partner: string;
  createdAt: Date;
  text: string;
}

/**
 * One block per message, newest first: "To" or "From", the partner, the time in the player's
 * time zone (the offset in minutes, as preferences.timezoneOffset: minutes behind UTC), `(i/N)`
 * and the text (escaped, line breaks kept; markdown is not rendered).
 */
export function inboxHtml(entries: readonly InboxEntry[], timezoneOffset: number): string {
  const blocks = entries.map((entry, index) => {
    const local = new Date(entry.createdAt.getTime() - timezoneOffset * 60_000);
    const when = `${csvDate(local)} (UTC${formatOffset(-timezoneOffset)})`;
    return `<div class="message">
<div class="meta">${entry.isSent ? 'To' : 'From'} <strong>${escapeHtml(entry.partner)}</strong>, ${when} (${index + 1}/${entries.length})</div>
<div class="text">${escapeHtml(entry.text)}</div>
</div>`;
  });
  return htmlPage('Private messages', `<h1>Private messages</h1>\n${blocks.join('\n')}`);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
