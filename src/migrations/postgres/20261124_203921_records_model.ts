import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Records model (docs/import.md, 'Columns'): sourceId (the key of imports), city, summary, start date, bid
// deadline, agency, row timestamps, and the withdrawals table. Existing rows get generated values
// before source_id becomes NOT NULL and unique. Frozen: nothing here imports live code.
const CITY = `CASE province::text WHEN 'beijing' THEN '北京市' WHEN 'tianjin' THEN '天津市' WHEN 'hebei' THEN '石家庄市' WHEN 'shanxi' THEN '太原市' WHEN 'neimenggu' THEN '呼和浩特市' WHEN 'liaoning' THEN '沈阳市' WHEN 'jilin' THEN '长春市' WHEN 'heilongjiang' THEN '哈尔滨市' WHEN 'shanghai' THEN '上海市' WHEN 'jiangsu' THEN '南京市' WHEN 'zhejiang' THEN '杭州市' WHEN 'anhui' THEN '合肥市' WHEN 'fujian' THEN '福州市' WHEN 'shandong' THEN '济南市' WHEN 'jiangxi' THEN '南昌市' WHEN 'henan' THEN '郑州市' WHEN 'hubei' THEN '武汉市' WHEN 'hunan' THEN '长沙市' WHEN 'guangdong' THEN '广州市' WHEN 'guangxi' THEN '南宁市' WHEN 'hainan' THEN '海口市' WHEN 'shaanxi' THEN '西安市' WHEN 'gansu' THEN '兰州市' WHEN 'qinghai' THEN '西宁市' WHEN 'ningxia' THEN '银川市' WHEN 'xinjiang' THEN '乌鲁木齐市' WHEN 'chongqing' THEN '重庆市' WHEN 'sichuan' THEN '成都市' WHEN 'guizhou' THEN '贵阳市' WHEN 'yunnan' THEN '昆明市' WHEN 'xizang' THEN '拉萨市' END`
const AGENCY_ZH = `CASE _parent_id % 5 WHEN 0 THEN '中诚招标代理有限公司' WHEN 1 THEN '华信工程咨询有限公司' WHEN 2 THEN '国建项目管理有限公司' END`
const AGENCY_EN = `CASE _parent_id % 5 WHEN 0 THEN 'Zhongcheng Tendering Agency Co., Ltd.' WHEN 1 THEN 'Huaxin Engineering Consulting Co., Ltd.' WHEN 2 THEN 'Guojian Project Management Co., Ltd.' END`

