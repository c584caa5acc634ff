import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_feedback_status" AS ENUM('new', 'contacted', 'converted', 'invalid');
  CREATE TYPE "public"."enum_apply_records_province" AS ENUM('beijing', 'tianjin', 'hebei', 'shanxi', 'neimenggu', 'liaoning', 'jilin', 'heilongjiang', 'shanghai', 'jiangsu', 'zhejiang', 'anhui', 'fujian', 'shandong', 'jiangxi', 'henan', 'hubei', 'hunan', 'guangdong', 'guangxi', 'hainan', 'shaanxi', 'gansu', 'qinghai', 'ningxia', 'xinjiang', 'chongqing', 'sichuan', 'guizhou', 'yunnan', 'xizang');
  CREATE TYPE "public"."enum_apply_records_industry" AS ENUM('huanbao', 'dianli', 'shiyou', 'huaxuegongcheng', 'zhiyaogongcheng', 'nengyuangongye', 'kuangchan', 'shizheng', 'jixie', 'dianzidianqi', 'qinggong', 'fangzhi', 'shipin', 'yejin', 'jiancai', 'jiaotongsheshi', 'cangchuwuliu', 'jianzhu', 'fangdichan', 'nonglin', 'shuili', 'yuanlin', 'jingqu', 'lvhua', 'xinjijian', 'yiliao', 'jiudian', 'wenyutiyu', 'jiaoyukeyan', 'huiyizhanlan', 'bangonglou', 'zhuzhai', 'shequ');
  CREATE TYPE "public"."enum_apply_records_status" AS ENUM('new', 'contacted', 'converted', 'invalid');
  CREATE TYPE "public"."enum_lead_rules_provinces" AS ENUM('beijing', 'tianjin', 'hebei', 'shanxi', 'neimenggu', 'liaoning', 'jilin', 'heilongjiang', 'shanghai', 'jiangsu', 'zhejiang', 'anhui', 'fujian', 'shandong', 'jiangxi', 'henan', 'hubei', 'hunan', 'guangdong', 'guangxi', 'hainan', 'shaanxi', 'gansu', 'qinghai', 'ningxia', 'xinjiang', 'chongqing', 'sichuan', 'guizhou', 'yunnan', 'xizang');
  CREATE TYPE "public"."enum_lead_deliveries_kind" AS ENUM('feedback', 'trial', 'stale', 'recovered');
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('email', 'wecom', 'dingtalk', 'feishu', 'webhook');
  CREATE TYPE "public"."enum_lead_deliveries_state" AS ENUM('queued', 'sending', 'waiting', 'retrying', 'sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyLead';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'leadWatch';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'leadWatch';
  CREATE TABLE "feedback_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"at" timestamp(3) with time zone,
  	"author_id" integer
  );
  
  CREATE TABLE "apply_records_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"at" timestamp(3) with time zone,
  	"author_id" integer
  );
  
  CREATE TABLE "lead_rules_provinces" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_lead_rules_provinces",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "lead_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"turn" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_rules_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "lead_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_lead_deliveries_kind" NOT NULL,
  	"feedback_id" integer,
  	"apply_record_id" integer,
  	"channel" "enum_lead_deliveries_channel" NOT NULL,
  	"state" "enum_lead_deliveries_state" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"reason" varchar,
  	"next_attempt_at" timestamp(3) with time zone,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"message_id" varchar,
  	"job_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ops_status" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"digest_at" timestamp(3) with time zone,
  	"digest_sent" numeric,
  	"digest_failed" numeric,
  	"stale_since" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "feedback" ADD COLUMN "status" "enum_feedback_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "feedback" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "feedback" ADD COLUMN "first_contact_at" timestamp(3) with time zone;
  ALTER TABLE "feedback" ADD COLUMN "minutes_to_first_contact" numeric;
  ALTER TABLE "apply_records" ADD COLUMN "province" "enum_apply_records_province";
  ALTER TABLE "apply_records" ADD COLUMN "industry" "enum_apply_records_industry";
  ALTER TABLE "apply_records" ADD COLUMN "status" "enum_apply_records_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "apply_records" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "apply_records" ADD COLUMN "first_contact_at" timestamp(3) with time zone;
  ALTER TABLE "apply_records" ADD COLUMN "minutes_to_first_contact" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_deliveries_id" integer;
  ALTER TABLE "feedback_notes" ADD CONSTRAINT "feedback_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback_notes" ADD CONSTRAINT "feedback_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "apply_records_notes" ADD CONSTRAINT "apply_records_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "apply_records_notes" ADD CONSTRAINT "apply_records_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."apply_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_rules_provinces" ADD CONSTRAINT "lead_rules_provinces_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_rules_rels" ADD CONSTRAINT "lead_rules_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_rules_rels" ADD CONSTRAINT "lead_rules_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_apply_record_id_apply_records_id_fk" FOREIGN KEY ("apply_record_id") REFERENCES "public"."apply_records"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "feedback_notes_order_idx" ON "feedback_notes" USING btree ("_order");
  CREATE INDEX "feedback_notes_parent_id_idx" ON "feedback_notes" USING btree ("_parent_id");
  CREATE INDEX "feedback_notes_author_idx" ON "feedback_notes" USING btree ("author_id");
  CREATE INDEX "apply_records_notes_order_idx" ON "apply_records_notes" USING btree ("_order");
  CREATE INDEX "apply_records_notes_parent_id_idx" ON "apply_records_notes" USING btree ("_parent_id");
  CREATE INDEX "apply_records_notes_author_idx" ON "apply_records_notes" USING btree ("author_id");
  CREATE INDEX "lead_rules_provinces_order_idx" ON "lead_rules_provinces" USING btree ("order");
  CREATE INDEX "lead_rules_provinces_parent_idx" ON "lead_rules_provinces" USING btree ("parent_id");
  CREATE INDEX "lead_rules_updated_at_idx" ON "lead_rules" USING btree ("updated_at");
  CREATE INDEX "lead_rules_created_at_idx" ON "lead_rules" USING btree ("created_at");
  CREATE INDEX "lead_rules_rels_order_idx" ON "lead_rules_rels" USING btree ("order");
  CREATE INDEX "lead_rules_rels_parent_idx" ON "lead_rules_rels" USING btree ("parent_id");
  CREATE INDEX "lead_rules_rels_path_idx" ON "lead_rules_rels" USING btree ("path");
  CREATE INDEX "lead_rules_rels_users_id_idx" ON "lead_rules_rels" USING btree ("users_id");
  CREATE INDEX "lead_deliveries_feedback_idx" ON "lead_deliveries" USING btree ("feedback_id");
  CREATE INDEX "lead_deliveries_apply_record_idx" ON "lead_deliveries" USING btree ("apply_record_id");
  CREATE INDEX "lead_deliveries_state_idx" ON "lead_deliveries" USING btree ("state");
  CREATE INDEX "lead_deliveries_sent_at_idx" ON "lead_deliveries" USING btree ("sent_at");
  CREATE INDEX "lead_deliveries_message_id_idx" ON "lead_deliveries" USING btree ("message_id");
  CREATE INDEX "lead_deliveries_updated_at_idx" ON "lead_deliveries" USING btree ("updated_at");
  CREATE INDEX "lead_deliveries_created_at_idx" ON "lead_deliveries" USING btree ("created_at");
  ALTER TABLE "feedback" ADD CONSTRAINT "feedback_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "apply_records" ADD CONSTRAINT "apply_records_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_rules_fk" FOREIGN KEY ("lead_rules_id") REFERENCES "public"."lead_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk" FOREIGN KEY ("lead_deliveries_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "feedback_received_at_idx" ON "feedback" USING btree ("received_at");
  CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status");
  CREATE INDEX "feedback_assignee_idx" ON "feedback" USING btree ("assignee_id");
  CREATE INDEX "feedback_first_contact_at_idx" ON "feedback" USING btree ("first_contact_at");
  CREATE INDEX "status_receivedAt_idx" ON "feedback" USING btree ("status","received_at");
  CREATE INDEX "firstContactAt_minutesToFirstContact_idx" ON "feedback" USING btree ("first_contact_at","minutes_to_first_contact");
  CREATE INDEX "apply_records_received_at_idx" ON "apply_records" USING btree ("received_at");
  CREATE INDEX "apply_records_status_idx" ON "apply_records" USING btree ("status");
  CREATE INDEX "apply_records_assignee_idx" ON "apply_records" USING btree ("assignee_id");
  CREATE INDEX "apply_records_first_contact_at_idx" ON "apply_records" USING btree ("first_contact_at");
  CREATE INDEX "status_receivedAt_1_idx" ON "apply_records" USING btree ("status","received_at");
  CREATE INDEX "firstContactAt_minutesToFirstContact_1_idx" ON "apply_records" USING btree ("first_contact_at","minutes_to_first_contact");
  CREATE INDEX "payload_locked_documents_rels_lead_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_rules_id");
  CREATE INDEX "payload_locked_documents_rels_lead_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "feedback_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "apply_records_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_rules_provinces" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_rules_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ops_status" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "feedback_notes" CASCADE;
  DROP TABLE "apply_records_notes" CASCADE;
  DROP TABLE "lead_rules_provinces" CASCADE;
  DROP TABLE "lead_rules" CASCADE;
  DROP TABLE "lead_rules_rels" CASCADE;
  DROP TABLE "lead_deliveries" CASCADE;
  DROP TABLE "ops_status" CASCADE;
  ALTER TABLE "feedback" DROP CONSTRAINT IF EXISTS "feedback_assignee_id_users_id_fk";
  
  ALTER TABLE "apply_records" DROP CONSTRAINT IF EXISTS "apply_records_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_lead_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_lead_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'importFile', 'demoFeed', 'alertDigest', 'alertPurge', 'searchPush');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'importFile', 'demoFeed', 'alertDigest', 'alertPurge', 'searchPush');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "feedback_received_at_idx";
  DROP INDEX IF EXISTS "feedback_status_idx";
  DROP INDEX IF EXISTS "feedback_assignee_idx";
  DROP INDEX IF EXISTS "feedback_first_contact_at_idx";
  DROP INDEX IF EXISTS "status_receivedAt_idx";
  DROP INDEX IF EXISTS "firstContactAt_minutesToFirstContact_idx";
  DROP INDEX IF EXISTS "apply_records_received_at_idx";
  DROP INDEX IF EXISTS "apply_records_status_idx";
  DROP INDEX IF EXISTS "apply_records_assignee_idx";
  DROP INDEX IF EXISTS "apply_records_first_contact_at_idx";
  DROP INDEX IF EXISTS "status_receivedAt_1_idx";
  DROP INDEX IF EXISTS "firstContactAt_minutesToFirstContact_1_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_lead_rules_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_lead_deliveries_id_idx";
  ALTER TABLE "feedback" DROP COLUMN "status";
  ALTER TABLE "feedback" DROP COLUMN "assignee_id";
  ALTER TABLE "feedback" DROP COLUMN "first_contact_at";
  ALTER TABLE "feedback" DROP COLUMN "minutes_to_first_contact";
  ALTER TABLE "apply_records" DROP COLUMN "province";
  ALTER TABLE "apply_records" DROP COLUMN "industry";
  ALTER TABLE "apply_records" DROP COLUMN "status";
  ALTER TABLE "apply_records" DROP COLUMN "assignee_id";
  ALTER TABLE "apply_records" DROP COLUMN "first_contact_at";
  ALTER TABLE "apply_records" DROP COLUMN "minutes_to_first_contact";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_deliveries_id";
  DROP TYPE "public"."enum_feedback_status";
  DROP TYPE "public"."enum_apply_records_province";
  DROP TYPE "public"."enum_apply_records_industry";
  DROP TYPE "public"."enum_apply_records_status";
  DROP TYPE "public"."enum_lead_rules_provinces";
  DROP TYPE "public"."enum_lead_deliveries_kind";
  DROP TYPE "public"."enum_lead_deliveries_channel";
  DROP TYPE "public"."enum_lead_deliveries_state";`)
}
