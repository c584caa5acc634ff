import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_locale" AS ENUM('zh', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertDigest';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertPurge';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertPurge';
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_alerts_locale" NOT NULL,
  	"filter" jsonb NOT NULL,
  	"filter_key" varchar NOT NULL,
  	"confirmed" boolean DEFAULT false NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"watermark" numeric DEFAULT 0 NOT NULL,
  	"last_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  CREATE INDEX "alerts_email_idx" ON "alerts" USING btree ("email");
  CREATE INDEX "alerts_filter_key_idx" ON "alerts" USING btree ("filter_key");
  CREATE INDEX "alerts_confirmed_idx" ON "alerts" USING btree ("confirmed");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_alerts_fk";
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('alertDigest', 'alertPurge');
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('alertDigest', 'alertPurge');
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'importFile', 'demoFeed');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'importFile', 'demoFeed');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  DROP TYPE "public"."enum_alerts_locale";`)
}
