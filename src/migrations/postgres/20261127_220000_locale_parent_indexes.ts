import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { LOCALE_PARENT_INDEXES as INDEXES } from '../locale-parent-indexes'

// Indexes the records' locale rows by parent: see ../locale-parent-indexes.ts.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [name, table] of INDEXES)
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${name}" ON "${table}" USING btree ("_parent_id")`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [name] of INDEXES) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${name}"`))
}
