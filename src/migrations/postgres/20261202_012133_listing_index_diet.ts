import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Four listing indexes per table in place of one per filter shape (docs/deployment.md, 'Which
// read uses which index'): the narrowing equalities, the date, then the other filter columns,
// and the id last (edited in: Payload's index config cannot name it), so a page's ids come from
// an index-only scan and only its own rows are read.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "publishedAt_idx";
  DROP INDEX "categoryCode_publishedAt_idx";
  DROP INDEX "industry_publishedAt_idx";
  DROP INDEX "province_publishedAt_idx";
  DROP INDEX "industry_categoryCode_publishedAt_idx";
  DROP INDEX "province_categoryCode_publishedAt_idx";
  DROP INDEX "industry_province_publishedAt_idx";
  DROP INDEX "industry_province_categoryCode_publishedAt_idx";
  DROP INDEX "publishedAt_1_idx";
  DROP INDEX "noticeCode_publishedAt_idx";
  DROP INDEX "noticeCode_free_publishedAt_idx";
  DROP INDEX "province_publishedAt_1_idx";
  DROP INDEX "province_noticeCode_publishedAt_idx";
  DROP INDEX "province_noticeCode_free_publishedAt_idx";
  DROP INDEX "industry_publishedAt_1_idx";
  DROP INDEX "industry_noticeCode_publishedAt_idx";
  DROP INDEX "industry_noticeCode_free_publishedAt_idx";
  DROP INDEX "province_industry_publishedAt_idx";
  DROP INDEX "province_industry_noticeCode_publishedAt_idx";
  DROP INDEX "province_industry_noticeCode_free_publishedAt_idx";
  CREATE INDEX "publishedAt_categoryCode_idx" ON "projects" USING btree ("published_at","category_code","id");
  CREATE INDEX "province_publishedAt_categoryCode_idx" ON "projects" USING btree ("province","published_at","category_code","id");
  CREATE INDEX "industry_publishedAt_categoryCode_idx" ON "projects" USING btree ("industry","published_at","category_code","id");
  CREATE INDEX "industry_province_publishedAt_categoryCode_idx" ON "projects" USING btree ("industry","province","published_at","category_code","id");
  CREATE INDEX "publishedAt_noticeCode_free_idx" ON "tenders" USING btree ("published_at","notice_code","free","id");
  CREATE INDEX "province_publishedAt_noticeCode_free_idx" ON "tenders" USING btree ("province","published_at","notice_code","free","id");
  CREATE INDEX "industry_publishedAt_noticeCode_free_idx" ON "tenders" USING btree ("industry","published_at","notice_code","free","id");
  CREATE INDEX "province_industry_publishedAt_noticeCode_free_idx" ON "tenders" USING btree ("province","industry","published_at","notice_code","free","id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "publishedAt_categoryCode_idx";
  DROP INDEX "province_publishedAt_categoryCode_idx";
  DROP INDEX "industry_publishedAt_categoryCode_idx";
  DROP INDEX "industry_province_publishedAt_categoryCode_idx";
  DROP INDEX "publishedAt_noticeCode_free_idx";
  DROP INDEX "province_publishedAt_noticeCode_free_idx";
  DROP INDEX "industry_publishedAt_noticeCode_free_idx";
  DROP INDEX "province_industry_publishedAt_noticeCode_free_idx";
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
  CREATE INDEX "province_industry_noticeCode_free_publishedAt_idx" ON "tenders" USING btree ("province","industry","notice_code","free","published_at");`)
}
