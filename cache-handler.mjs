// Next's cache handler (ISR pages and the data cache, tags included), through
// @fortedigital/nextjs-cache-handler. With REDIS_URL every instance reads and writes one Redis,
// so a save's revalidateTag reaches them all at once; unset, pages stay in this process's memory
// as with Next's default. While Redis is unreachable each request falls back to this process's
// memory (the handler reads the next handler when one throws), a line is logged, and the client
// reconnects by itself.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createRedisClient } from './redis-client.mjs';

/** As the library's local-lru handler: at most 1,000 entries and 100 MB. */
const MEMORY_MAX_ENTRIES = 1_000;
const MEMORY_MAX_BYTES = 100 * 1024 * 1024;
/** Next's prefix of a path's implicit tags (the library's NEXT_CACHE_IMPLICIT_TAG_ID). */
const IMPLICIT_TAG = '_N_T_';

/**
 * About how many bytes a cache value holds: string lengths and buffer sizes, walked. The library's
 * local-lru measures `JSON.stringify(value).length`, which turns a page's RSC buffers into arrays
 * of numbers on every write: with its garbage, the largest cost of a cache miss after rendering
 * (docs/benchmarks.md, 'Crawl and phones').
 */
function sizeOf(value) {
  let size = 0;
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') size += v.length;
    else if (ArrayBuffer.isView(v)) size += v.byteLength;
    else if (v instanceof Map) for (const entry of v) stack.push(entry);
    else if (v && typeof v === 'object') for (const key in v) stack.push(key, v[key]);
    else size += 8;
  }
  return size;
}

/**
 * This process's memory: the library's local-lru handler (the same get, tags and limits) on a Map
 * kept in use order, with sizeOf instead of its JSON size.
 */
function createMemoryHandler() {
  const store = new Map();
  const revalidatedTags = new Map();
  let bytes = 0;
  const remove = (key) => {
    const entry = store.get(key);
    if (!entry) return;
    store.delete(key);
    bytes -= entry.size;
  };
  return {
    name: 'memory',
    async get(key, { implicitTags }) {
      const entry = store.get(key);
      if (!entry) return null;
      const { value } = entry;
      for (const tag of [...value.tags, ...implicitTags]) {
        const at = revalidatedTags.get(tag);
        if (at && at > value.lastModified) {
          remove(key);
          return null;
        }
      }
      store.delete(key);
      store.set(key, entry);
      return value;
    },
    async set(key, value, ctx) {
      if (ctx?.setOnlyIfNotExists && store.has(key)) return;
      const size = sizeOf(value);
      remove(key);
      if (size > MEMORY_MAX_BYTES) return;
      store.set(key, { value, size });
      bytes += size;
      for (const oldest of store.keys()) {
        if (store.size <= MEMORY_MAX_ENTRIES && bytes <= MEMORY_MAX_BYTES) break;
        remove(oldest);
      }
    },
    async revalidateTag(tag) {
      for (const [key, { value }] of store) if (value.tags.includes(tag)) remove(key);
      if (tag.startsWith(IMPLICIT_TAG)) revalidatedTags.set(tag, Date.now());
    },
    async delete(key) {
      remove(key);
    },
  };
}

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
  const memory = createMemoryHandler();
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
