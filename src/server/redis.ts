import type { createClient } from 'redis';
import { getConfig } from '@/config/env';
import { createRedisClient } from '../../redis-client.mjs';

/**
 * The Redis client of this process (rate-limit counters), or null when REDIS_URL is unset.
 * While the connection is down commands fail at once and the limiter counts in memory
 * (redis-client.mjs).
 */
type Redis = ReturnType<typeof createClient>;

/**
 * Kept on globalThis: instrumentation and the route handlers are separate bundles, each with its
 * own copy of this module, and must share the connection made at start-up.
 */
const shared = globalThis as { __zxwRedis?: { client: Redis | null; ready: Promise<boolean> } };

export function getRedis(): Redis | null {
  if (shared.__zxwRedis) return shared.__zxwRedis.client;
  const { REDIS_URL } = getConfig();
  if (!REDIS_URL) {
    shared.__zxwRedis = { client: null, ready: Promise.resolve(false) };
    return null;
  }
  const { client: redis } = createRedisClient(REDIS_URL, '[rate-limit]');
  // Not awaited here: `connectRedis` at start-up waits for it; if Redis is down, requests fall back.
  const ready = redis.connect().then(
    () => true,
    () => false,
  );
  shared.__zxwRedis = { client: redis, ready };
  return redis;
}

/**
 * Connects at server start, so the first requests already share Redis; gives up waiting after
 * `timeoutMs` (the app then starts on in-process state and the client keeps retrying).
 */
export async function connectRedis(timeoutMs = 5_000): Promise<void> {
  if (!getRedis()) return;
  const connected = await Promise.race([
    shared.__zxwRedis!.ready,
    new Promise<false>((r) => setTimeout(() => r(false), timeoutMs)),
  ]);
  if (!connected) console.warn('[redis] not reachable at start; using in-process state until it is');
}
