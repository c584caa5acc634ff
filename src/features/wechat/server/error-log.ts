import { errorSummary } from '@/text/log-safe';
import { WeChatApiError } from './wechat-api';

/** The same failure is logged again only after this long (it may last for hours: an IP list). */
export const REPEAT_LOG_MS = 10 * 60_000;

/**
 * One log line per failure of WeChat's API, not one per request: again only when the failure
 * changes (another code) or REPEAT_LOG_MS after the last line.
 */
export function createErrorLog(write: (line: string) => void = (line) => console.error(line)) {
  let last: { what: string; at: number } | null = null;
  return {
    report(error: unknown): void {
      const what =
        error instanceof WeChatApiError
          ? `errcode ${error.errcode}, errmsg ${JSON.stringify(error.errmsg)}`
          : errorSummary(error);
      const now = Date.now();
      if (last && last.what === what && now - last.at < REPEAT_LOG_MS) return;
      last = { what, at: now };
      write(`[wechat] share signatures unavailable, pages share as plain links: ${what}`);
    },
    /** A success ends the failure: the next one is logged at once. */
    clear(): void {
      last = null;
    },
  };
}
