import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { UNREAD_INDEXES as INDEXES } from '../unread-indexes'

// Drops the indexes no query reads: see ../unread-indexes.ts.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [name] of INDEXES) await db.run(sql.raw(`DROP INDEX IF EXISTS \`${name}\``))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [name, table, column] of INDEXES)
    await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`${name}\` ON \`${table}\` (\`${column}\`)`))
}
