import type { Pool, PoolClient, QueryResult } from 'pg';
import { errorSummary } from '@/text/log-safe';

/**
 * Page reads on PostgreSQL's streaming replicas, with the primary behind them (docs/deployment.md,
 * 'Read replicas'). Drizzle's `withReplicas` picks a replica at random and has no fallback: a
 * replica that stops answering would fail every page it was picked for. This pool stands where
 * Drizzle expects a replica's pool: it sends each read to a replica that answers, and a read the
 * replica cannot serve (connection refused or cut, timed out, cancelled by recovery) runs again
 * on the primary. A replica that failed, or lags more than `maxLagSeconds`, is left out until a
 * probe finds it answering and caught up again; no visitor's read waits on it meanwhile.
 */
export interface ReplicaOptions {
  /** How often each replica is probed (its lag, and whether it answers). */
  probeEveryMs?: number;
  /** A replica further behind than this is left out until it catches up. */
  maxLagSeconds?: number;
  /** After a write in this process, reads go to the primary this long (the replicas' usual lag, with room). */
  afterWriteMs?: number;
}

/** Failures of the replica itself, not of the statement: the read is run on the primary instead. */
const REPLICA_FAILURE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|terminating connection|the database system is (starting up|shutting down|in recovery|not yet accepting)/i;
/** SQLSTATE classes 08 (connection), 57P (operator intervention: shutdown, cannot connect now). */
const REPLICA_FAILURE_CODE = /^(08|57P)/;
/** 'canceling statement due to conflict with recovery': the replica is fine, this read is not. */
const RECOVERY_CONFLICT = '40001';

type Failure = 'down' | 'retry' | 'statement';

const messageOf = (error: unknown) =>
  error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);

export function classifyReplicaError(error: unknown): Failure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === RECOVERY_CONFLICT) return 'retry';
  if (typeof code === 'string' && REPLICA_FAILURE_CODE.test(code)) return 'down';
  return REPLICA_FAILURE.test(messageOf(error)) ? 'down' : 'statement';
}

/** Why a replica was left out: the error's kind and code, and the known failure its message names (never its data). */
function reasonOf(error: unknown): string {
  const known = REPLICA_FAILURE.exec(messageOf(error))?.[0];
  return known ? `${errorSummary(error)} (${known})` : errorSummary(error);
}

/** How far the replica's replay is behind (0 when it has replayed all it received), in seconds. */
const LAG_SQL = `SELECT CASE
  WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
  ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()), 0) END AS lag`;

/**
 * Every replica pool of the process, on globalThis: a write noted by any bundle (a collection
 * hook, the cache-expiry endpoint) reaches the pool the database adapter holds.
 */
const KEY = Symbol.for('zxw.readReplicas');
const pools: Set<ReplicaPool> = ((globalThis as Record<symbol, Set<ReplicaPool>>)[KEY] ??= new Set());

/** A write in this process (its cache tags expired): the next reads go to the primary for a moment. */
export function noteWrite(): void {
  for (const pool of pools) pool.noteWrite();
}

interface Replica {
  pool: Pool;
  /** Why it is left out ('' while it serves reads). */
  out: string;
}

export class ReplicaPool {
  private readonly replicas: Replica[];
  private next = 0;
  private primaryUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly probeEveryMs: number;
  private readonly maxLagSeconds: number;
  private readonly afterWriteMs: number;
  private readonly probeTimeoutMs: number;

  constructor(
    private readonly primary: Pool,
    replicas: Pool[],
    options: ReplicaOptions = {},
  ) {
    this.replicas = replicas.map((pool) => ({ pool, out: '' }));
    this.probeEveryMs = options.probeEveryMs ?? 5_000;
    this.maxLagSeconds = options.maxLagSeconds ?? 30;
    this.afterWriteMs = options.afterWriteMs ?? 2_000;
    this.probeTimeoutMs = Math.min(this.probeEveryMs, 2_000);
    // A replica's pool reports a dropped idle connection here; unhandled, it would end the process.
    for (const replica of this.replicas)
      replica.pool.on('error', (error) => this.leaveOut(replica, reasonOf(error)));
  }

  /** The replica the next read goes to, or undefined for the primary. */
  private pick(): Replica | undefined {
    if (Date.now() < this.primaryUntil) return undefined;
    for (let i = 0; i < this.replicas.length; i++) {
      const replica = this.replicas[(this.next + i) % this.replicas.length];
      if (!replica.out) {
        this.next = (this.next + i + 1) % this.replicas.length;
        return replica;
      }
    }
    return undefined;
  }

  private leaveOut(replica: Replica, reason: string): void {
    if (!replica.out) console.error(`[db] read replica left out, reads go to the primary: ${reason}`);
    replica.out = reason;
  }

  /** pg's `Pool.query`, promise form: the one Drizzle's node-postgres session calls. */
  async query(statement: unknown, values?: unknown): Promise<QueryResult> {
    const run = (pool: Pool) =>
      (pool.query as (s: unknown, v?: unknown) => Promise<QueryResult>)(statement, values);
    const replica = this.pick();
    if (!replica) return run(this.primary);
    try {
      return await run(replica.pool);
    } catch (error) {
      const failure = classifyReplicaError(error);
      if (failure === 'statement') throw error;
      if (failure === 'down') this.leaveOut(replica, reasonOf(error));
      return run(this.primary);
    }
  }

  /** Transactions (none is a page read) run on the primary. */
  connect(): Promise<PoolClient> {
    return this.primary.connect();
  }

  /** A write in this process: its pages' next reads must see it, so they read the primary for a moment. */
  noteWrite(): void {
    if (this.replicas.length) this.primaryUntil = Date.now() + this.afterWriteMs;
  }

  /** Which replicas serve reads now (for logs, the health answer and the tests). */
  state(): { serving: number; out: string[] } {
    return {
      serving: this.replicas.filter((r) => !r.out).length,
      out: this.replicas.filter((r) => r.out).map((r) => r.out),
    };
  }

  /** Probes every replica once: one that answers and is caught up serves reads (again). */
  async probe(): Promise<void> {
    await Promise.all(
      this.replicas.map(async (replica) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          // A replica that stopped answering (a cut network) would hold the probe forever.
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('probe timed out')), this.probeTimeoutMs);
          });
          const { rows } = await Promise.race([
            replica.pool.query<{ lag: string | number }>(LAG_SQL),
            timeout,
          ]);
          const lag = Number(rows[0]?.lag ?? 0);
          if (lag > this.maxLagSeconds) {
            this.leaveOut(replica, `replay ${Math.round(lag)} s behind the primary`);
          } else if (replica.out) {
            replica.out = '';
            console.log('[db] read replica serves reads again');
          }
        } catch (error) {
          this.leaveOut(replica, reasonOf(error));
        } finally {
          clearTimeout(timer);
        }
      }),
    );
  }

  /** Probes every `probeEveryMs` until `end()`; the timer never keeps the process alive. */
  start(): this {
    pools.add(this);
    if (!this.timer && this.replicas.length) {
      this.timer = setInterval(() => void this.probe(), this.probeEveryMs);
      this.timer.unref();
    }
    return this;
  }

  async end(): Promise<void> {
    pools.delete(this);
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(this.replicas.map((r) => r.pool.end()));
  }
}
