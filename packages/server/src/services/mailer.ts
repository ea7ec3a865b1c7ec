// Sends e-mail: over SMTP when SMTP_URL is set (nodemailer), otherwise as `.eml` files in the
// outbox folder so a self-hoster (and the tests) can read what would have been sent.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { ServiceLog } from './appResources.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

type MailSettings = Pick<Config, 'smtpUrl' | 'outboxDir' | 'mailFrom'>;

export function createMailer(config: MailSettings, log: ServiceLog): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  return outboxMailer(config, log);
}

function outboxMailer(config: MailSettings, log: ServiceLog): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let isAnnounced = false;
  return {
    async send(mail) {
      const built = await transport.sendMail({ from: config.mailFrom, ...mail });
      await mkdir(config.outboxDir, { recursive: true });
      // Names sort by time of writing; the UUID keeps two mails of one millisecond apart.
      const file = join(config.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, built.message as Buffer);
      if (!isAnnounced) {
        log.info(`SMTP_URL is not set: e-mail is written to ${config.outboxDir}`);
        isAnnounced = true;
      }
      log.info({ file, to: mail.to, subject: mail.subject }, 'mail written to the outbox');
    },
  };
}
