import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "ingest_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"hint" varchar,
  	"key_hash" varchar,
  	"revoked" boolean DEFAULT false,
  	"revoked_at" timestamp(3) with time zone,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ingest_keys_id" integer;
  CREATE UNIQUE INDEX "ingest_keys_key_hash_idx" ON "ingest_keys" USING btree ("key_hash");
  CREATE INDEX "ingest_keys_updated_at_idx" ON "ingest_keys" USING btree ("updated_at");
  CREATE INDEX "ingest_keys_created_at_idx" ON "ingest_keys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ingest_keys_fk" FOREIGN KEY ("ingest_keys_id") REFERENCES "public"."ingest_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ingest_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("ingest_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ingest_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ingest_keys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_ingest_keys_fk";
  
  DROP INDEX "payload_locked_documents_rels_ingest_keys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ingest_keys_id";`)
}
