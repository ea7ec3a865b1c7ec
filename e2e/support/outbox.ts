// Reads the mail the app wrote to its outbox folder (no SMTP_URL in tests), as a person would
// read their inbox: the newest message to an address, and the links in it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable transfer encoding, which may split long links across lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function newestMailTo(outboxDir: string, address: string): Promise<string> {
  const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
  for (const name of names.reverse()) {
    const mail = decodeQuotedPrintable(await readFile(join(outboxDir, name), 'utf8'));
    if (mail.toLowerCase().includes(`to: ${address.toLowerCase()}`)) return mail;
  }
  throw new Error(`no mail to ${address} in ${outboxDir}`);
}

export function linksIn(mail: string): URL[] {
  return [...mail.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => new URL(match[0]));
}
