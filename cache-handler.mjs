// Next's cache handler (ISR pages and the data cache, tags included), through
// @fortedigital/nextjs-cache-handler. With REDIS_URL every instance reads and writes one Redis,
// so a save's revalidateTag reaches them all at once; unset, pages stay in this process's memory
// as with Next's default. While Redis is unreachable each request falls back to this process's
// memory (the handler reads the next handler when one throws), a line is logged, and the client
// reconnects by itself.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';

/** Logs the first failure of an outage and the recovery, not every request. */
function outageLog() {
  let down = false;
  return {
    failed(what, error) {
      if (down) return;
      down = true;
      console.warn(`[cache] Redis unavailable (${what}), serving from this process's memory: ${error}`);
    },
    restored() {
      if (!down) return;
      down = false;
      console.info('[cache] Redis available again, shared cache resumed');
    },
  };
}

/** The Redis handler, logging its failures before the cache handler falls back. */
function withOutageLog(handler, log) {
  const wrap =
    (method) =>
    async (...args) => {
      try {
        return await handler[method](...args);
      } catch (error) {
        log.failed(method, error);
        throw error;
      }
    };
  return {
    ...handler,
    get: wrap('get'),
    set: wrap('set'),
    revalidateTag: wrap('revalidateTag'),
    delete: wrap('delete'),
  };
}

async function handlers() {
  const memory = createLruHandler();
  const url = process.env.REDIS_URL;
  // At build time no page is rendered (on-demand ISR only): nothing to share.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [memory];
  const log = outageLog();
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing, so requests fall back without waiting.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  });
  client.on('error', (error) => log.failed('connection', error));
  client.on('ready', () => log.restored());
  // The first page waits up to 2 s for the connection; if Redis is down it goes on without.
  const connected = client.connect().catch(() => undefined);
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  const redis = createRedisHandler({
    client,
    keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'zxw:'}next:`,
    timeoutMs: 1_000,
  });
  return [withOutageLog(redis, log), memory];
}

let config;
CacheHandler.onCreation(() => (config ??= handlers().then((list) => ({ handlers: list }))));

export default CacheHandler;
