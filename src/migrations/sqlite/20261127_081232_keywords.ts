import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`keywords\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name_zh\` text NOT NULL,
  	\`name_en\` text NOT NULL,
  	\`slug\` text,
  	\`featured\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`keywords_name_zh_idx\` ON \`keywords\` (\`name_zh\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`keywords_slug_idx\` ON \`keywords\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`keywords_featured_idx\` ON \`keywords\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`keywords_updated_at_idx\` ON \`keywords\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`keywords_created_at_idx\` ON \`keywords\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`keywords_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`keywords_texts_order_parent\` ON \`keywords_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`keywords_id\` integer REFERENCES keywords(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_keywords_id_idx\` ON \`payload_locked_documents_rels\` (\`keywords_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Foreign keys off first: the locked-documents table still points at the tables dropped here.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`keywords\`;`)
  await db.run(sql`DROP TABLE \`keywords_texts\`;`)
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
  	\`search_push_queue_id\` integer,
  	\`search_push_status_id\` integer,
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
  	FOREIGN KEY (\`search_push_queue_id\`) REFERENCES \`search_push_queue\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_push_status_id\`) REFERENCES \`search_push_status\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedback_id\`) REFERENCES \`feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`apply_records_id\`) REFERENCES \`apply_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_codes_id\`) REFERENCES \`verification_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "samples_id", "sample_types_id", "banners_id", "brands_id", "help_types_id", "help_entries_id", "honours_id", "data_tiles_id", "projects_id", "tenders_id", "withdrawals_id", "imports_id", "ingest_keys_id", "search_push_queue_id", "search_push_status_id", "feedback_id", "apply_records_id", "users_id", "media_id", "verification_codes_id", "alerts_id") SELECT "id", "order", "parent_id", "path", "samples_id", "sample_types_id", "banners_id", "brands_id", "help_types_id", "help_entries_id", "honours_id", "data_tiles_id", "projects_id", "tenders_id", "withdrawals_id", "imports_id", "ingest_keys_id", "search_push_queue_id", "search_push_status_id", "feedback_id", "apply_records_id", "users_id", "media_id", "verification_codes_id", "alerts_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_push_queue_id_idx\` ON \`payload_locked_documents_rels\` (\`search_push_queue_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_push_status_id_idx\` ON \`payload_locked_documents_rels\` (\`search_push_status_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_apply_records_id_idx\` ON \`payload_locked_documents_rels\` (\`apply_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
}
