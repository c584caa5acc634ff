import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@/config/env';
import type { Locale } from '@/i18n/routing';

/** Delivers a trial-application code to a phone (an SMS gateway in a real deployment). */
interface CodeSender {
  send(message: { phone: string; code: string; locale: Locale }): Promise<void>;
}

/**
 * Default sender: one line in the server log, so the flow works end to end without an SMS
 * provider. Format (documented in the README):
 *   [apply-code] phone=13812345678 code=123456 locale=zh
 */
const logSender: CodeSender = {
  async send({ phone, code, locale }) {
    console.info(`[apply-code] phone=${phone} code=${code} locale=${locale}`);
  },
};

/**
 * Test hook, only with APPLY_CODE_SENDER=file:<path>: appends one JSON line
 * `{"phone","code","locale","sentAt"}` per code, which an integration test can read.
 */
function fileSender(file: string): CodeSender {
  const target = path.resolve(/* turbopackIgnore: true */ process.cwd(), file);
  return {
    async send({ phone, code, locale }) {
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.appendFile(
        target,
        JSON.stringify({ phone, code, locale, sentAt: new Date().toISOString() }) + '\n',
      );
    },
  };
}

let configured: CodeSender | undefined;

export function codeSender(): CodeSender {
  if (!configured) {
    const setting = getConfig().APPLY_CODE_SENDER;
    configured = setting.startsWith('file:') ? fileSender(setting.slice('file:'.length)) : logSender;
  }
  return configured;
}
