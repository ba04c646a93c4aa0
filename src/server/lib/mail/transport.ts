import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';

export interface OutgoingEmail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer when SMTP_URL is set; otherwise .eml files in DATA_DIR/mail. */
export function createTransport(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Tests shorten them; the defaults fit the outbox lease. */
  timeouts?: typeof smtpTimeouts;
}): MailTransport {
  if (options.smtpUrl) {
    // Each wait is bounded, all together well inside the outbox lease (worker.ts lockSeconds).
    // The URL is parsed here: given as `url`, nodemailer would drop every other option, timeouts too.
    const smtp = nodemailer.createTransport({
      ...parseConnectionUrl(options.smtpUrl),
      ...(options.timeouts ?? smtpTimeouts),
    });
    return {
      async send(message) {
        await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers,
        });
      },
      close: () => smtp.close(),
    };
  }
  const mailbox = path.join(options.dataDir, 'mail');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await builder.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
      });
      await fs.mkdir(mailbox, { recursive: true });
      const file = path.join(mailbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the dev mailbox');
    },
    close: () => {},
  };
}
