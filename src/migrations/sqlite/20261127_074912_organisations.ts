import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Tables kept by the organisation upkeep (docs/organisations.md): figures by year, facet and
// partner, a tender's ranked candidates, a project's stage history, and the name search.
const RAW_UP: string[] = [
  "CREATE TABLE `organisation_years` (`org_id` integer NOT NULL, `role` text NOT NULL, `year` integer NOT NULL, `count` integer NOT NULL DEFAULT 0, `amount_wan` numeric NOT NULL DEFAULT 0, PRIMARY KEY (`org_id`, `role`, `year`)) WITHOUT ROWID",
  "CREATE TABLE `organisation_facets` (`org_id` integer NOT NULL, `dim` text NOT NULL, `value` text NOT NULL, `count` integer NOT NULL DEFAULT 0, PRIMARY KEY (`org_id`, `dim`, `value`)) WITHOUT ROWID",
  "CREATE TABLE `organisation_partners` (`org_id` integer NOT NULL, `partner_id` integer NOT NULL, `relation` text NOT NULL, `count` integer NOT NULL DEFAULT 0, PRIMARY KEY (`org_id`, `relation`, `partner_id`)) WITHOUT ROWID",
  "CREATE TABLE `tender_candidates` (`tender_id` integer NOT NULL, `rank` integer NOT NULL, `name` text NOT NULL, `org_id` integer, PRIMARY KEY (`tender_id`, `rank`)) WITHOUT ROWID",
  "CREATE INDEX `tender_candidates_org_idx` ON `tender_candidates` (`org_id`, `tender_id`)",
  "CREATE TABLE `project_stages` (`source_id` text NOT NULL, `stage` text NOT NULL, `first_seen_at` text NOT NULL, PRIMARY KEY (`source_id`, `stage`)) WITHOUT ROWID",
  "CREATE VIRTUAL TABLE `organisations_search` USING fts5(search_text, content='organisations', content_rowid='id')",
  "CREATE TRIGGER `organisations_search_ai` AFTER INSERT ON `organisations` BEGIN INSERT INTO `organisations_search`(rowid, search_text) VALUES (new.id, new.search_text); END",
  "CREATE TRIGGER `organisations_search_ad` AFTER DELETE ON `organisations` BEGIN INSERT INTO `organisations_search`(`organisations_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); END",
  "CREATE TRIGGER `organisations_search_au` AFTER UPDATE OF search_text ON `organisations` BEGIN INSERT INTO `organisations_search`(`organisations_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO `organisations_search`(rowid, search_text) VALUES (new.id, new.search_text); END"
]
const RAW_DOWN: string[] = [
  "DROP TRIGGER IF EXISTS `organisations_search_ai`",
  "DROP TRIGGER IF EXISTS `organisations_search_ad`",
  "DROP TRIGGER IF EXISTS `organisations_search_au`",
  "DROP TABLE IF EXISTS `organisations_search`",
  "DROP TABLE IF EXISTS `project_stages`",
  "DROP TABLE IF EXISTS `tender_candidates`",
  "DROP TABLE IF EXISTS `organisation_partners`",
  "DROP TABLE IF EXISTS `organisation_facets`",
  "DROP TABLE IF EXISTS `organisation_years`"
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`organisations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`public_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`name_en\` text,
  	\`norm_name\` text NOT NULL,
  	\`credit_code\` text,
  	\`merged_into_id\` integer,
  	\`record_count\` numeric DEFAULT 0 NOT NULL,
  	\`owner_count\` numeric DEFAULT 0 NOT NULL,
  	\`agency_count\` numeric DEFAULT 0 NOT NULL,
  	\`win_count\` numeric DEFAULT 0 NOT NULL,
  	\`candidate_count\` numeric DEFAULT 0 NOT NULL,
  	\`win_amount_wan\` numeric DEFAULT 0 NOT NULL,
  	\`last_published_at\` text,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`merged_into_id\`) REFERENCES \`organisations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`organisations_public_id_idx\` ON \`organisations\` (\`public_id\`);`)
  await db.run(sql`CREATE INDEX \`organisations_norm_name_idx\` ON \`organisations\` (\`norm_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`organisations_credit_code_idx\` ON \`organisations\` (\`credit_code\`);`)
  await db.run(sql`CREATE INDEX \`organisations_merged_into_idx\` ON \`organisations\` (\`merged_into_id\`);`)
  await db.run(sql`CREATE INDEX \`organisations_updated_at_idx\` ON \`organisations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`organisations_created_at_idx\` ON \`organisations\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`lastPublishedAt_idx\` ON \`organisations\` (\`last_published_at\`);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`owner_credit_code\` text;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`owner_org_id\` integer REFERENCES organisations(id);`)
  await db.run(sql`CREATE INDEX \`projects_owner_org_idx\` ON \`projects\` (\`owner_org_id\`);`)
  await db.run(sql`CREATE INDEX \`ownerOrg_publishedAt_idx\` ON \`projects\` (\`owner_org_id\`,\`published_at\`);`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`agency_credit_code\` text;`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`agency_org_id\` integer REFERENCES organisations(id);`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`process_id\` text;`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`project_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`winner_credit_code\` text;`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`winner_org_id\` integer REFERENCES organisations(id);`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`win_amount_wan\` numeric;`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`candidates\` text;`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`owner_credit_code\` text;`)
  await db.run(sql`ALTER TABLE \`tenders\` ADD \`owner_org_id\` integer REFERENCES organisations(id);`)
  await db.run(sql`CREATE INDEX \`tenders_agency_org_idx\` ON \`tenders\` (\`agency_org_id\`);`)
  await db.run(sql`CREATE INDEX \`tenders_process_id_idx\` ON \`tenders\` (\`process_id\`);`)
  await db.run(sql`CREATE INDEX \`tenders_project_source_id_idx\` ON \`tenders\` (\`project_source_id\`);`)
  await db.run(sql`CREATE INDEX \`tenders_winner_org_idx\` ON \`tenders\` (\`winner_org_id\`);`)
  await db.run(sql`CREATE INDEX \`tenders_owner_org_idx\` ON \`tenders\` (\`owner_org_id\`);`)
  await db.run(sql`CREATE INDEX \`ownerOrg_publishedAt_1_idx\` ON \`tenders\` (\`owner_org_id\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`agencyOrg_publishedAt_idx\` ON \`tenders\` (\`agency_org_id\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`winnerOrg_publishedAt_idx\` ON \`tenders\` (\`winner_org_id\`,\`published_at\`);`)
  await db.run(sql`ALTER TABLE \`tenders_locales\` ADD \`winner\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`organisations_id\` integer REFERENCES organisations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_organisations_id_idx\` ON \`payload_locked_documents_rels\` (\`organisations_id\`);`)
  for (const statement of RAW_UP) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of RAW_DOWN) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`organisations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`province\` text NOT NULL,
  	\`region\` text NOT NULL,
  	\`city\` text,
  	\`industry\` text NOT NULL,
  	\`category_code\` text NOT NULL,
  	\`stage\` text NOT NULL,
  	\`start_date\` text,
  	\`amount_wan\` numeric NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`contact_name\` text,
  	\`contact_phone\` text,
  	\`source_id\` text NOT NULL,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "province", "region", "city", "industry", "category_code", "stage", "start_date", "amount_wan", "published_at", "contact_name", "contact_phone", "source_id", "search_text", "updated_at", "created_at") SELECT "id", "province", "region", "city", "industry", "category_code", "stage", "start_date", "amount_wan", "published_at", "contact_name", "contact_phone", "source_id", "search_text", "updated_at", "created_at" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_source_id_idx\` ON \`projects\` (\`source_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`publishedAt_idx\` ON \`projects\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`categoryCode_publishedAt_idx\` ON \`projects\` (\`category_code\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_publishedAt_idx\` ON \`projects\` (\`industry\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`province_publishedAt_idx\` ON \`projects\` (\`province\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_categoryCode_publishedAt_idx\` ON \`projects\` (\`industry\`,\`category_code\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`province_categoryCode_publishedAt_idx\` ON \`projects\` (\`province\`,\`category_code\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_province_publishedAt_idx\` ON \`projects\` (\`industry\`,\`province\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_province_categoryCode_publishedAt_idx\` ON \`projects\` (\`industry\`,\`province\`,\`category_code\`,\`published_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_tenders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`province\` text NOT NULL,
  	\`region\` text NOT NULL,
  	\`city\` text,
  	\`industry\` text NOT NULL,
  	\`notice_code\` text NOT NULL,
  	\`free\` integer DEFAULT false NOT NULL,
  	\`deadline\` text,
  	\`amount_wan\` numeric NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`contact_name\` text,
  	\`contact_phone\` text,
  	\`source_id\` text NOT NULL,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tenders\`("id", "province", "region", "city", "industry", "notice_code", "free", "deadline", "amount_wan", "published_at", "contact_name", "contact_phone", "source_id", "search_text", "updated_at", "created_at") SELECT "id", "province", "region", "city", "industry", "notice_code", "free", "deadline", "amount_wan", "published_at", "contact_name", "contact_phone", "source_id", "search_text", "updated_at", "created_at" FROM \`tenders\`;`)
  await db.run(sql`DROP TABLE \`tenders\`;`)
  await db.run(sql`ALTER TABLE \`__new_tenders\` RENAME TO \`tenders\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenders_source_id_idx\` ON \`tenders\` (\`source_id\`);`)
  await db.run(sql`CREATE INDEX \`tenders_updated_at_idx\` ON \`tenders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tenders_created_at_idx\` ON \`tenders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`publishedAt_1_idx\` ON \`tenders\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`noticeCode_publishedAt_idx\` ON \`tenders\` (\`notice_code\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`noticeCode_free_publishedAt_idx\` ON \`tenders\` (\`notice_code\`,\`free\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`province_publishedAt_1_idx\` ON \`tenders\` (\`province\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`province_noticeCode_publishedAt_idx\` ON \`tenders\` (\`province\`,\`notice_code\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`province_noticeCode_free_publishedAt_idx\` ON \`tenders\` (\`province\`,\`notice_code\`,\`free\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_publishedAt_1_idx\` ON \`tenders\` (\`industry\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_noticeCode_publishedAt_idx\` ON \`tenders\` (\`industry\`,\`notice_code\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_noticeCode_free_publishedAt_idx\` ON \`tenders\` (\`industry\`,\`notice_code\`,\`free\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`province_industry_publishedAt_idx\` ON \`tenders\` (\`province\`,\`industry\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`province_industry_noticeCode_publishedAt_idx\` ON \`tenders\` (\`province\`,\`industry\`,\`notice_code\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`province_industry_noticeCode_free_publishedAt_idx\` ON \`tenders\` (\`province\`,\`industry\`,\`notice_code\`,\`free\`,\`published_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`samples_id\` integer,
  	\`sample_types_id\` integer,
  	\`banners_id\` integer,
  	\`brands_id\` integer,
  	\`help_types_id\` integer,
  	\`help_entries_id\` integer,
  	\`honours_id\` integer,
  	\`data_tiles_id\` integer,
  	\`projects_id\` integer,
  	\`tenders_id\` integer,
  	\`withdrawals_id\` integer,
  	\`imports_id\` integer,
  	\`ingest_keys_id\` integer,
  	\`feedback_id\` integer,
  	\`apply_records_id\` integer,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`verification_codes_id\` integer,
  	\`alerts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`samples_id\`) REFERENCES \`samples\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_types_id\`) REFERENCES \`sample_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_types_id\`) REFERENCES \`help_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_entries_id\`) REFERENCES \`help_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`honours_id\`) REFERENCES \`honours\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_tiles_id\`) REFERENCES \`data_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenders_id\`) REFERENCES \`tenders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`withdrawals_id\`) REFERENCES \`withdrawals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`imports_id\`) REFERENCES \`imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ingest_keys_id\`) REFERENCES \`ingest_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedback_id\`) REFERENCES \`feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`apply_records_id\`) REFERENCES \`apply_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_codes_id\`) REFERENCES \`verification_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "samples_id", "sample_types_id", "banners_id", "brands_id", "help_types_id", "help_entries_id", "honours_id", "data_tiles_id", "projects_id", "tenders_id", "withdrawals_id", "imports_id", "ingest_keys_id", "feedback_id", "apply_records_id", "users_id", "media_id", "verification_codes_id", "alerts_id") SELECT "id", "order", "parent_id", "path", "samples_id", "sample_types_id", "banners_id", "brands_id", "help_types_id", "help_entries_id", "honours_id", "data_tiles_id", "projects_id", "tenders_id", "withdrawals_id", "imports_id", "ingest_keys_id", "feedback_id", "apply_records_id", "users_id", "media_id", "verification_codes_id", "alerts_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_samples_id_idx\` ON \`payload_locked_documents_rels\` (\`samples_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_types_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_help_types_id_idx\` ON \`payload_locked_documents_rels\` (\`help_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_help_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`help_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_honours_id_idx\` ON \`payload_locked_documents_rels\` (\`honours_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_tiles_id_idx\` ON \`payload_locked_documents_rels\` (\`data_tiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenders_id_idx\` ON \`payload_locked_documents_rels\` (\`tenders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_withdrawals_id_idx\` ON \`payload_locked_documents_rels\` (\`withdrawals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ingest_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`ingest_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_apply_records_id_idx\` ON \`payload_locked_documents_rels\` (\`apply_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`ALTER TABLE \`tenders_locales\` DROP COLUMN \`winner\`;`)
}
