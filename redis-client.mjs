// One way to connect to Redis for both users in a process: the cache handler
// (cache-handler.mjs, loaded by Next outside the app bundle) and the rate limiter
// (src/server/redis.ts). Commands fail at once while disconnected (no offline queue), so
// callers fall back to their in-process state instead of waiting; the client reconnects by
// itself, and one line is logged when the link goes and one when it returns.
import { createClient } from 'redis';

/**
 * @param {string} url
 * @param {string} label prefix of the log lines, e.g. `[cache]`
 */
export function createRedisClient(url, label) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  });
  let down = false;
  const failed = (error) => {
    if (down) return;
    down = true;
    console.warn(
      `${label} Redis unavailable, using this process's memory until it returns: ${String(error)}`,
    );
  };
  client.on('error', failed);
  client.on('ready', () => {
    if (down) console.info(`${label} Redis available again, shared state resumed`);
    down = false;
  });
  return { client, failed };
}
