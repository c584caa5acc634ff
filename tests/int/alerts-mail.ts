import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import fs from 'node:fs';
import { serverFiles } from '../../scripts/lib/test-data.mjs';

/**
 * A real SMTP server for the alert tests (smtp-server), on the port the test server sends to
 * (SMTP_PORT). Every accepted mail is parsed and kept; addresses
 * in `refuse` get a temporary failure (451), as a struggling relay would answer.
 */
export interface Received {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  raw: string;
}

/**
 * The port the test server at `baseUrl` sends mail to: TEST_SMTP_PORT when the suite's runner
 * set it for both, else what scripts/serve-test.mjs wrote to that server's smtp-port file.
 */
export function smtpPort(baseUrl: string): number {
  const written = () => fs.readFileSync(serverFiles(new URL(baseUrl).port || '80').smtpPort, 'utf8');
  return Number(process.env.TEST_SMTP_PORT || written());
}

export function startSmtp(baseUrl: string) {
  const received: Received[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('try again later'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = await simpleParser(raw);
        for (const rcpt of session.envelope.rcptTo) {
          received.push({
            to: rcpt.address.toLowerCase(),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
            raw,
          });
        }
        callback();
      });
    },
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort(baseUrl), '127.0.0.1', () => resolve());
  });
  return {
    received,
    refuse,
    listening,
    mailsTo: (to: string) => received.filter((m) => m.to === to.toLowerCase()),
    async waitFor(to: string, count = 1, timeoutMs = 15_000): Promise<Received[]> {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        const found = received.filter((m) => m.to === to.toLowerCase());
        if (found.length >= count) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no ${count} mail(s) to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail's text part to `path`. */
export function linkTo(mail: Received, path: string): string {
  const match = new RegExp(`https?://[^\\s>]+${path.replace(/[/?]/g, '\\$&')}[^\\s>]*`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[0];
}
