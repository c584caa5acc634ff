import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { ALERT_SLOT_BACKFILL } from '../alert-slots'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`slot\` numeric;`)
  // Twins removed and slots given before the unique indexes: see ../alert-slots.ts.
  for (const statement of ALERT_SLOT_BACKFILL) await db.run(sql.raw(statement))
  await db.run(sql`CREATE UNIQUE INDEX \`email_filterKey_idx\` ON \`alerts\` (\`email\`,\`filter_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_slot_idx\` ON \`alerts\` (\`email\`,\`slot\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`email_filterKey_idx\`;`)
  await db.run(sql`DROP INDEX \`email_slot_idx\`;`)
  await db.run(sql`ALTER TABLE \`alerts\` DROP COLUMN \`slot\`;`)
}
