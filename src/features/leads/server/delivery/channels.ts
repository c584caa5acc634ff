import { createHmac } from 'node:crypto';
import { type AppConfig, getConfig } from '@/config/env';
import { createMailSender } from '@/server/mail/sender';
import { escapeHtml } from '@/text/escape-html';
import { LEAD_CHANNELS, type LeadChannel } from '@/features/leads/lead-channels';
import { type Notice, noticeMarkdown, noticeText } from './message';

/** The setting that turns each channel on (.env.example). */
const CHANNEL_SWITCHES: Record<LeadChannel, keyof AppConfig> = {
  email: 'LEAD_NOTIFY_EMAILS',
  wecom: 'LEAD_WECOM_WEBHOOK',
  dingtalk: 'LEAD_DINGTALK_WEBHOOK',
  feishu: 'LEAD_FEISHU_WEBHOOK',
  webhook: 'LEAD_WEBHOOK_URL',
};

/** The channels with their configuration set, in a fixed order. None configured: no notification. */
export function configuredChannels(config: AppConfig = getConfig()): LeadChannel[] {
  return LEAD_CHANNELS.filter((channel) => Boolean(config[CHANNEL_SWITCHES[channel]]));
}

/**
 * The robots' documented limits (WeCom and DingTalk: 20 a minute; Feishu: 100 a minute and 5 a
 * second), as [messages, seconds]; the minute is LEAD_RATE_WINDOW_SECONDS. E-mail and the generic
 * webhook have none.
 */
export function rateLimits(channel: LeadChannel, windowSeconds: number): [number, number][] {
  if (channel === 'wecom' || channel === 'dingtalk') return [[20, windowSeconds]];
  if (channel === 'feishu')
    return [
      [100, windowSeconds],
      [5, 1],
    ];
  return [];
}

/** DingTalk's custom-robot signature: base64(HMAC-SHA256(secret, `${timestamp}\n${secret}`)). */
export function dingtalkSign(secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
}

/**
 * A Feishu bot's signature when its 'signature verification' setting is on: the key is the
 * timestamp (seconds), a newline and the secret; the signed message is empty.
 */
export function feishuSign(secret: string, timestampSeconds: number): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

/** The generic webhook's signature header value, as GitHub's X-Hub-Signature-256. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** A failed attempt: its reason is shown on the delivery. */
export class DeliveryError extends Error {}

const TIMEOUT_MS = 10_000;

/**
 * POSTs a JSON body and answers the parsed JSON answer (null when not JSON); a network failure,
 * a redirect or a non-2xx status throws a DeliveryError with its reason (the robots, the webhook
 * and the conversion reports of src/features/leads/server/conversion.ts).
 */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new DeliveryError(cause ?? (error instanceof Error ? error.message : String(error)));
  }
  const text = await response.text();
  if (!response.ok) throw new DeliveryError(`HTTP ${response.status} ${text.slice(0, 200)}`.trim());
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The robots answer 200 with an error code in the body (WeCom, DingTalk `errcode`; Feishu `code`). */
function robotOk(answer: unknown, field: 'errcode' | 'code'): void {
  const body = answer as Record<string, unknown> | null;
  const code = body?.[field] ?? body?.StatusCode ?? 0;
  if (code !== 0)
    throw new DeliveryError(`${field} ${String(code)} ${String(body?.errmsg ?? body?.msg ?? '')}`.trim());
}

export interface Outgoing {
  notice: Notice;
  /** The generic webhook's JSON (the lead's facts without the full phone). */
  data: Record<string, unknown>;
  /** Stable across attempts, so a receiver can drop a repeat (X-Delivery-Id). */
  messageId: string;
}

/** Sends one message on one channel; throws a DeliveryError with the reason when not accepted. */
export async function sendOn(
  channel: LeadChannel,
  out: Outgoing,
  config: AppConfig = getConfig(),
): Promise<void> {
  const { notice } = out;
  switch (channel) {
    case 'email': {
      const sender = createMailSender({ attempts: 1 });
      try {
        const text = noticeText(notice);
        const html = `<pre style="font:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`;
        await sender.send({ to: config.LEAD_NOTIFY_EMAILS!, subject: notice.title, text, html });
      } catch (error) {
        throw new DeliveryError(error instanceof Error ? error.message : String(error));
      } finally {
        sender.close();
      }
      return;
    }
    case 'wecom': {
      const body = { msgtype: 'markdown', markdown: { content: noticeMarkdown(notice) } };
      robotOk(await postJson(config.LEAD_WECOM_WEBHOOK!, JSON.stringify(body)), 'errcode');
      return;
    }
    case 'dingtalk': {
      const timestamp = Date.now();
      const url = new URL(config.LEAD_DINGTALK_WEBHOOK!);
      url.searchParams.set('timestamp', String(timestamp));
      url.searchParams.set('sign', dingtalkSign(config.LEAD_DINGTALK_SECRET!, timestamp));
      const body = { msgtype: 'markdown', markdown: { title: notice.title, text: noticeMarkdown(notice) } };
      robotOk(await postJson(url.toString(), JSON.stringify(body)), 'errcode');
      return;
    }
    case 'feishu': {
      const secret = config.LEAD_FEISHU_SECRET;
      const timestamp = Math.floor(Date.now() / 1000);
      const body = {
        ...(secret ? { timestamp: String(timestamp), sign: feishuSign(secret, timestamp) } : {}),
        msg_type: 'text',
        content: { text: noticeText(notice) },
      };
      robotOk(await postJson(config.LEAD_FEISHU_WEBHOOK!, JSON.stringify(body)), 'code');
      return;
    }
    case 'webhook': {
      const body = JSON.stringify({
        id: out.messageId,
        ...out.data,
        title: notice.title,
        text: noticeText(notice),
      });
      await postJson(config.LEAD_WEBHOOK_URL!, body, {
        'x-signature-256': webhookSignature(config.LEAD_WEBHOOK_SECRET!, body),
        'x-delivery-id': out.messageId,
      });
      return;
    }
  }
}
