import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "feedback" ADD COLUMN "times_received" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "feedback" ADD COLUMN "last_received_at" timestamp(3) with time zone;
  ALTER TABLE "feedback" ADD COLUMN "fingerprint" varchar;
  ALTER TABLE "apply_records" ADD COLUMN "times_received" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "apply_records" ADD COLUMN "last_received_at" timestamp(3) with time zone;
  ALTER TABLE "apply_records" ADD COLUMN "fingerprint" varchar;
  CREATE INDEX "feedback_fingerprint_idx" ON "feedback" USING btree ("fingerprint");
  CREATE INDEX "apply_records_fingerprint_idx" ON "apply_records" USING btree ("fingerprint");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "feedback_fingerprint_idx";
  DROP INDEX "apply_records_fingerprint_idx";
  ALTER TABLE "feedback" DROP COLUMN "times_received";
  ALTER TABLE "feedback" DROP COLUMN "last_received_at";
  ALTER TABLE "feedback" DROP COLUMN "fingerprint";
  ALTER TABLE "apply_records" DROP COLUMN "times_received";
  ALTER TABLE "apply_records" DROP COLUMN "last_received_at";
  ALTER TABLE "apply_records" DROP COLUMN "fingerprint";`)
}
