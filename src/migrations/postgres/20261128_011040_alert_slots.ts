import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { ALERT_SLOT_BACKFILL } from '../alert-slots'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "alerts" ADD COLUMN "slot" numeric;`)
  // Twins removed and slots given before the unique indexes: see ../alert-slots.ts.
  for (const statement of ALERT_SLOT_BACKFILL) await db.execute(sql.raw(statement))
  await db.execute(sql`
  CREATE UNIQUE INDEX "email_filterKey_idx" ON "alerts" USING btree ("email","filter_key");
  CREATE UNIQUE INDEX "email_slot_idx" ON "alerts" USING btree ("email","slot");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "email_filterKey_idx";
  DROP INDEX "email_slot_idx";
  ALTER TABLE "alerts" DROP COLUMN "slot";`)
}
