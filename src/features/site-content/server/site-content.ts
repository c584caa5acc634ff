/**
 * Site content reads (product §3 entities) for pages and API handlers alike. Every function takes
 * the visitor's locale first and returns DTOs of `schemas/dto.ts`; reads are cached under tags that
 * the collections' hooks expire when an operator saves.
 */
import type { Where } from 'payload';
import { HOME_CASES_PAGE_SIZE, INDUSTRIES, findIndustry } from '@/catalog';
import type { Media, Sample as CustomerCaseDoc, SampleType as CaseTypeDoc } from '@/payload-types';
import { cachedRead } from '@/server/cache';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { getPayload } from '@/server/payload';
import { sanitizeRichHtml } from '@/text/sanitize-html';
import type {
  BannerDTO,
  BrandDTO,
  CaseTypeDTO,
  CustomerCaseDTO,
  DataTileDTO,
  HelpEntryDTO,
  HelpTypeDTO,
  HomeContent,
  HonourDTO,
  IndustryTab,
  PageQuery,
  Paged,
} from '@/schemas/dto';
import { featuredKeywords } from '@/features/keywords';
import { homeLiveRecords } from '@/features/records';
import type { Locale } from '@/i18n/routing';

/** An uploaded image wins over the site path stored beside it. */
function imageUrl(upload: number | Media | null | undefined, path: string | null | undefined): string {
  if (upload && typeof upload === 'object' && upload.url) return upload.url;
  return path ?? '';
}

function relationId(value: number | { id: number } | null | undefined): number {
  return typeof value === 'object' && value ? value.id : (value ?? 0);
}

function toCustomerCaseDTO(doc: CustomerCaseDoc, locale: Locale): CustomerCaseDTO {
  const type = typeof doc.sampleType === 'object' ? (doc.sampleType as CaseTypeDoc) : null;
  const industry = findIndustry(doc.industry);
  return {
    id: doc.id,
    createDate: doc.createDate,
    modifyDate: doc.updatedAt,
    isDelete: doc.isDelete ? 1 : 0,
    createUserName: doc.createUserName ?? '',
    createUser: doc.createUser ?? '',
    sampleNo: doc.sampleNo,
    sampleTypeId: relationId(doc.sampleType),
    sampleTypeName: type?.name ?? '',
    companyName: doc.companyName,
    imgAddress: imageUrl(doc.image, doc.imageUrl),
    content: sanitizeRichHtml(doc.content),
    sort: doc.sort,
    hangyeStr: industry ? industry[locale] : '',
    hangyeIds: doc.industry,
    fileList: (doc.fileList ?? []).map((f) => imageUrl(f.file, f.url)).filter(Boolean),
    logoUrl: imageUrl(doc.logo, doc.logoUrl),
    backgroundUrl: imageUrl(doc.background, doc.backgroundUrl),
  };
}

const visible: Where = { isDelete: { not_equals: true } };
const ofKind = (kind: 'case' | 'review'): Where => ({ 'sampleType.key': { equals: kind } });

