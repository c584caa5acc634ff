import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_push_queue_engine" AS ENUM('baidu', 'indexnow');
  CREATE TYPE "public"."enum_search_push_status_engine" AS ENUM('baidu', 'indexnow');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'searchPush';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'searchPush';
  CREATE TABLE "search_push_queue" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"engine" "enum_search_push_queue_engine" NOT NULL,
  	"url" varchar NOT NULL,
  	"queued_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "search_push_status" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"engine" "enum_search_push_status_engine" NOT NULL,
  	"day" varchar NOT NULL,
  	"pushed_today" numeric DEFAULT 0 NOT NULL,
  	"remain_today" numeric,
  	"last_push_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"last_error_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_push_queue_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_push_status_id" integer;
  CREATE UNIQUE INDEX "engine_url_idx" ON "search_push_queue" USING btree ("engine","url");
  CREATE INDEX "engine_queuedAt_idx" ON "search_push_queue" USING btree ("engine","queued_at");
  CREATE UNIQUE INDEX "search_push_status_engine_idx" ON "search_push_status" USING btree ("engine");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_push_queue_fk" FOREIGN KEY ("search_push_queue_id") REFERENCES "public"."search_push_queue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_push_status_fk" FOREIGN KEY ("search_push_status_id") REFERENCES "public"."search_push_status"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_push_queue_id_idx" ON "payload_locked_documents_rels" USING btree ("search_push_queue_id");
  CREATE INDEX "payload_locked_documents_rels_search_push_status_id_idx" ON "payload_locked_documents_rels" USING btree ("search_push_status_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_push_queue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_push_status" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_push_queue" CASCADE;
  DROP TABLE "search_push_status" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_search_push_queue_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_search_push_status_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'importFile', 'demoFeed', 'alertDigest', 'alertPurge');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'importFile', 'demoFeed', 'alertDigest', 'alertPurge');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_search_push_queue_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_search_push_status_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_push_queue_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_push_status_id";
  DROP TYPE "public"."enum_search_push_queue_engine";
  DROP TYPE "public"."enum_search_push_status_engine";`)
}
