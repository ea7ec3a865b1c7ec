import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

describe('mailer without SMTP_URL', () => {
  let outbox: string | undefined;
  afterEach(async () => {
    if (outbox) await rm(outbox, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file in the outbox, creating the folder', async () => {
    outbox = await mkdtemp(join(tmpdir(), 'questlog-mailer-'));
    const folder = join(outbox, 'nested', 'outbox');
    const mailer = createMailer(
      { smtpUrl: undefined, outboxDir: folder, mailFrom: 'Questlog <no-reply@questlog.test>' },
      Fastify({ logger: false }).log,
    );

    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'First' });
    await mailer.send({ to: 'bob@example.com', subject: 'Hello again', text: 'Second' });

    const files = await readdir(folder);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const mails = await Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')));
    expect(mails.join('\n')).toMatch(
      /To: ada@example.com[\s\S]*To: bob@example.com|To: bob@example.com[\s\S]*To: ada@example.com/,
    );
    expect(mails[0]).toContain('From: Questlog <no-reply@questlog.test>');
  });
});
