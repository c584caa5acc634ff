import { createClient } from 'redis';

export type TestRedis = ReturnType<typeof createClient>;

/** The suites' Redis (REDIS_URL, default redis://127.0.0.1:6379/0). */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';

const underCi = () => !!process.env.CI && !['false', '0'].includes(process.env.CI);

/**
 * A connection to the test Redis. When none answers: under CI an error, elsewhere undefined with a
 * warning naming `suite`.
 */
export async function connectTestRedis(suite: string): Promise<TestRedis | undefined> {
  const client = createClient({
    url: TEST_REDIS_URL,
    socket: { connectTimeout: 2_000, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    const why = `${suite}: no Redis answers at ${TEST_REDIS_URL} (${error instanceof Error ? error.message : String(error)})`;
    // CI has Redis: a missing one fails the run rather than skipping what needs it.
    if (underCi()) throw new Error(`${why}. CI requires Redis: start one or set REDIS_URL to it.`);
    console.warn(`${why}: the checks that need it are skipped (under CI=true they fail).`);
    return undefined;
  }
}
