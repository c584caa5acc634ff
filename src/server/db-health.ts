import { errorSummary } from '@/text/log-safe';

/**
 * Whether the database is reachable, as last seen by a read or by the start-up probe. The
 * state lives on globalThis because the proxy is bundled apart from the pages but runs in the
 * same process: while the database is down, it answers pages that are not cached with a 503.
 */
const UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|SQLITE_BUSY|too many clients|Connection terminated|connection timeout|database unavailable/i;

interface HealthState {
  downSince: number;
}

const KEY = Symbol.for('zxw.databaseHealth');
const state: HealthState = ((globalThis as Record<symbol, HealthState>)[KEY] ??= { downSince: 0 });

export function isUnavailableError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return UNAVAILABLE.test(message);
}

/** Notes a failed database call; only connection-level failures mark the database down. */
export function reportDatabaseError(error: unknown): void {
  if (isUnavailableError(error) && !state.downSince) {
    state.downSince = Date.now();
    console.error(`[db] database unavailable: ${errorSummary(error)}`);
  }
}

function reportDatabaseOk(): void {
  if (state.downSince) console.log('[db] database reachable again');
  state.downSince = 0;
}

export function isDatabaseDown(): boolean {
  return state.downSince > 0;
}

/** Runs `probe` every `intervalMs` so an outage is noticed before a visitor's page fails. */
export function startHealthProbe(probe: () => Promise<unknown>, intervalMs: number, timeoutMs: number): void {
  const tick = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probe(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database unavailable: probe timed out')), timeoutMs);
        }),
      ]);
      reportDatabaseOk();
    } catch (error) {
      reportDatabaseError(error);
    } finally {
      clearTimeout(timer);
    }
  };
  setInterval(tick, intervalMs).unref();
}
