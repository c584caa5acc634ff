import type { Payload } from 'payload';
import { withAdvisoryLock } from '@/server/advisory-lock';
import { databaseDriver } from '@/server/db';

/** Arbitrary constant naming this application's start-up lock among PostgreSQL advisory locks. */
const LOCK_KEY = 73_016_204;

/**
 * Runs `task` while holding a database-wide lock: on PostgreSQL a session advisory lock, so of
 * several instances starting at once one migrates and seeds while the others wait, then find
 * the work done. The embedded SQLite file serves one host, whose start is not concurrent.
 */
export async function withStartupLock<T>(payload: Payload, task: () => Promise<T>): Promise<T> {
  const driver = databaseDriver(payload);
  if (driver.dialect !== 'postgres') return task();
  return withAdvisoryLock(driver.pool, LOCK_KEY, task);
}
