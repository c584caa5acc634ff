import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`samples_file_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`samples\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`samples_file_list_order_idx\` ON \`samples_file_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`samples_file_list_parent_id_idx\` ON \`samples_file_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`samples_file_list_file_idx\` ON \`samples_file_list\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`samples\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sample_no\` text NOT NULL,
  	\`sample_type_id\` integer NOT NULL,
  	\`industry\` text NOT NULL,
  	\`sort\` numeric DEFAULT 99 NOT NULL,
  	\`logo_id\` integer,
  	\`logo_url\` text,
  	\`background_id\` integer,
  	\`background_url\` text,
  	\`image_id\` integer,
  	\`image_url\` text,
  	\`create_date\` text NOT NULL,
  	\`is_delete\` integer DEFAULT false,
  	\`create_user\` text,
  	\`create_user_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`sample_type_id\`) REFERENCES \`sample_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`samples_sample_no_idx\` ON \`samples\` (\`sample_no\`);`)
  await db.run(sql`CREATE INDEX \`samples_sample_type_idx\` ON \`samples\` (\`sample_type_id\`);`)
  await db.run(sql`CREATE INDEX \`samples_logo_idx\` ON \`samples\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`samples_background_idx\` ON \`samples\` (\`background_id\`);`)
  await db.run(sql`CREATE INDEX \`samples_image_idx\` ON \`samples\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`samples_updated_at_idx\` ON \`samples\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`samples_created_at_idx\` ON \`samples\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sampleType_isDelete_industry_sort_createDate_idx\` ON \`samples\` (\`sample_type_id\`,\`is_delete\`,\`industry\`,\`sort\`,\`create_date\`);`)
  await db.run(sql`CREATE TABLE \`samples_locales\` (
  	\`company_name\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`samples\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`samples_locales_locale_parent_id_unique\` ON \`samples_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sample_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sample_types_key_idx\` ON \`sample_types\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`sample_types_updated_at_idx\` ON \`sample_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_types_created_at_idx\` ON \`sample_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sample_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sample_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sample_types_locales_locale_parent_id_unique\` ON \`sample_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_address\` text,
  	\`enabled\` integer DEFAULT true,
  	\`sort\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`banners_locales\` (
  	\`title\` text NOT NULL,
  	\`image_id\` integer,
  	\`image_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`brands\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`logo_url\` text,
  	\`sort\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`brands_logo_idx\` ON \`brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`brands_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`brands_locales_locale_parent_id_unique\` ON \`brands_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`help_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`help_types_key_idx\` ON \`help_types\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`help_types_updated_at_idx\` ON \`help_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`help_types_created_at_idx\` ON \`help_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`help_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`help_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`help_types_locales_locale_parent_id_unique\` ON \`help_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`help_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`help_type_id\` integer NOT NULL,
  	\`sort\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`help_type_id\`) REFERENCES \`help_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`help_entries_key_idx\` ON \`help_entries\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`help_entries_help_type_idx\` ON \`help_entries\` (\`help_type_id\`);`)
  await db.run(sql`CREATE INDEX \`help_entries_updated_at_idx\` ON \`help_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`help_entries_created_at_idx\` ON \`help_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`help_entries_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`help_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`help_entries_locales_locale_parent_id_unique\` ON \`help_entries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`honours\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_url\` text,
  	\`year\` numeric,
  	\`sort\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`honours_image_idx\` ON \`honours\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`honours_updated_at_idx\` ON \`honours\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`honours_created_at_idx\` ON \`honours\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`honours_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`honours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`honours_locales_locale_parent_id_unique\` ON \`honours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`data_tiles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`figure_key\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`data_tiles_figure_key_idx\` ON \`data_tiles\` (\`figure_key\`);`)
  await db.run(sql`CREATE INDEX \`data_tiles_updated_at_idx\` ON \`data_tiles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`data_tiles_created_at_idx\` ON \`data_tiles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`data_tiles_locales\` (
  	\`number\` text NOT NULL,
  	\`unit\` text,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`data_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`data_tiles_locales_locale_parent_id_unique\` ON \`data_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`province\` text NOT NULL,
  	\`region\` text NOT NULL,
  	\`industry\` text NOT NULL,
  	\`category_code\` text NOT NULL,
  	\`stage\` text NOT NULL,
  	\`amount_wan\` numeric NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`owner\` text NOT NULL,
  	\`contact_name\` text,
  	\`contact_phone\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`publishedAt_idx\` ON \`projects\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`categoryCode_publishedAt_idx\` ON \`projects\` (\`category_code\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_publishedAt_idx\` ON \`projects\` (\`industry\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`province_publishedAt_idx\` ON \`projects\` (\`province\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_categoryCode_publishedAt_idx\` ON \`projects\` (\`industry\`,\`category_code\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`province_categoryCode_publishedAt_idx\` ON \`projects\` (\`province\`,\`category_code\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_province_publishedAt_idx\` ON \`projects\` (\`industry\`,\`province\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_province_categoryCode_publishedAt_idx\` ON \`projects\` (\`industry\`,\`province\`,\`category_code\`,\`published_at\`);`)
  await db.run(sql`CREATE TABLE \`tenders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`province\` text NOT NULL,
  	\`region\` text NOT NULL,
  	\`industry\` text NOT NULL,
  	\`notice_code\` text NOT NULL,
  	\`free\` integer DEFAULT false NOT NULL,
  	\`amount_wan\` numeric NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`owner\` text NOT NULL,
  	\`contact_name\` text,
  	\`contact_phone\` text
  );
  `)
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
  await db.run(sql`CREATE TABLE \`feedback\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`contacts\` text NOT NULL,
  	\`contact_number\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`problem\` text,
  	\`suggestion\` text,
  	\`received_at\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`feedback_updated_at_idx\` ON \`feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_created_at_idx\` ON \`feedback\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`apply_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`contacts\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`received_at\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`apply_records_phone_idx\` ON \`apply_records\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`apply_records_updated_at_idx\` ON \`apply_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`apply_records_created_at_idx\` ON \`apply_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`verification_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`sent_at\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`verification_codes_phone_idx\` ON \`verification_codes\` (\`phone\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`samples_id\` integer REFERENCES samples(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sample_types_id\` integer REFERENCES sample_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`banners_id\` integer REFERENCES banners(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`brands_id\` integer REFERENCES brands(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`help_types_id\` integer REFERENCES help_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`help_entries_id\` integer REFERENCES help_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`honours_id\` integer REFERENCES honours(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`data_tiles_id\` integer REFERENCES data_tiles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`projects_id\` integer REFERENCES projects(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tenders_id\` integer REFERENCES tenders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feedback_id\` integer REFERENCES feedback(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`apply_records_id\` integer REFERENCES apply_records(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`verification_codes_id\` integer REFERENCES verification_codes(id);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_apply_records_id_idx\` ON \`payload_locked_documents_rels\` (\`apply_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`samples_file_list\`;`)
  await db.run(sql`DROP TABLE \`samples\`;`)
  await db.run(sql`DROP TABLE \`samples_locales\`;`)
  await db.run(sql`DROP TABLE \`sample_types\`;`)
  await db.run(sql`DROP TABLE \`sample_types_locales\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
  await db.run(sql`DROP TABLE \`brands_locales\`;`)
  await db.run(sql`DROP TABLE \`help_types\`;`)
  await db.run(sql`DROP TABLE \`help_types_locales\`;`)
  await db.run(sql`DROP TABLE \`help_entries\`;`)
  await db.run(sql`DROP TABLE \`help_entries_locales\`;`)
  await db.run(sql`DROP TABLE \`honours\`;`)
  await db.run(sql`DROP TABLE \`honours_locales\`;`)
  await db.run(sql`DROP TABLE \`data_tiles\`;`)
  await db.run(sql`DROP TABLE \`data_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`tenders\`;`)
  await db.run(sql`DROP TABLE \`feedback\`;`)
  await db.run(sql`DROP TABLE \`apply_records\`;`)
  await db.run(sql`DROP TABLE \`verification_codes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
}
