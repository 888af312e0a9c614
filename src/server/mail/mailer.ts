import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where a message went: handed to the SMTP server, or written to the outbox folder. */
export type MailReceipt = { via: 'smtp' } | { via: 'outbox'; file: string };

export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>;
  /** SMTP: whether the server answers and takes the credentials; the outbox: its folder. */
  check(): Promise<void>;
}

/** Messages wait at most this long for the SMTP server, so a dead server fails in plain time. */
const SMTP_TIMEOUT_MS = 15_000;

function senderOf(config: Config): string {
  if (config.mailFrom) return config.mailFrom;
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return `ShiftCheck <no-reply@${host}>`;
}

/**
 * nodemailer is loaded with the first message, not at start: a server that sends none (most
 * hours of most days) does not hold its 2–3 MiB.
 */
function lazyTransport(
  create: (mailer: typeof Nodemailer) => Transporter,
): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ default: mailer }) => create(mailer)));
}

/** SMTP when SMTP_URL is set (nodemailer reads user, password, port and TLS from the URL). */
function smtpMailer(config: Config, smtpUrl: string): Mailer {
  const transport = lazyTransport((mailer) =>
    mailer.createTransport(smtpUrl, {
      from: senderOf(config),
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    }),
  );
  return {
    async send(message) {
      await (await transport()).sendMail(message);
      return { via: 'smtp' };
    },
    async check() {
      await (await transport()).verify();
    },
  };
}

/**
 * Without SMTP, each message is written as a standard .eml file to DATA_DIR/outbox, so a
 * one-machine install still works: an operator opens the file (or reads the log) and passes
 * the link on.
 */
function outboxMailer(config: Config): Mailer {
  const folder = path.join(config.dataDir, 'outbox');
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: senderOf(config), ...message });
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('the outbox expected the message as a buffer');
      await mkdir(folder, { recursive: true });
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${time}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, raw);
      return { via: 'outbox', file };
    },
    async check() {
      await mkdir(folder, { recursive: true });
    },
  };
}

/** The app's mailer (deps.mailer): one per app, so SMTP connections are reused between messages. */
export function createMailer(config: Config): Mailer {
  return config.smtpUrl ? smtpMailer(config, config.smtpUrl) : outboxMailer(config);
}
