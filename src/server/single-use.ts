import { getConfig } from '@/config/env';
import { getRedis } from './redis';

/**
 * Single-use keys (a signed request's nonce): the first claim of a key wins until `until`, every
 * later one loses. In Redis when REDIS_URL is set, so a replay to another instance loses too;
 * else, or while Redis is unreachable, in this process's memory.
 */
const claimed = new Map<string, number>();

function claimInMemory(id: string, until: number): boolean {
  const now = Date.now();
  for (const [key, expiry] of claimed) if (expiry <= now) claimed.delete(key);
  if (claimed.has(id)) return false;
  claimed.set(id, until);
  return true;
}

/** Claims `key` of `scope` until the time `until` (ms); false when it was claimed already. */
export async function claimOnce(scope: string, key: string, until: number): Promise<boolean> {
  const id = `${scope}:${key}`;
  const ttl = Math.max(1, Math.ceil(until - Date.now()));
  const redis = getRedis();
  if (redis?.isReady) {
    try {
      const set = await redis.set(`${getConfig().REDIS_KEY_PREFIX}once:${id}`, '1', {
        condition: 'NX',
        expiration: { type: 'PX', value: ttl },
      });
      // Also kept here: a replay while Redis is away later still finds it.
      if (set !== null) claimInMemory(id, until);
      return set !== null;
    } catch (error) {
      console.warn(`[single-use] Redis unreachable, claiming ${scope} in memory: ${String(error)}`);
    }
  }
  return claimInMemory(id, until);
}
