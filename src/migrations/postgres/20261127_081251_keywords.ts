import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "keywords" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name_zh" varchar NOT NULL,
  	"name_en" varchar NOT NULL,
  	"slug" varchar,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "keywords_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "keywords_id" integer;
  ALTER TABLE "keywords_texts" ADD CONSTRAINT "keywords_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "keywords_name_zh_idx" ON "keywords" USING btree ("name_zh");
  CREATE UNIQUE INDEX "keywords_slug_idx" ON "keywords" USING btree ("slug");
  CREATE INDEX "keywords_featured_idx" ON "keywords" USING btree ("featured");
  CREATE INDEX "keywords_updated_at_idx" ON "keywords" USING btree ("updated_at");
  CREATE INDEX "keywords_created_at_idx" ON "keywords" USING btree ("created_at");
  CREATE INDEX "keywords_texts_order_parent" ON "keywords_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_keywords_fk" FOREIGN KEY ("keywords_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_keywords_id_idx" ON "payload_locked_documents_rels" USING btree ("keywords_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "keywords_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "keywords" CASCADE;
  DROP TABLE "keywords_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_keywords_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_keywords_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "keywords_id";`)
}
