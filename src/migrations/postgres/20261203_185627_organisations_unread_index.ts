import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// No read uses the organisations' last publication date through an index (docs/deployment.md,
// 'Which read uses which index'), and the upkeep rewrote an entry of it for each organisation a
// batch touched.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "lastPublishedAt_idx";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "lastPublishedAt_idx" ON "organisations" USING btree ("last_published_at");`)
}
