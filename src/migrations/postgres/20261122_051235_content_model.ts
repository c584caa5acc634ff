import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_samples_industry" AS ENUM('huanbao', 'dianli', 'shiyou', 'huaxuegongcheng', 'zhiyaogongcheng', 'nengyuangongye', 'kuangchan', 'shizheng', 'jixie', 'dianzidianqi', 'qinggong', 'fangzhi', 'shipin', 'yejin', 'jiancai', 'jiaotongsheshi', 'cangchuwuliu', 'jianzhu', 'fangdichan', 'nonglin', 'shuili', 'yuanlin', 'jingqu', 'lvhua', 'xinjijian', 'yiliao', 'jiudian', 'wenyutiyu', 'jiaoyukeyan', 'huiyizhanlan', 'bangonglou', 'zhuzhai', 'shequ');
  CREATE TYPE "public"."enum_sample_types_key" AS ENUM('case', 'review');
  CREATE TYPE "public"."enum_data_tiles_figure_key" AS ENUM('projectsPerYear', 'contacts', 'enterpriseRecords', 'biddingPerDay', 'newsPerYear', 'largeCustomers', 'smeCustomers', 'successCases', 'yearsOfData', 'procurementCycle', 'projectStages', 'earlierThanPeers', 'exclusive');
  CREATE TYPE "public"."enum_projects_province" AS ENUM('beijing', 'tianjin', 'hebei', 'shanxi', 'neimenggu', 'liaoning', 'jilin', 'heilongjiang', 'shanghai', 'jiangsu', 'zhejiang', 'anhui', 'fujian', 'shandong', 'jiangxi', 'henan', 'hubei', 'hunan', 'guangdong', 'guangxi', 'hainan', 'shaanxi', 'gansu', 'qinghai', 'ningxia', 'xinjiang', 'chongqing', 'sichuan', 'guizhou', 'yunnan', 'xizang');
  CREATE TYPE "public"."enum_projects_region" AS ENUM('north', 'northeast', 'east', 'central', 'south', 'northwest', 'southwest');
  CREATE TYPE "public"."enum_projects_industry" AS ENUM('huanbao', 'dianli', 'shiyou', 'huaxuegongcheng', 'zhiyaogongcheng', 'nengyuangongye', 'kuangchan', 'shizheng', 'jixie', 'dianzidianqi', 'qinggong', 'fangzhi', 'shipin', 'yejin', 'jiancai', 'jiaotongsheshi', 'cangchuwuliu', 'jianzhu', 'fangdichan', 'nonglin', 'shuili', 'yuanlin', 'jingqu', 'lvhua', 'xinjijian', 'yiliao', 'jiudian', 'wenyutiyu', 'jiaoyukeyan', 'huiyizhanlan', 'bangonglou', 'zhuzhai', 'shequ');
  CREATE TYPE "public"."enum_projects_category_code" AS ENUM('146', '1461', '1463', '1464', '1462');
  CREATE TYPE "public"."enum_projects_stage" AS ENUM('initiation', 'feasibility', 'approval', 'design', 'tendering', 'construction', 'fitOut', 'completion');
  CREATE TYPE "public"."enum_tenders_province" AS ENUM('beijing', 'tianjin', 'hebei', 'shanxi', 'neimenggu', 'liaoning', 'jilin', 'heilongjiang', 'shanghai', 'jiangsu', 'zhejiang', 'anhui', 'fujian', 'shandong', 'jiangxi', 'henan', 'hubei', 'hunan', 'guangdong', 'guangxi', 'hainan', 'shaanxi', 'gansu', 'qinghai', 'ningxia', 'xinjiang', 'chongqing', 'sichuan', 'guizhou', 'yunnan', 'xizang');
  CREATE TYPE "public"."enum_tenders_region" AS ENUM('north', 'northeast', 'east', 'central', 'south', 'northwest', 'southwest');
  CREATE TYPE "public"."enum_tenders_industry" AS ENUM('huanbao', 'dianli', 'shiyou', 'huaxuegongcheng', 'zhiyaogongcheng', 'nengyuangongye', 'kuangchan', 'shizheng', 'jixie', 'dianzidianqi', 'qinggong', 'fangzhi', 'shipin', 'yejin', 'jiancai', 'jiaotongsheshi', 'cangchuwuliu', 'jianzhu', 'fangdichan', 'nonglin', 'shuili', 'yuanlin', 'jingqu', 'lvhua', 'xinjijian', 'yiliao', 'jiudian', 'wenyutiyu', 'jiaoyukeyan', 'huiyizhanlan', 'bangonglou', 'zhuzhai', 'shequ');
  CREATE TYPE "public"."enum_tenders_notice_code" AS ENUM('154', '155', '210', '211', '158');
  CREATE TYPE "public"."enum_feedback_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_apply_records_locale" AS ENUM('zh', 'en');
  CREATE TABLE "samples_file_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "samples" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sample_no" varchar NOT NULL,
  	"sample_type_id" integer NOT NULL,
  	"industry" "enum_samples_industry" NOT NULL,
  	"sort" numeric DEFAULT 99 NOT NULL,
  	"logo_id" integer,
  	"logo_url" varchar,
  	"background_id" integer,
  	"background_url" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"create_date" timestamp(3) with time zone NOT NULL,
  	"is_delete" boolean DEFAULT false,
  	"create_user" varchar,
  	"create_user_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "samples_locales" (
  	"company_name" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sample_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_sample_types_key" NOT NULL,
  	"sort" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sample_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_address" varchar,
  	"enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banners_locales" (
  	"title" varchar NOT NULL,
  	"image_id" integer,
  	"image_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"logo_url" varchar,
  	"sort" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brands_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "help_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"sort" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "help_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "help_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"help_type_id" integer NOT NULL,
  	"sort" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "help_entries_locales" (
  	"title" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "honours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_url" varchar,
  	"year" numeric,
  	"sort" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "honours_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "data_tiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"figure_key" "enum_data_tiles_figure_key" NOT NULL,
  	"sort" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_tiles_locales" (
  	"number" varchar NOT NULL,
  	"unit" varchar,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"province" "enum_projects_province" NOT NULL,
  	"region" "enum_projects_region" NOT NULL,
  	"industry" "enum_projects_industry" NOT NULL,
  	"category_code" "enum_projects_category_code" NOT NULL,
  	"stage" "enum_projects_stage" NOT NULL,
  	"amount_wan" numeric NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"owner" varchar NOT NULL,
  	"contact_name" varchar,
  	"contact_phone" varchar
  );
  
  CREATE TABLE "tenders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"province" "enum_tenders_province" NOT NULL,
  	"region" "enum_tenders_region" NOT NULL,
  	"industry" "enum_tenders_industry" NOT NULL,
  	"notice_code" "enum_tenders_notice_code" NOT NULL,
  	"free" boolean DEFAULT false NOT NULL,
  	"amount_wan" numeric NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"owner" varchar NOT NULL,
  	"contact_name" varchar,
  	"contact_phone" varchar
  );
  
  CREATE TABLE "feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name" varchar NOT NULL,
  	"contacts" varchar NOT NULL,
  	"contact_number" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"problem" varchar,
  	"suggestion" varchar,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"locale" "enum_feedback_locale" NOT NULL,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "apply_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name" varchar NOT NULL,
  	"contacts" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"locale" "enum_apply_records_locale" NOT NULL,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "verification_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "samples_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sample_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "banners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brands_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "help_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "help_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "honours_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_tiles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "projects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tenders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedback_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "apply_records_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verification_codes_id" integer;
  ALTER TABLE "samples_file_list" ADD CONSTRAINT "samples_file_list_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "samples_file_list" ADD CONSTRAINT "samples_file_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "samples" ADD CONSTRAINT "samples_sample_type_id_sample_types_id_fk" FOREIGN KEY ("sample_type_id") REFERENCES "public"."sample_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "samples" ADD CONSTRAINT "samples_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "samples" ADD CONSTRAINT "samples_background_id_media_id_fk" FOREIGN KEY ("background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "samples" ADD CONSTRAINT "samples_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "samples_locales" ADD CONSTRAINT "samples_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_types_locales" ADD CONSTRAINT "sample_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sample_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_locales" ADD CONSTRAINT "banners_locales_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners_locales" ADD CONSTRAINT "banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_locales" ADD CONSTRAINT "brands_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "help_types_locales" ADD CONSTRAINT "help_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."help_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "help_entries" ADD CONSTRAINT "help_entries_help_type_id_help_types_id_fk" FOREIGN KEY ("help_type_id") REFERENCES "public"."help_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "help_entries_locales" ADD CONSTRAINT "help_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."help_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "honours" ADD CONSTRAINT "honours_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "honours_locales" ADD CONSTRAINT "honours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."honours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_tiles_locales" ADD CONSTRAINT "data_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."data_tiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "samples_file_list_order_idx" ON "samples_file_list" USING btree ("_order");
  CREATE INDEX "samples_file_list_parent_id_idx" ON "samples_file_list" USING btree ("_parent_id");
  CREATE INDEX "samples_file_list_file_idx" ON "samples_file_list" USING btree ("file_id");
  CREATE UNIQUE INDEX "samples_sample_no_idx" ON "samples" USING btree ("sample_no");
  CREATE INDEX "samples_sample_type_idx" ON "samples" USING btree ("sample_type_id");
  CREATE INDEX "samples_logo_idx" ON "samples" USING btree ("logo_id");
  CREATE INDEX "samples_background_idx" ON "samples" USING btree ("background_id");
  CREATE INDEX "samples_image_idx" ON "samples" USING btree ("image_id");
  CREATE INDEX "samples_updated_at_idx" ON "samples" USING btree ("updated_at");
  CREATE INDEX "samples_created_at_idx" ON "samples" USING btree ("created_at");
  CREATE INDEX "sampleType_isDelete_industry_sort_createDate_idx" ON "samples" USING btree ("sample_type_id","is_delete","industry","sort","create_date");
  CREATE UNIQUE INDEX "samples_locales_locale_parent_id_unique" ON "samples_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "sample_types_key_idx" ON "sample_types" USING btree ("key");
  CREATE INDEX "sample_types_updated_at_idx" ON "sample_types" USING btree ("updated_at");
  CREATE INDEX "sample_types_created_at_idx" ON "sample_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "sample_types_locales_locale_parent_id_unique" ON "sample_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "banners_image_idx" ON "banners_locales" USING btree ("image_id","_locale");
  CREATE UNIQUE INDEX "banners_locales_locale_parent_id_unique" ON "banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE UNIQUE INDEX "brands_locales_locale_parent_id_unique" ON "brands_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "help_types_key_idx" ON "help_types" USING btree ("key");
  CREATE INDEX "help_types_updated_at_idx" ON "help_types" USING btree ("updated_at");
  CREATE INDEX "help_types_created_at_idx" ON "help_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "help_types_locales_locale_parent_id_unique" ON "help_types_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "help_entries_key_idx" ON "help_entries" USING btree ("key");
  CREATE INDEX "help_entries_help_type_idx" ON "help_entries" USING btree ("help_type_id");
  CREATE INDEX "help_entries_updated_at_idx" ON "help_entries" USING btree ("updated_at");
  CREATE INDEX "help_entries_created_at_idx" ON "help_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "help_entries_locales_locale_parent_id_unique" ON "help_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "honours_image_idx" ON "honours" USING btree ("image_id");
  CREATE INDEX "honours_updated_at_idx" ON "honours" USING btree ("updated_at");
  CREATE INDEX "honours_created_at_idx" ON "honours" USING btree ("created_at");
  CREATE UNIQUE INDEX "honours_locales_locale_parent_id_unique" ON "honours_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "data_tiles_figure_key_idx" ON "data_tiles" USING btree ("figure_key");
  CREATE INDEX "data_tiles_updated_at_idx" ON "data_tiles" USING btree ("updated_at");
  CREATE INDEX "data_tiles_created_at_idx" ON "data_tiles" USING btree ("created_at");
  CREATE UNIQUE INDEX "data_tiles_locales_locale_parent_id_unique" ON "data_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "publishedAt_idx" ON "projects" USING btree ("published_at");
  CREATE INDEX "categoryCode_publishedAt_idx" ON "projects" USING btree ("category_code","published_at");
  CREATE INDEX "industry_publishedAt_idx" ON "projects" USING btree ("industry","published_at");
  CREATE INDEX "province_publishedAt_idx" ON "projects" USING btree ("province","published_at");
  CREATE INDEX "industry_categoryCode_publishedAt_idx" ON "projects" USING btree ("industry","category_code","published_at");
  CREATE INDEX "province_categoryCode_publishedAt_idx" ON "projects" USING btree ("province","category_code","published_at");
  CREATE INDEX "industry_province_publishedAt_idx" ON "projects" USING btree ("industry","province","published_at");
  CREATE INDEX "industry_province_categoryCode_publishedAt_idx" ON "projects" USING btree ("industry","province","category_code","published_at");
  CREATE INDEX "publishedAt_1_idx" ON "tenders" USING btree ("published_at");
  CREATE INDEX "noticeCode_publishedAt_idx" ON "tenders" USING btree ("notice_code","published_at");
  CREATE INDEX "noticeCode_free_publishedAt_idx" ON "tenders" USING btree ("notice_code","free","published_at");
  CREATE INDEX "province_publishedAt_1_idx" ON "tenders" USING btree ("province","published_at");
  CREATE INDEX "province_noticeCode_publishedAt_idx" ON "tenders" USING btree ("province","notice_code","published_at");
  CREATE INDEX "province_noticeCode_free_publishedAt_idx" ON "tenders" USING btree ("province","notice_code","free","published_at");
  CREATE INDEX "industry_publishedAt_1_idx" ON "tenders" USING btree ("industry","published_at");
  CREATE INDEX "industry_noticeCode_publishedAt_idx" ON "tenders" USING btree ("industry","notice_code","published_at");
  CREATE INDEX "industry_noticeCode_free_publishedAt_idx" ON "tenders" USING btree ("industry","notice_code","free","published_at");
  CREATE INDEX "province_industry_publishedAt_idx" ON "tenders" USING btree ("province","industry","published_at");
  CREATE INDEX "province_industry_noticeCode_publishedAt_idx" ON "tenders" USING btree ("province","industry","notice_code","published_at");
  CREATE INDEX "province_industry_noticeCode_free_publishedAt_idx" ON "tenders" USING btree ("province","industry","notice_code","free","published_at");
  CREATE INDEX "feedback_updated_at_idx" ON "feedback" USING btree ("updated_at");
  CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");
  CREATE INDEX "apply_records_phone_idx" ON "apply_records" USING btree ("phone");
  CREATE INDEX "apply_records_updated_at_idx" ON "apply_records" USING btree ("updated_at");
  CREATE INDEX "apply_records_created_at_idx" ON "apply_records" USING btree ("created_at");
  CREATE UNIQUE INDEX "verification_codes_phone_idx" ON "verification_codes" USING btree ("phone");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_samples_fk" FOREIGN KEY ("samples_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sample_types_fk" FOREIGN KEY ("sample_types_id") REFERENCES "public"."sample_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_help_types_fk" FOREIGN KEY ("help_types_id") REFERENCES "public"."help_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_help_entries_fk" FOREIGN KEY ("help_entries_id") REFERENCES "public"."help_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_honours_fk" FOREIGN KEY ("honours_id") REFERENCES "public"."honours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_tiles_fk" FOREIGN KEY ("data_tiles_id") REFERENCES "public"."data_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tenders_fk" FOREIGN KEY ("tenders_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_apply_records_fk" FOREIGN KEY ("apply_records_id") REFERENCES "public"."apply_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_codes_fk" FOREIGN KEY ("verification_codes_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_samples_id_idx" ON "payload_locked_documents_rels" USING btree ("samples_id");
  CREATE INDEX "payload_locked_documents_rels_sample_types_id_idx" ON "payload_locked_documents_rels" USING btree ("sample_types_id");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");
  CREATE INDEX "payload_locked_documents_rels_help_types_id_idx" ON "payload_locked_documents_rels" USING btree ("help_types_id");
  CREATE INDEX "payload_locked_documents_rels_help_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("help_entries_id");
  CREATE INDEX "payload_locked_documents_rels_honours_id_idx" ON "payload_locked_documents_rels" USING btree ("honours_id");
  CREATE INDEX "payload_locked_documents_rels_data_tiles_id_idx" ON "payload_locked_documents_rels" USING btree ("data_tiles_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_tenders_id_idx" ON "payload_locked_documents_rels" USING btree ("tenders_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_id");
  CREATE INDEX "payload_locked_documents_rels_apply_records_id_idx" ON "payload_locked_documents_rels" USING btree ("apply_records_id");
  CREATE INDEX "payload_locked_documents_rels_verification_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "samples_file_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "samples" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "samples_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sample_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sample_types_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_types_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "help_entries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "honours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "honours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tenders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "apply_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "verification_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "samples_file_list" CASCADE;
  DROP TABLE "samples" CASCADE;
  DROP TABLE "samples_locales" CASCADE;
  DROP TABLE "sample_types" CASCADE;
  DROP TABLE "sample_types_locales" CASCADE;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "banners_locales" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "brands_locales" CASCADE;
  DROP TABLE "help_types" CASCADE;
  DROP TABLE "help_types_locales" CASCADE;
  DROP TABLE "help_entries" CASCADE;
  DROP TABLE "help_entries_locales" CASCADE;
  DROP TABLE "honours" CASCADE;
  DROP TABLE "honours_locales" CASCADE;
  DROP TABLE "data_tiles" CASCADE;
  DROP TABLE "data_tiles_locales" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "tenders" CASCADE;
  DROP TABLE "feedback" CASCADE;
  DROP TABLE "apply_records" CASCADE;
  DROP TABLE "verification_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_samples_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_sample_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_banners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_brands_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_help_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_help_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_honours_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_data_tiles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_projects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_tenders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_feedback_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_apply_records_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_verification_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_samples_id_idx";
  DROP INDEX "payload_locked_documents_rels_sample_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_banners_id_idx";
  DROP INDEX "payload_locked_documents_rels_brands_id_idx";
  DROP INDEX "payload_locked_documents_rels_help_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_help_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_honours_id_idx";
  DROP INDEX "payload_locked_documents_rels_data_tiles_id_idx";
  DROP INDEX "payload_locked_documents_rels_projects_id_idx";
  DROP INDEX "payload_locked_documents_rels_tenders_id_idx";
  DROP INDEX "payload_locked_documents_rels_feedback_id_idx";
  DROP INDEX "payload_locked_documents_rels_apply_records_id_idx";
  DROP INDEX "payload_locked_documents_rels_verification_codes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "samples_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sample_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "banners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brands_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "help_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "help_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "honours_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_tiles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "projects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tenders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedback_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "apply_records_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verification_codes_id";
  DROP TYPE "public"."enum_samples_industry";
  DROP TYPE "public"."enum_sample_types_key";
  DROP TYPE "public"."enum_data_tiles_figure_key";
  DROP TYPE "public"."enum_projects_province";
  DROP TYPE "public"."enum_projects_region";
  DROP TYPE "public"."enum_projects_industry";
  DROP TYPE "public"."enum_projects_category_code";
  DROP TYPE "public"."enum_projects_stage";
  DROP TYPE "public"."enum_tenders_province";
  DROP TYPE "public"."enum_tenders_region";
  DROP TYPE "public"."enum_tenders_industry";
  DROP TYPE "public"."enum_tenders_notice_code";
  DROP TYPE "public"."enum_feedback_locale";
  DROP TYPE "public"."enum_apply_records_locale";`)
}
