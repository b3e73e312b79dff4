/**
 * Outgoing mail. In development (no SMTP_URL) every mail is written to DATA_DIR/mail as an .eml file (the
 * real message, openable in a mail program) and a .txt file (easy to read or grep), and its links are
 * logged, so a recovery link can be followed without a mail server. With SMTP_URL, nodemailer sends it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { messages } from '../messages';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Links worth logging in development (e.g. the recovery link). */
  links?: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailLog {
  info(message: string): void;
}

const FROM = messages.mailFrom;

function fileStem(now: Date): string {
  return `${now.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`;
}

export function createFileMailer(directory: string, log: MailLog): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      await mkdir(directory, { recursive: true });
      const info = await composer.sendMail({
        from: FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      const stem = join(directory, fileStem(new Date()));
      const message = info.message;
      await writeFile(`${stem}.eml`, Buffer.isBuffer(message) ? message : String(message));
      await writeFile(`${stem}.txt`, `Para: ${mail.to}\nAsunto: ${mail.subject}\n\n${mail.text}`);
      log.info(messages.console.mailSaved(mail.to, mail.subject, `${stem}.txt`));
      for (const link of mail.links ?? []) log.info(messages.console.mailLink(link));
    },
  };
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