async function fill(db: MigrateUpArgs['db']) {
  await db.execute(sql.raw(`UPDATE projects SET source_id = 'demo-p-' || id, city = ${CITY},
    start_date = published_at + (30 + id % 150) * interval '1 day',
    created_at = published_at, updated_at = published_at`))
  await db.execute(sql.raw(`UPDATE projects_locales SET summary = CASE _locale
    WHEN 'zh' THEN title || '，业主单位为' || owner || '。项目详情、联系人和进展请注册后查看。'
    ELSE title || ', owned by ' || owner || '. Register to see the project details, contacts and progress.' END`))
  await db.execute(sql.raw(`UPDATE tenders SET source_id = 'demo-t-' || id, city = ${CITY},
    deadline = date_trunc('day', published_at AT TIME ZONE 'UTC' + (10 + id % 20) * interval '1 day') AT TIME ZONE 'UTC' + interval '1 hour 30 minutes',
    created_at = published_at, updated_at = published_at`))
  await db.execute(sql.raw(`UPDATE tenders_locales SET
    agency = CASE _locale WHEN 'zh' THEN ${AGENCY_ZH} ELSE ${AGENCY_EN} END,
    summary = CASE _locale
    WHEN 'zh' THEN title || '。招标人：' || owner || '。投标截止时间、资格要求和联系人请注册后查看。'
    ELSE title || '. Issued by ' || owner || '. Register to see the bid deadline, qualification requirements and contacts.' END`))
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_withdrawals_kind" AS ENUM('projects', 'tenders');
  CREATE TYPE "public"."enum_withdrawals_province" AS ENUM('beijing', 'tianjin', 'hebei', 'shanxi', 'neimenggu', 'liaoning', 'jilin', 'heilongjiang', 'shanghai', 'jiangsu', 'zhejiang', 'anhui', 'fujian', 'shandong', 'jiangxi', 'henan', 'hubei', 'hunan', 'guangdong', 'guangxi', 'hainan', 'shaanxi', 'gansu', 'qinghai', 'ningxia', 'xinjiang', 'chongqing', 'sichuan', 'guizhou', 'yunnan', 'xizang');
  CREATE TYPE "public"."enum_withdrawals_industry" AS ENUM('huanbao', 'dianli', 'shiyou', 'huaxuegongcheng', 'zhiyaogongcheng', 'nengyuangongye', 'kuangchan', 'shizheng', 'jixie', 'dianzidianqi', 'qinggong', 'fangzhi', 'shipin', 'yejin', 'jiancai', 'jiaotongsheshi', 'cangchuwuliu', 'jianzhu', 'fangdichan', 'nonglin', 'shuili', 'yuanlin', 'jingqu', 'lvhua', 'xinjijian', 'yiliao', 'jiudian', 'wenyutiyu', 'jiaoyukeyan', 'huiyizhanlan', 'bangonglou', 'zhuzhai', 'shequ');
  CREATE TABLE "withdrawals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_withdrawals_kind" NOT NULL,
  	"source_id" varchar NOT NULL,
  	"province" "enum_withdrawals_province",
  	"industry" "enum_withdrawals_industry",
  	"withdrawn_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "withdrawals_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "projects" ADD COLUMN "city" varchar;
  ALTER TABLE "projects" ADD COLUMN "start_date" timestamp(3) with time zone;
  ALTER TABLE "projects" ADD COLUMN "source_id" varchar;
  ALTER TABLE "projects" ADD COLUMN "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL;
  ALTER TABLE "projects" ADD COLUMN "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL;
  ALTER TABLE "projects_locales" ADD COLUMN "summary" varchar;
  ALTER TABLE "tenders" ADD COLUMN "city" varchar;
  ALTER TABLE "tenders" ADD COLUMN "deadline" timestamp(3) with time zone;
  ALTER TABLE "tenders" ADD COLUMN "source_id" varchar;
  ALTER TABLE "tenders" ADD COLUMN "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL;
  ALTER TABLE "tenders" ADD COLUMN "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL;
  ALTER TABLE "tenders_locales" ADD COLUMN "agency" varchar;
  ALTER TABLE "tenders_locales" ADD COLUMN "summary" varchar;`)
  await fill(db)
  await db.execute(sql`
  ALTER TABLE "projects" ALTER COLUMN "source_id" SET NOT NULL;
  ALTER TABLE "tenders" ALTER COLUMN "source_id" SET NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "withdrawals_id" integer;
  ALTER TABLE "withdrawals_locales" ADD CONSTRAINT "withdrawals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "kind_sourceId_idx" ON "withdrawals" USING btree ("kind","source_id");
  CREATE UNIQUE INDEX "withdrawals_locales_locale_parent_id_unique" ON "withdrawals_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_withdrawals_fk" FOREIGN KEY ("withdrawals_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "projects_source_id_idx" ON "projects" USING btree ("source_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenders_source_id_idx" ON "tenders" USING btree ("source_id");
  CREATE INDEX "tenders_updated_at_idx" ON "tenders" USING btree ("updated_at");
  CREATE INDEX "tenders_created_at_idx" ON "tenders" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_withdrawals_id_idx" ON "payload_locked_documents_rels" USING btree ("withdrawals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "withdrawals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "withdrawals_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "withdrawals" CASCADE;
  DROP TABLE "withdrawals_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_withdrawals_fk";
  
  DROP INDEX "projects_source_id_idx";
  DROP INDEX "projects_updated_at_idx";
  DROP INDEX "projects_created_at_idx";
  DROP INDEX "tenders_source_id_idx";
  DROP INDEX "tenders_updated_at_idx";
  DROP INDEX "tenders_created_at_idx";
  DROP INDEX "payload_locked_documents_rels_withdrawals_id_idx";
  ALTER TABLE "projects" DROP COLUMN "city";
  ALTER TABLE "projects" DROP COLUMN "start_date";
  ALTER TABLE "projects" DROP COLUMN "source_id";
  ALTER TABLE "projects" DROP COLUMN "updated_at";
  ALTER TABLE "projects" DROP COLUMN "created_at";
  ALTER TABLE "projects_locales" DROP COLUMN "summary";
  ALTER TABLE "tenders" DROP COLUMN "city";
  ALTER TABLE "tenders" DROP COLUMN "deadline";
  ALTER TABLE "tenders" DROP COLUMN "source_id";
  ALTER TABLE "tenders" DROP COLUMN "updated_at";
  ALTER TABLE "tenders" DROP COLUMN "created_at";
  ALTER TABLE "tenders_locales" DROP COLUMN "agency";
  ALTER TABLE "tenders_locales" DROP COLUMN "summary";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "withdrawals_id";
  DROP TYPE "public"."enum_withdrawals_kind";
  DROP TYPE "public"."enum_withdrawals_province";
  DROP TYPE "public"."enum_withdrawals_industry";`)
}
