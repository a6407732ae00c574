import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the templates render it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** 'smtp' sends through SMTP_URL; 'outbox' writes DATA_DIR/outbox/*.eml (the embedded default). */
  readonly kind: 'smtp' | 'outbox';
  /** Delivers one message; throws when the server refuses it or cannot be reached (the job retries). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface TransportOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * SMTP through nodemailer when SMTP_URL is set (`smtp://user:pass@host:587` uses STARTTLS when the
 * server offers it, `smtps://` TLS from the start); otherwise the outbox: each message as an .eml file
 * readable by its owner only (0600), built by the same MIME composer, so it is exactly what SMTP
 * would have carried.
 */
export function createMailTransport(options: TransportOptions): MailTransport {
  const from = options.from;
  if (options.smtpUrl) {
    // A slow server never holds a job for long: the job retries with back-off instead.
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await smtp.sendMail({ from, ...message });
      },
      close: () => smtp.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(options.dataDir);
  return {
    kind: 'outbox',
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer, { mode: 0o600 });
    },
    close: () => composer.close(),
  };
}
