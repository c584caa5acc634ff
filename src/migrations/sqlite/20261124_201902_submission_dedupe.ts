import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`feedback\` ADD \`times_received\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`feedback\` ADD \`last_received_at\` text;`)
  await db.run(sql`ALTER TABLE \`feedback\` ADD \`fingerprint\` text;`)
  await db.run(sql`CREATE INDEX \`feedback_fingerprint_idx\` ON \`feedback\` (\`fingerprint\`);`)
  await db.run(sql`ALTER TABLE \`apply_records\` ADD \`times_received\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`apply_records\` ADD \`last_received_at\` text;`)
  await db.run(sql`ALTER TABLE \`apply_records\` ADD \`fingerprint\` text;`)
  await db.run(sql`CREATE INDEX \`apply_records_fingerprint_idx\` ON \`apply_records\` (\`fingerprint\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`feedback_fingerprint_idx\`;`)
  await db.run(sql`ALTER TABLE \`feedback\` DROP COLUMN \`times_received\`;`)
  await db.run(sql`ALTER TABLE \`feedback\` DROP COLUMN \`last_received_at\`;`)
  await db.run(sql`ALTER TABLE \`feedback\` DROP COLUMN \`fingerprint\`;`)
  await db.run(sql`DROP INDEX \`apply_records_fingerprint_idx\`;`)
  await db.run(sql`ALTER TABLE \`apply_records\` DROP COLUMN \`times_received\`;`)
  await db.run(sql`ALTER TABLE \`apply_records\` DROP COLUMN \`last_received_at\`;`)
  await db.run(sql`ALTER TABLE \`apply_records\` DROP COLUMN \`fingerprint\`;`)
}
