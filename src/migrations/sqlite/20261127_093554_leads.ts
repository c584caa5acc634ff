import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`feedback_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`at\` text,
  	\`author_id\` integer,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`feedback_notes_order_idx\` ON \`feedback_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`feedback_notes_parent_id_idx\` ON \`feedback_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`feedback_notes_author_idx\` ON \`feedback_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`apply_records_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`at\` text,
  	\`author_id\` integer,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`apply_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`apply_records_notes_order_idx\` ON \`apply_records_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`apply_records_notes_parent_id_idx\` ON \`apply_records_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`apply_records_notes_author_idx\` ON \`apply_records_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_rules_provinces\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lead_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_rules_provinces_order_idx\` ON \`lead_rules_provinces\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`lead_rules_provinces_parent_idx\` ON \`lead_rules_provinces\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`turn\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_rules_updated_at_idx\` ON \`lead_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_rules_created_at_idx\` ON \`lead_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lead_rules_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`lead_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_rules_rels_order_idx\` ON \`lead_rules_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`lead_rules_rels_parent_idx\` ON \`lead_rules_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_rules_rels_path_idx\` ON \`lead_rules_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`lead_rules_rels_users_id_idx\` ON \`lead_rules_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`feedback_id\` integer,
  	\`apply_record_id\` integer,
  	\`channel\` text NOT NULL,
  	\`state\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`reason\` text,
  	\`next_attempt_at\` text,
  	\`claimed_at\` text,
  	\`sent_at\` text,
  	\`message_id\` text,
  	\`job_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`feedback_id\`) REFERENCES \`feedback\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`apply_record_id\`) REFERENCES \`apply_records\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_deliveries_feedback_idx\` ON \`lead_deliveries\` (\`feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_apply_record_idx\` ON \`lead_deliveries\` (\`apply_record_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_state_idx\` ON \`lead_deliveries\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_sent_at_idx\` ON \`lead_deliveries\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_message_id_idx\` ON \`lead_deliveries\` (\`message_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_updated_at_idx\` ON \`lead_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_created_at_idx\` ON \`lead_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ops_status\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`digest_at\` text,
  	\`digest_sent\` numeric,
  	\`digest_failed\` numeric,
  	\`stale_since\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`feedback\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`feedback\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`feedback\` ADD \`first_contact_at\` text;`)
  await db.run(sql`ALTER TABLE \`feedback\` ADD \`minutes_to_first_contact\` numeric;`)
  await db.run(sql`CREATE INDEX \`feedback_received_at_idx\` ON \`feedback\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_status_idx\` ON \`feedback\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`feedback_assignee_idx\` ON \`feedback\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`feedback_first_contact_at_idx\` ON \`feedback\` (\`first_contact_at\`);`)
  await db.run(sql`CREATE INDEX \`status_receivedAt_idx\` ON \`feedback\` (\`status\`,\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`firstContactAt_minutesToFirstContact_idx\` ON \`feedback\` (\`first_contact_at\`,\`minutes_to_first_contact\`);`)
  await db.run(sql`ALTER TABLE \`apply_records\` ADD \`province\` text;`)
  await db.run(sql`ALTER TABLE \`apply_records\` ADD \`industry\` text;`)
  await db.run(sql`ALTER TABLE \`apply_records\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`apply_records\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`apply_records\` ADD \`first_contact_at\` text;`)
  await db.run(sql`ALTER TABLE \`apply_records\` ADD \`minutes_to_first_contact\` numeric;`)
  await db.run(sql`CREATE INDEX \`apply_records_received_at_idx\` ON \`apply_records\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`apply_records_status_idx\` ON \`apply_records\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`apply_records_assignee_idx\` ON \`apply_records\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`apply_records_first_contact_at_idx\` ON \`apply_records\` (\`first_contact_at\`);`)
  await db.run(sql`CREATE INDEX \`status_receivedAt_1_idx\` ON \`apply_records\` (\`status\`,\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`firstContactAt_minutesToFirstContact_1_idx\` ON \`apply_records\` (\`first_contact_at\`,\`minutes_to_first_contact\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_rules_id\` integer REFERENCES lead_rules(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_deliveries_id\` integer REFERENCES lead_deliveries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deliveries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`feedback_notes\`;`)
  await db.run(sql`DROP TABLE \`apply_records_notes\`;`)
  await db.run(sql`DROP TABLE \`lead_rules_provinces\`;`)
  await db.run(sql`DROP TABLE \`lead_rules\`;`)
  await db.run(sql`DROP TABLE \`lead_rules_rels\`;`)
  await db.run(sql`DROP TABLE \`lead_deliveries\`;`)
  await db.run(sql`DROP TABLE \`ops_status\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_feedback\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`contacts\` text NOT NULL,
  	\`contact_number\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`problem\` text,
  	\`suggestion\` text,
  	\`received_at\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`times_received\` numeric DEFAULT 1 NOT NULL,
  	\`last_received_at\` text,
  	\`fingerprint\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_feedback\`("id", "company_name", "contacts", "contact_number", "email", "problem", "suggestion", "received_at", "locale", "times_received", "last_received_at", "fingerprint", "ip_hash", "updated_at", "created_at") SELECT "id", "company_name", "contacts", "contact_number", "email", "problem", "suggestion", "received_at", "locale", "times_received", "last_received_at", "fingerprint", "ip_hash", "updated_at", "created_at" FROM \`feedback\`;`)
  await db.run(sql`DROP TABLE \`feedback\`;`)
  await db.run(sql`ALTER TABLE \`__new_feedback\` RENAME TO \`feedback\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`feedback_fingerprint_idx\` ON \`feedback\` (\`fingerprint\`);`)
  await db.run(sql`CREATE INDEX \`feedback_updated_at_idx\` ON \`feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_created_at_idx\` ON \`feedback\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_apply_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`contacts\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`received_at\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`times_received\` numeric DEFAULT 1 NOT NULL,
  	\`last_received_at\` text,
  	\`fingerprint\` text,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_apply_records\`("id", "company_name", "contacts", "phone", "email", "received_at", "locale", "times_received", "last_received_at", "fingerprint", "ip_hash", "updated_at", "created_at") SELECT "id", "company_name", "contacts", "phone", "email", "received_at", "locale", "times_received", "last_received_at", "fingerprint", "ip_hash", "updated_at", "created_at" FROM \`apply_records\`;`)
  await db.run(sql`DROP TABLE \`apply_records\`;`)
  await db.run(sql`ALTER TABLE \`__new_apply_records\` RENAME TO \`apply_records\`;`)
  await db.run(sql`CREATE INDEX \`apply_records_phone_idx\` ON \`apply_records\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`apply_records_fingerprint_idx\` ON \`apply_records\` (\`fingerprint\`);`)
  await db.run(sql`CREATE INDEX \`apply_records_updated_at_idx\` ON \`apply_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`apply_records_created_at_idx\` ON \`apply_records\` (\`created_at\`);`)
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
  	\`organisations_id\` integer,
  	\`keywords_id\` integer,
  	\`search_push_queue_id\` integer,
  	\`search_push_status_id\` integer,
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
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`organisations_id\`) REFERENCES \`organisations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`keywords_id\`) REFERENCES \`keywords\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_push_queue_id\`) REFERENCES \`search_push_queue\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_push_status_id\`) REFERENCES \`search_push_status\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "samples_id", "sample_types_id", "banners_id", "brands_id", "help_types_id", "help_entries_id", "honours_id", "data_tiles_id", "projects_id", "tenders_id", "withdrawals_id", "imports_id", "ingest_keys_id", "feedback_id", "apply_records_id", "users_id", "media_id", "verification_codes_id", "alerts_id", "organisations_id", "keywords_id", "search_push_queue_id", "search_push_status_id") SELECT "id", "order", "parent_id", "path", "samples_id", "sample_types_id", "banners_id", "brands_id", "help_types_id", "help_entries_id", "honours_id", "data_tiles_id", "projects_id", "tenders_id", "withdrawals_id", "imports_id", "ingest_keys_id", "feedback_id", "apply_records_id", "users_id", "media_id", "verification_codes_id", "alerts_id", "organisations_id", "keywords_id", "search_push_queue_id", "search_push_status_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_organisations_id_idx\` ON \`payload_locked_documents_rels\` (\`organisations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_keywords_id_idx\` ON \`payload_locked_documents_rels\` (\`keywords_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_push_queue_id_idx\` ON \`payload_locked_documents_rels\` (\`search_push_queue_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_push_status_id_idx\` ON \`payload_locked_documents_rels\` (\`search_push_status_id\`);`)
}