async function findCustomerCases(
  locale: Locale,
  where: Where[],
  q: PageQuery,
): Promise<Paged<CustomerCaseDTO>> {
  const payload = await getPayload();
  const result = await payload.find({
    collection: 'samples',
    locale,
    where: { and: [visible, ...where] },
    sort: ['-sort', '-createDate'],
    page: q.pageNo,
    limit: q.pageSize,
    depth: 1,
  });
  return {
    list: result.docs.map((d) => toCustomerCaseDTO(d, locale)),
    total: result.totalDocs,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** Home case tabs: the industries that have at least one visible case, in catalogue order. */
export const listCaseIndustries = cachedRead(
  'case-industries',
  [CACHE_TAGS.customerCases],
  async (locale: Locale): Promise<IndustryTab[]> => {
    const payload = await getPayload();
    const result = await payload.find({
      collection: 'samples',
      where: { and: [visible, ofKind('case')] },
      select: { industry: true },
      pagination: false,
      depth: 0,
    });
    const present = new Set(result.docs.map((d) => d.industry));
    return INDUSTRIES.flatMap((industry, index) =>
      present.has(industry.slug)
        ? [{ id: index + 1, industryId: industry.slug, industryName: industry[locale] }]
        : [],
    );
  },
);

/** Cases of one industry (by slug), highest sort first, then newest. Unknown slug: empty list. */
export const listCasesByIndustry = cachedRead(
  'cases-by-industry',
  [CACHE_TAGS.customerCases],
  async (locale: Locale, industryId: string, q: PageQuery): Promise<Paged<CustomerCaseDTO>> => {
    if (!findIndustry(industryId)) return { list: [], total: 0, pageNo: q.pageNo, pageSize: q.pageSize };
    return findCustomerCases(locale, [ofKind('case'), { industry: { equals: industryId } }], q);
  },
);

/** All visible cases (selectPageWeb). */
export const listCustomerCases = cachedRead(
  'customer-cases',
  [CACHE_TAGS.customerCases],
  (locale: Locale, q: PageQuery): Promise<Paged<CustomerCaseDTO>> =>
    findCustomerCases(locale, [ofKind('case')], q),
);

/** Testimonials: customer cases of the "customer review" type. */
export const listCustomerReviews = cachedRead(
  'customer-reviews',
  [CACHE_TAGS.customerCases],
  (locale: Locale, q: PageQuery): Promise<Paged<CustomerCaseDTO>> =>
    findCustomerCases(locale, [ofKind('review')], q),
);

/** One customer case or testimonial by id; null when unknown or soft-deleted. */
export const getCustomerCase = cachedRead(
  'customer-case',
  [CACHE_TAGS.customerCases],
  async (locale: Locale, id: number): Promise<CustomerCaseDTO | null> => {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    const payload = await getPayload();
    const doc = await payload.findByID({ collection: 'samples', id, locale, depth: 1, disableErrors: true });
    return doc && !doc.isDelete ? toCustomerCaseDTO(doc, locale) : null;
  },
);

export const listCaseTypes = cachedRead(
  'case-types',
  [CACHE_TAGS.caseTypes],
  async (locale: Locale): Promise<CaseTypeDTO[]> => {
    const payload = await getPayload();
    const result = await payload.find({
      collection: 'sample-types',
      locale,
      sort: 'sort',
      pagination: false,
    });
    return result.docs.map((d) => ({ id: d.id, name: d.name }));
  },
);

export const listBrands = cachedRead(
  'brands',
  [CACHE_TAGS.brands],
  async (locale: Locale, q: PageQuery): Promise<Paged<BrandDTO>> => {
    const payload = await getPayload();
    const result = await payload.find({
      collection: 'brands',
      locale,
      sort: ['sort', 'id'],
      page: q.pageNo,
      limit: q.pageSize,
      depth: 1,
    });
    return {
      list: result.docs.map((d) => ({ id: d.id, name: d.name, logoUrl: imageUrl(d.logo, d.logoUrl) })),
      total: result.totalDocs,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  },
);

/** Shown banners; `url` is the image of the requested locale (the Chinese one when it has none). */
export const listBanners = cachedRead(
  'banners',
  [CACHE_TAGS.banners],
  async (locale: Locale): Promise<BannerDTO[]> => {
    const payload = await getPayload();
    const result = await payload.find({
      collection: 'banners',
      locale,
      where: { enabled: { not_equals: false } },
      sort: ['sort', 'id'],
      pagination: false,
      depth: 1,
    });
    return result.docs.map((d) => ({
      id: d.id,
      title: d.title,
      url: imageUrl(d.image, d.imageUrl),
      linkAddress: d.linkAddress ?? '',
    }));
  },
);

export const listHelpTypes = cachedRead(
  'help-types',
  [CACHE_TAGS.help],
  async (locale: Locale): Promise<HelpTypeDTO[]> => {
    const payload = await getPayload();
    const result = await payload.find({
      collection: 'help-types',
      locale,
      sort: ['sort', 'id'],
      pagination: false,
    });
    return result.docs.map((d) => ({ id: d.id, key: d.key, name: d.name }));
  },
);

/** Help entries, of one category when `typeId` is given (unknown id: empty list). */
export const listHelpEntries = cachedRead(
  'help-entries',
  [CACHE_TAGS.help],
  async (locale: Locale, typeId?: number): Promise<HelpEntryDTO[]> => {
    const payload = await getPayload();
    const result = await payload.find({
      collection: 'help-entries',
      locale,
      where: typeId === undefined ? {} : { helpType: { equals: typeId } },
      sort: ['sort', 'id'],
      pagination: false,
      depth: 0,
    });
    return result.docs.map((d) => ({
      id: d.id,
      key: d.key ?? null,
      typeId: relationId(d.helpType),
      title: d.title,
      content: d.content,
    }));
  },
);

export const listHonours = cachedRead(
  'honours',
  [CACHE_TAGS.honours],
  async (locale: Locale): Promise<HonourDTO[]> => {
    const payload = await getPayload();
    const result = await payload.find({
      collection: 'honours',
      locale,
      sort: ['sort', 'id'],
      pagination: false,
      depth: 1,
    });
    return result.docs.map((d) => ({
      id: d.id,
      imageUrl: imageUrl(d.image, d.imageUrl),
      text: d.text,
      year: d.year ? String(d.year) : '',
    }));
  },
);

const listDataTiles = cachedRead(
  'data-tiles',
  [CACHE_TAGS.dataTiles],
  async (locale: Locale): Promise<DataTileDTO[]> => {
    const payload = await getPayload();
    const result = await payload.find({
      collection: 'data-tiles',
      locale,
      sort: ['sort', 'id'],
      pagination: false,
    });
    return result.docs.map((d) => ({
      id: d.id,
      figureKey: d.figureKey,
      number: d.number,
      unit: d.unit ?? '',
      title: d.title,
      description: d.description ?? '',
    }));
  },
);

/** The home page's reads: banners, figures, case tabs and the first tab's cases. */
export async function readHomeContent(locale: Locale): Promise<HomeContent> {
  const [banners, tiles, industries, records, keywords] = await Promise.all([
    listBanners(locale),
    listDataTiles(locale),
    listCaseIndustries(locale),
    homeLiveRecords(locale),
    featuredKeywords(locale),
  ]);
  const first = industries[0];
  const firstCases = first
    ? (await listCasesByIndustry(locale, first.industryId, { pageNo: 1, pageSize: HOME_CASES_PAGE_SIZE }))
        .list
    : [];
  return { banners, tiles, industries, firstCases, live: { ...records, keywords } };
}
