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
import { createRedisClient } from './redis-client.mjs';

/** The Redis handler, logging its failures before the cache handler falls back. */
function withOutageLog(handler, failed) {
  const wrap =
    (method) =>
    async (...args) => {
      try {
        return await handler[method](...args);
      } catch (error) {
        failed(error);
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
  const { client, failed } = createRedisClient(url, '[cache]');
  // The first page waits up to 2 s for the connection; if Redis is down it goes on without.
  const connected = client.connect().catch(() => undefined);
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  const redis = createRedisHandler({
    client,
    keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'zxw:'}next:`,
    timeoutMs: 1_000,
  });
  return [withOutageLog(redis, failed), memory];
}

let config;
CacheHandler.onCreation(() => (config ??= handlers().then((list) => ({ handlers: list }))));

export default CacheHandler;
