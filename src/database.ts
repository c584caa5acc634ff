import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import type { AppConfig } from '@/config/env';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';

/** SQLite file by default; PostgreSQL when DATABASE_URL is a postgres:// URL. */
export function databaseAdapter(config: AppConfig): DatabaseAdapterObj {
  const migrationsRoot = path.resolve(process.cwd(), 'src/migrations');
  if (config.DATABASE_URL) {
    return postgresAdapter({
      pool: { connectionString: config.DATABASE_URL, max: 10 },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    });
  }
  const file = path.resolve(process.cwd(), config.SQLITE_FILE);
  return sqliteAdapter({
    client: { url: `file:${file}` },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
  });
}
