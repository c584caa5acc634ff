import { createClient } from 'redis';

export type TestRedis = ReturnType<typeof createClient>;

/** The suites' Redis (REDIS_URL, default redis://127.0.0.1:6379/0). */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';

/** A connection to the test Redis, or undefined (with a warning naming `suite`) when none answers. */
export async function connectTestRedis(suite: string): Promise<TestRedis | undefined> {
  const client = createClient({
    url: TEST_REDIS_URL,
    socket: { connectTimeout: 2_000, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch {
    console.warn(`${suite}: no Redis at ${TEST_REDIS_URL}, skipped`);
    return undefined;
  }
}
