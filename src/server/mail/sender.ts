import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { getConfig } from '@/config/env';

/** One e-mail: both parts, and the headers every alert mail carries (RFC 8058 one-click). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe URL: `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  unsubscribeUrl?: string;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
  close(): void;
}

interface SenderOptions {
  /** Pooled SMTP connections (a digest run sends many mails), else one connection per mail. */
  pool?: boolean;
  maxConnections?: number;
  /** Attempts per mail before it fails (1 = no retry); backoff doubles from `backoffMs`. */
  attempts?: number;
  backoffMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function message(mail: Mail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.unsubscribeUrl ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
    list: mail.unsubscribeUrl ? { unsubscribe: mail.unsubscribeUrl } : undefined,
  };
}

/** Sends `mail`, retrying transient failures with exponential backoff; throws the last error. */
async function withRetry(attempts: number, backoffMs: number, send: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await send();
      return;
    } catch (error) {
      // 5xx answers are permanent (a refused address): retrying would not help.
      const code = (error as { responseCode?: number }).responseCode;
      if (attempt >= attempts || (code !== undefined && code >= 500)) throw error;
      await wait(backoffMs * 2 ** (attempt - 1));
    }
  }
}

function smtpSender(url: string, from: string, options: SenderOptions): MailSender {
  // Local and private relays often have self-signed certificates; STARTTLS is still used when offered.
  const tls = { rejectUnauthorized: false };
  const transport: Transporter = options.pool
    ? nodemailer.createTransport({ url, pool: true, maxConnections: options.maxConnections ?? 5, tls })
    : nodemailer.createTransport({ url, tls });
  return {
    send: (mail) =>
      withRetry(options.attempts ?? 4, options.backoffMs ?? 1000, () =>
        transport.sendMail(message(mail, from)),
      ),
    close: () => transport.close(),
  };
}

/** Without SMTP_URL: each mail is an .eml file in MAIL_OUTBOX and a log line, as the SMS code sender logs. */
function outboxSender(folder: string, from: string): MailSender {
  const target = path.resolve(/* turbopackIgnore: true */ process.cwd(), folder);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let n = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail, from));
      await fs.promises.mkdir(target, { recursive: true });
      const file = path.join(target, `${Date.now()}-${process.pid}-${++n}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer);
      console.info(`[mail] ${path.relative(process.cwd(), file)} to=${mail.to}`);
    },
    close: () => transport.close(),
  };
}

/** The site's one mail sender: SMTP by SMTP_URL, else the outbox folder. */
export function createMailSender(options: SenderOptions = {}): MailSender {
  const config = getConfig();
  return config.SMTP_URL
    ? smtpSender(config.SMTP_URL, config.MAIL_FROM, options)
    : outboxSender(config.MAIL_OUTBOX, config.MAIL_FROM);
}
