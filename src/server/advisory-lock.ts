/**
 * PostgreSQL session advisory locks, each held on a pooled connection of its own while its task
 * runs: the start-up lock (src/startup/lock.ts), and the lock bulk loads share and a server start
 * tests (./deferred-indexes.ts).
 */
import type { Pool } from 'pg';

type Mode = 'wait' | 'shared' | 'try';

const SQL: Record<Mode, [lock: string, unlock: string]> = {
  wait: ['pg_advisory_lock', 'pg_advisory_unlock'],
  shared: ['pg_advisory_lock_shared', 'pg_advisory_unlock_shared'],
  try: ['pg_try_advisory_lock', 'pg_advisory_unlock'],
};

async function underLock<T>(pool: Pool, key: number, mode: Mode, task: () => Promise<T>) {
  const [lock, unlock] = SQL[mode];
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: unknown }>(`SELECT ${lock}($1) AS locked`, [key]);
    // Only the try form answers; the others wait until they hold the lock.
    if (rows[0].locked === false) return null;
    try {
      return { value: await task() };
    } finally {
      await client.query(`SELECT ${unlock}($1)`, [key]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

/** Runs `task` holding `key`, alone or (`shared`) beside other shared holders; waits for it. */
export async function withAdvisoryLock<T>(
  pool: Pool,
  key: number,
  task: () => Promise<T>,
  { shared = false } = {},
): Promise<T> {
  return (await underLock(pool, key, shared ? 'shared' : 'wait', task))!.value;
}

/** Runs `task` holding `key` alone if nobody holds it now; null (and `task` not run) otherwise. */
export function ifAdvisoryLockFree<T>(pool: Pool, key: number, task: () => Promise<T>) {
  return underLock(pool, key, 'try', task);
}
