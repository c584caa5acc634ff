import fs from 'node:fs';
import path from 'node:path';
import { type Client, type TransactionMode, createClient } from '@libsql/client';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { withReplicas } from 'drizzle-orm/pg-core';
import type { DatabaseAdapterObj, Migration } from 'payload';
import type pg from 'pg';
import type { AppConfig } from '@/config/env';
import { ReplicaPool } from '@/server/read-replicas';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';

/** The committed migrations of the adapter the config selects. */
export function migrationsFor(config: AppConfig): Migration[] {
  // Each adapter's migrations take that adapter's arguments; the adapter in use matches them.
  return (config.DATABASE_URL ? postgresMigrations : sqliteMigrations) as unknown as Migration[];
}

/**
 * SQLite file by default; PostgreSQL when DATABASE_URL is a postgres:// URL. Migrations are
 * not run by the adapter on connect: `startup/bootstrap.ts` runs them under a start-up lock, so
 * several instances starting together on one PostgreSQL database do not race.
 */
/**
 * How long a SQLite connection waits for another one's lock (an import committing beside the
 * server) before failing with SQLITE_BUSY. libSQL starts connections with none.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 30_000;

/**
 * The page size of a new SQLite file: a record's row holds its texts in both languages (about
 * 1.4 KB), and SQLite's default 4 KB pages left a fifth of each page empty around them; with 8 KB
 * pages the same bench dataset took 6 % fewer bytes (docs/benchmarks.md, 'The records' texts in
 * their own row'). A file that has pages keeps its size: WAL mode fixes it.
 */
const SQLITE_PAGE_SIZE = 8192;

/** Gives a database file that does not exist yet (or is empty) SQLite's page size above. */
async function createWithPageSize(file: string): Promise<void> {
  if (fs.existsSync(file) && fs.statSync(file).size > 0) return;
  const client = createClient({ url: `file:${file}` });
  try {
    await client.execute(`PRAGMA page_size = ${SQLITE_PAGE_SIZE}`);
    // Writes the file's header with that size.
    await client.execute('VACUUM');
  } finally {
    client.close();
  }
}

export function databaseAdapter(config: AppConfig): DatabaseAdapterObj {
  const migrationsRoot = path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/migrations');
  if (config.DATABASE_URL) {
    const adapter = postgresAdapter({
      // work_mem 32MB per connection: with the default 4MB, the bitmap of a frequent keyword
      // (tens of thousands of rows) turns lossy and PostgreSQL rechecks whole pages, 40x slower.
      pool: { connectionString: config.DATABASE_URL, max: 10, options: '-c work_mem=32MB' },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    });
    const replicas = config.DATABASE_REPLICA_URLS ?? [];
    return replicas.length
      ? readingFromReplicas(adapter, replicas, config.DATABASE_REPLICA_MAX_LAG_SECONDS)
      : adapter;
  }
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), config.SQLITE_FILE);
  return keepingBusyTimeout(
    file,
    sqliteAdapter({
      client: { url: `file:${file}` },
      busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
      // Write-ahead log (kept in the file, so an import CLI or a second process uses it too):
      // readers never wait for a writer, nor a writer for readers. With the rollback journal, a
      // commit waited for every open read and blocked new ones meanwhile, and on a loaded machine
      // pages and the suites' reads failed with SQLITE_BUSY after the 30 s timeout. Commits stay
      // synchronous=FULL (Payload's default): a lead or an import survives a power cut.
      wal: true,
      migrationDir: path.join(migrationsRoot, 'sqlite'),
      push: false,
    }),
  );
}

const keeping = new WeakSet<Client>();

/**
 * libSQL (@libsql/client 0.14, the version Payload pins) hands the client's connection to each
 * transaction and opens a fresh one for the client on its next use, without the busy timeout the
 * adapter set on the first: every read beside an import's commit then failed at once with
 * SQLITE_BUSY (a 500). The client has no option for it (its `timeout` came in a later release),
 * so this sets it again on each fresh connection, before anything else can use it: both calls
 * run synchronously. Drizzle's transactions (Payload's own, and `server/db.ts`) go through
 * `client.transaction` too.
 */
export function keepBusyTimeout(client: Client): void {
  if (keeping.has(client)) return;
  keeping.add(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (mode?: TransactionMode) => {
    const handedOver = transaction(mode);
    void client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    return handedOver;
  };
}

/**
 * The SQLite adapter, its file made with SQLITE_PAGE_SIZE when new and its client kept with a
 * busy timeout from the moment it connects.
 */
function keepingBusyTimeout(file: string, adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      const connect = db.connect;
      db.connect = async function (this: typeof db & { client: Client }, options) {
        await createWithPageSize(file);
        await connect?.call(this, options);
        keepBusyTimeout(this.client);
      };
      return db;
    },
  };
}

interface PostgresParts {
  pg: typeof pg;
  pool: pg.Pool;
  poolOptions: pg.PoolConfig;
  drizzle: unknown;
  primaryDrizzle?: unknown;
  schema: Record<string, unknown>;
  logger?: Logger | boolean;
  replicaPool?: ReplicaPool;
}

/**
 * The PostgreSQL adapter with its reads on `urls` (docs/deployment.md, 'Read replicas'). Payload's
 * own `readReplicas` option wires Drizzle's `withReplicas` over plain pools, which picks a replica
 * at random and fails every read picked for one that is down. This wires the same thing (the
 * adapter's `drizzle` over the primary and the replicas, `primaryDrizzle` for the reads Payload
 * sends to the primary right after its own writes) over one ReplicaPool, which falls back to the
 * primary. Writes, transactions and `execute` (all raw SQL but the page reads) go to the primary.
 */
function readingFromReplicas(
  adapter: DatabaseAdapterObj,
  urls: string[],
  maxLagSeconds: number,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      const connect = db.connect;
      db.connect = async function (this: typeof db & PostgresParts, options) {
        await connect?.call(this, options);
        // A replica that does not answer at once is left out rather than waited for.
        const pool = (url: string) =>
          new this.pg.Pool({ ...this.poolOptions, connectionString: url, connectionTimeoutMillis: 2_000 });
        this.replicaPool ??= new ReplicaPool(this.pool, urls.map(pool), { maxLagSeconds }).start();
        const primary = this.drizzle as ReturnType<typeof drizzle>;
        // Drizzle takes any pool-like client; this one hands reads to a replica or the primary.
        const replica = drizzle({
          client: this.replicaPool as unknown as pg.Pool,
          logger: this.logger || false,
          schema: this.schema,
        });
        this.primaryDrizzle = primary;
        this.drizzle = withReplicas(primary, [replica]);
      };
      return db;
    },
  };
}
