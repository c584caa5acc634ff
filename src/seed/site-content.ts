/**
 * Seeds the bilingual site content (src/seed/data) through the Local API: each document is
 * created in Chinese, then its localized fields are written in English.
 */
import type { CollectionSlug, Payload } from 'payload';
import { BANNERS, BRANDS, DATA_TILES, HELP_CATEGORIES, HELP_ENTRIES, HONOURS } from './data/site';
import { CUSTOMER_CASES } from './data/customer-cases';
import type { Localized } from './data/types';

/** Hooks must not try to expire a page cache while seeding outside a request. */
const context = { skipRevalidate: true };

type Data = Record<string, unknown>;

/** Splits `{ field: {zh, en} }` values into the zh document and the en update. */
function split(fields: Record<string, Localized | unknown>): { zh: Data; en: Data } {
  const zh: Data = {};
  const en: Data = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value && typeof value === 'object' && 'zh' in value && 'en' in value) {
      zh[key] = (value as Localized).zh;
      en[key] = (value as Localized).en;
    } else {
      zh[key] = value;
    }
  }
  return { zh, en };
}

async function createLocalized(payload: Payload, collection: CollectionSlug, fields: Data): Promise<number> {
  const { zh, en } = split(fields);
  const doc = await payload.create({
    collection,
    locale: 'zh',
    data: zh as never,
    context,
    overrideAccess: true,
  });
  if (Object.keys(en).length) {
    await payload.update({
      collection,
      id: doc.id,
      locale: 'en',
      data: en as never,
      context,
      overrideAccess: true,
    });
  }
  return doc.id as number;
}

export async function seedSiteContent(payload: Payload): Promise<void> {
  const typeIds = {
    case: await createLocalized(payload, 'sample-types', {
      key: 'case',
      name: { zh: '成功案例', en: 'Success case' },
      sort: 1,
    }),
    review: await createLocalized(payload, 'sample-types', {
      key: 'review',
      name: { zh: '客户评价', en: 'Customer review' },
      sort: 2,
    }),
  };
  for (const s of CUSTOMER_CASES) {
    await createLocalized(payload, 'samples', {
      sampleNo: s.sampleNo,
      sampleType: typeIds[s.kind],
      companyName: s.companyName,
      industry: s.industrySlug,
      content: s.content,
      sort: s.sort,
      logoUrl: s.logo,
      backgroundUrl: s.background,
      imageUrl: s.image,
      createDate: s.createDate,
      createUserName: s.createUserName,
      createUser: s.createUserName,
    });
  }
  for (const b of BANNERS) {
    await createLocalized(payload, 'banners', {
      title: b.title,
      imageUrl: { zh: b.imageZh, en: b.imageEn },
      linkAddress: b.linkAddress,
      enabled: true,
      sort: b.sort,
    });
  }
  for (const b of BRANDS)
    await createLocalized(payload, 'brands', { name: b.name, logoUrl: b.logo, sort: b.sort });
  const helpTypeIds = new Map<string, number>();
  for (const c of HELP_CATEGORIES) {
    helpTypeIds.set(
      c.key,
      await createLocalized(payload, 'help-types', { key: c.key, name: c.name, sort: c.sort }),
    );
  }
  for (const e of HELP_ENTRIES) {
    await createLocalized(payload, 'help-entries', {
      key: e.key,
      helpType: helpTypeIds.get(e.categoryKey),
      title: e.title,
      content: e.content,
      sort: e.sort,
    });
  }
  for (const h of HONOURS) {
    await createLocalized(payload, 'honours', {
      text: h.text,
      imageUrl: h.image,
      year: h.year,
      sort: h.sort,
    });
  }
  for (const t of DATA_TILES) {
    await createLocalized(payload, 'data-tiles', {
      figureKey: t.figureKey,
      number: { zh: t.number, en: t.numberEn },
      unit: t.unit,
      title: t.title,
      description: t.description,
      sort: t.sort,
    });
  }
}
