import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Tables kept by the organisation upkeep (docs/organisations.md): figures by year, facet and
// partner, a tender's ranked candidates, a project's stage history, and the name search.
const RAW_UP: string[] = [
  "CREATE TABLE \"organisation_years\" (\"org_id\" integer NOT NULL, \"role\" varchar NOT NULL, \"year\" integer NOT NULL, \"count\" integer NOT NULL DEFAULT 0, \"amount_wan\" numeric NOT NULL DEFAULT 0, PRIMARY KEY (\"org_id\", \"role\", \"year\"))",
  "CREATE TABLE \"organisation_facets\" (\"org_id\" integer NOT NULL, \"dim\" varchar NOT NULL, \"value\" varchar NOT NULL, \"count\" integer NOT NULL DEFAULT 0, PRIMARY KEY (\"org_id\", \"dim\", \"value\"))",
  "CREATE TABLE \"organisation_partners\" (\"org_id\" integer NOT NULL, \"partner_id\" integer NOT NULL, \"relation\" varchar NOT NULL, \"count\" integer NOT NULL DEFAULT 0, PRIMARY KEY (\"org_id\", \"relation\", \"partner_id\"))",
  "CREATE TABLE \"tender_candidates\" (\"tender_id\" integer NOT NULL, \"rank\" integer NOT NULL, \"name\" varchar NOT NULL, \"org_id\" integer, PRIMARY KEY (\"tender_id\", \"rank\"))",
  "CREATE INDEX \"tender_candidates_org_idx\" ON \"tender_candidates\" (\"org_id\", \"tender_id\")",
  "CREATE TABLE \"project_stages\" (\"source_id\" varchar NOT NULL, \"stage\" varchar NOT NULL, \"first_seen_at\" timestamp(3) with time zone NOT NULL, PRIMARY KEY (\"source_id\", \"stage\"))",
  "CREATE INDEX \"organisations_search_idx\" ON \"organisations\" USING gin (array_to_tsvector(string_to_array(search_text, ' ')))"
]
const RAW_DOWN: string[] = [
  "DROP INDEX IF EXISTS \"organisations_search_idx\"",
  "DROP TABLE IF EXISTS \"project_stages\"",
  "DROP TABLE IF EXISTS \"tender_candidates\"",
  "DROP TABLE IF EXISTS \"organisation_partners\"",
  "DROP TABLE IF EXISTS \"organisation_facets\"",
  "DROP TABLE IF EXISTS \"organisation_years\""
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "organisations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"public_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"name_en" varchar,
  	"norm_name" varchar NOT NULL,
  	"credit_code" varchar,
  	"merged_into_id" integer,
  	"record_count" numeric DEFAULT 0 NOT NULL,
  	"owner_count" numeric DEFAULT 0 NOT NULL,
  	"agency_count" numeric DEFAULT 0 NOT NULL,
  	"win_count" numeric DEFAULT 0 NOT NULL,
  	"candidate_count" numeric DEFAULT 0 NOT NULL,
  	"win_amount_wan" numeric DEFAULT 0 NOT NULL,
  	"last_published_at" timestamp(3) with time zone,
  	"search_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "projects" ADD COLUMN "owner_credit_code" varchar;
  ALTER TABLE "projects" ADD COLUMN "owner_org_id" integer;
  ALTER TABLE "tenders" ADD COLUMN "agency_credit_code" varchar;
  ALTER TABLE "tenders" ADD COLUMN "agency_org_id" integer;
  ALTER TABLE "tenders" ADD COLUMN "process_id" varchar;
  ALTER TABLE "tenders" ADD COLUMN "project_source_id" varchar;
  ALTER TABLE "tenders" ADD COLUMN "winner_credit_code" varchar;
  ALTER TABLE "tenders" ADD COLUMN "winner_org_id" integer;
  ALTER TABLE "tenders" ADD COLUMN "win_amount_wan" numeric;
  ALTER TABLE "tenders" ADD COLUMN "candidates" varchar;
  ALTER TABLE "tenders" ADD COLUMN "owner_credit_code" varchar;
  ALTER TABLE "tenders" ADD COLUMN "owner_org_id" integer;
  ALTER TABLE "tenders_locales" ADD COLUMN "winner" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "organisations_id" integer;
  ALTER TABLE "organisations" ADD CONSTRAINT "organisations_merged_into_id_organisations_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "organisations_public_id_idx" ON "organisations" USING btree ("public_id");
  CREATE INDEX "organisations_norm_name_idx" ON "organisations" USING btree ("norm_name");
  CREATE UNIQUE INDEX "organisations_credit_code_idx" ON "organisations" USING btree ("credit_code");
  CREATE INDEX "organisations_merged_into_idx" ON "organisations" USING btree ("merged_into_id");
  CREATE INDEX "organisations_updated_at_idx" ON "organisations" USING btree ("updated_at");
  CREATE INDEX "organisations_created_at_idx" ON "organisations" USING btree ("created_at");
  CREATE INDEX "lastPublishedAt_idx" ON "organisations" USING btree ("last_published_at");
  ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_org_id_organisations_id_fk" FOREIGN KEY ("owner_org_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenders" ADD CONSTRAINT "tenders_agency_org_id_organisations_id_fk" FOREIGN KEY ("agency_org_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenders" ADD CONSTRAINT "tenders_winner_org_id_organisations_id_fk" FOREIGN KEY ("winner_org_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenders" ADD CONSTRAINT "tenders_owner_org_id_organisations_id_fk" FOREIGN KEY ("owner_org_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organisations_fk" FOREIGN KEY ("organisations_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "projects_owner_org_idx" ON "projects" USING btree ("owner_org_id");
  CREATE INDEX "ownerOrg_publishedAt_idx" ON "projects" USING btree ("owner_org_id","published_at");
  CREATE INDEX "tenders_agency_org_idx" ON "tenders" USING btree ("agency_org_id");
  CREATE INDEX "tenders_process_id_idx" ON "tenders" USING btree ("process_id");
  CREATE INDEX "tenders_project_source_id_idx" ON "tenders" USING btree ("project_source_id");
  CREATE INDEX "tenders_winner_org_idx" ON "tenders" USING btree ("winner_org_id");
  CREATE INDEX "tenders_owner_org_idx" ON "tenders" USING btree ("owner_org_id");
  CREATE INDEX "ownerOrg_publishedAt_1_idx" ON "tenders" USING btree ("owner_org_id","published_at");
  CREATE INDEX "agencyOrg_publishedAt_idx" ON "tenders" USING btree ("agency_org_id","published_at");
  CREATE INDEX "winnerOrg_publishedAt_idx" ON "tenders" USING btree ("winner_org_id","published_at");
  CREATE INDEX "payload_locked_documents_rels_organisations_id_idx" ON "payload_locked_documents_rels" USING btree ("organisations_id");`)
  for (const statement of RAW_UP) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of RAW_DOWN) await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TABLE "organisations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "organisations" CASCADE;
  ALTER TABLE "projects" DROP CONSTRAINT IF EXISTS "projects_owner_org_id_organisations_id_fk";
  
  ALTER TABLE "tenders" DROP CONSTRAINT IF EXISTS "tenders_agency_org_id_organisations_id_fk";
  
  ALTER TABLE "tenders" DROP CONSTRAINT IF EXISTS "tenders_winner_org_id_organisations_id_fk";
  
  ALTER TABLE "tenders" DROP CONSTRAINT IF EXISTS "tenders_owner_org_id_organisations_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_organisations_fk";
  
  DROP INDEX IF EXISTS "projects_owner_org_idx";
  DROP INDEX IF EXISTS "ownerOrg_publishedAt_idx";
  DROP INDEX IF EXISTS "tenders_agency_org_idx";
  DROP INDEX IF EXISTS "tenders_process_id_idx";
  DROP INDEX IF EXISTS "tenders_project_source_id_idx";
  DROP INDEX IF EXISTS "tenders_winner_org_idx";
  DROP INDEX IF EXISTS "tenders_owner_org_idx";
  DROP INDEX IF EXISTS "ownerOrg_publishedAt_1_idx";
  DROP INDEX IF EXISTS "agencyOrg_publishedAt_idx";
  DROP INDEX IF EXISTS "winnerOrg_publishedAt_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_organisations_id_idx";
  ALTER TABLE "projects" DROP COLUMN "owner_credit_code";
  ALTER TABLE "projects" DROP COLUMN "owner_org_id";
  ALTER TABLE "tenders" DROP COLUMN "agency_credit_code";
  ALTER TABLE "tenders" DROP COLUMN "agency_org_id";
  ALTER TABLE "tenders" DROP COLUMN "process_id";
  ALTER TABLE "tenders" DROP COLUMN "project_source_id";
  ALTER TABLE "tenders" DROP COLUMN "winner_credit_code";
  ALTER TABLE "tenders" DROP COLUMN "winner_org_id";
  ALTER TABLE "tenders" DROP COLUMN "win_amount_wan";
  ALTER TABLE "tenders" DROP COLUMN "candidates";
  ALTER TABLE "tenders" DROP COLUMN "owner_credit_code";
  ALTER TABLE "tenders" DROP COLUMN "owner_org_id";
  ALTER TABLE "tenders_locales" DROP COLUMN "winner";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "organisations_id";`)
}
