import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Real receivers of the lead notifications, in the test process: an SMTP server and one HTTP
 * server standing for the WeCom, DingTalk and Feishu robots and the generic webhook. A message
 * counts as received when the receiver acknowledged it (answered 200): a request cut off before
 * that (the sender killed) did not deliver, as with a robot that answers before it posts.
 */
export interface Message {
  channel: 'email' | 'wecom' | 'dingtalk' | 'feishu' | 'webhook';
  text: string;
  at: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export const DINGTALK_SECRET = 'SEC-test-dingtalk-secret-0123456789';
export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';
export const FEISHU_SECRET = 'test-feishu-secret-0123456789';

type HttpChannel = Exclude<Message['channel'], 'email'>;

export interface Receivers {
  messages: Message[];
  /** Per channel: answer 500 to this many next requests. */
  failNext: Record<HttpChannel, number>;
  /** Per channel: hold requests (never answer) while set. */
  hold: Record<HttpChannel, boolean>;
  held: Record<HttpChannel, number>;
  /** Requests refused for a bad signature (must stay 0). */
  badSignatures: number;
  smtpUrl: string;
  urls: Record<HttpChannel, string>;
  of(channel: Message['channel'], needle?: string): Message[];
  close(): Promise<void>;
}

function dingtalkSigned(url: URL): boolean {
  const timestamp = url.searchParams.get('timestamp') ?? '';
  const sign = url.searchParams.get('sign') ?? '';
  // DingTalk refuses a timestamp more than an hour off.
  if (Math.abs(Date.now() - Number(timestamp)) > 3_600_000) return false;
  const expected = createHmac('sha256', DINGTALK_SECRET)
    .update(`${timestamp}\n${DINGTALK_SECRET}`)
    .digest('base64');
  return sign === expected;
}

/** Feishu's check of a signed bot's message: timestamp within an hour, sign over "<ts>\n<secret>". */
function feishuSigned(body: { timestamp?: unknown; sign?: unknown }): boolean {
  const timestamp = String(body.timestamp ?? '');
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 3_600) return false;
  const expected = createHmac('sha256', `${timestamp}\n${FEISHU_SECRET}`).update('').digest('base64');
  return body.sign === expected;
}

function webhookSigned(raw: string, header: string | string[] | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex')}`);
  const given = Buffer.from(String(header ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a robot message says, as text. */
function textOf(channel: HttpChannel, body: Record<string, unknown>): string {
  const b = body as {
    markdown?: { content?: string; text?: string; title?: string };
    content?: { text?: string };
    text?: string;
  };
  if (channel === 'wecom') return b.markdown?.content ?? '';
  if (channel === 'dingtalk') return `${b.markdown?.title ?? ''}\n${b.markdown?.text ?? ''}`;
  if (channel === 'feishu') return b.content?.text ?? '';
  return JSON.stringify(body);
}

export async function startReceivers(): Promise<Receivers> {
  const messages: Message[] = [];
  const state = {
    failNext: { wecom: 0, dingtalk: 0, feishu: 0, webhook: 0 },
    hold: { wecom: false, dingtalk: false, feishu: false, webhook: false },
    held: { wecom: 0, dingtalk: 0, feishu: 0, webhook: 0 },
    badSignatures: 0,
  };

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const channel = url.pathname.slice(1) as HttpChannel;
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      if (!(channel in state.failNext)) return void res.writeHead(404).end();
      if (channel === 'dingtalk' && !dingtalkSigned(url)) {
        state.badSignatures++;
        return void res.writeHead(200).end(JSON.stringify({ errcode: 310000, errmsg: 'sign not match' }));
      }
      if (channel === 'feishu' && !feishuSigned(JSON.parse(raw) as Record<string, unknown>)) {
        state.badSignatures++;
        return void res.writeHead(200).end(JSON.stringify({ code: 19021, msg: 'sign match fail' }));
      }
      if (channel === 'webhook' && !webhookSigned(raw, req.headers['x-signature-256'])) {
        state.badSignatures++;
        return void res.writeHead(401).end();
      }
      // Failures and holds are for lead notifications: the watch's stale-data and recovery messages (which
      // a short watch can send at any moment of a test) are never the ones refused.
      const dataState = /数据停更|数据已恢复更新/.test(
        textOf(channel, JSON.parse(raw) as Record<string, unknown>),
      );
      if (state.failNext[channel] > 0 && !dataState) {
        state.failNext[channel]--;
        return void res.writeHead(500).end('busy');
      }
      if (state.hold[channel] && !dataState) {
        // Never answered: the sender's request stays in flight until it gives up or dies.
        state.held[channel]++;
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      messages.push({ channel, text: textOf(channel, body), at: Date.now(), headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(channel === 'feishu' ? { code: 0, msg: 'success' } : { errcode: 0, errmsg: 'ok' }),
      );
    });
  });

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const mail = await simpleParser(Buffer.concat(chunks));
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        messages.push({
          channel: 'email',
          text: `${mail.subject ?? ''}\n${mail.text ?? ''}`,
          at: Date.now(),
          headers: {},
          body: { to },
        });
        callback();
      });
    },
  });

  const webPort = await new Promise<number>((resolve, reject) => {
    web.once('error', reject);
    web.listen(0, '127.0.0.1', () => resolve((web.address() as AddressInfo).port));
  });
  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.on('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port));
  });
  const base = `http://127.0.0.1:${webPort}`;
  return {
    messages,
    get badSignatures() {
      return state.badSignatures;
    },
    failNext: state.failNext,
    hold: state.hold,
    held: state.held,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    urls: {
      wecom: `${base}/wecom`,
      dingtalk: `${base}/dingtalk?access_token=test`,
      feishu: `${base}/feishu`,
      webhook: `${base}/webhook`,
    },
    of: (channel, needle) =>
      messages.filter((m) => m.channel === channel && (!needle || m.text.includes(needle))),
    close: async () => {
      web.closeAllConnections();
      await new Promise<void>((r) => web.close(() => r()));
      await new Promise<void>((r) => smtp.close(() => r()));
    },
  };
}
