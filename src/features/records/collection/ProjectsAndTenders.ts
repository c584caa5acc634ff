import type {
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  Field,
  TextField,
  TextareaField,
} from 'payload';
import {
  BIDDING_CATEGORY_CODES,
  PROJECT_CATEGORY_CODES,
  PROJECT_STAGES,
  PROJECT_STAGE_NAMES,
} from '@/catalog';
import { SOURCE_ID_PATTERN, type RecordKind } from '@/catalog/routes';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { isOperator } from '@/collections/access';
import { codeOptions, industryOptions, label, provinceOptions, regionOptions } from '@/collections/fields';
import {
  contributionBefore,
  organisationsAfterChange,
  organisationsAfterDelete,
} from '@/features/organisations';
import { revalidateHooks } from '@/collections/revalidate';
import { RECORD_LIST_SEARCH_FIELDS, recordListSearch } from './admin-search';
import { recordRevalidateHooks } from './hooks';
import { isCreditCode } from '@/text/credit-code';
import { searchText } from '@/text/search-text';

/** A credit code typed in the admin passes the GB 32100-2015 checksum, as an import's must. */
const creditCodeValidate = (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && isCreditCode(value))
    ? true
    : 'GB 32100-2015';

/** An organisation the upkeep sets from the names and codes (docs/organisations.md); read-only. */
const orgField = (name: string, text: ReturnType<typeof label>): Field => ({
  name,
  type: 'relationship',
  relationTo: 'organisations',
  // The (organisation, publishedAt) index below serves every lookup by organisation.
  index: false,
  label: text,
  admin: { readOnly: true, position: 'sidebar' },
});

/**
 * A text the provider publishes in both languages, as two columns of the record's own row
 * (`title` and `title_en`): the Chinese is the record's, the English optional, and pages show
 * the Chinese where the English is empty. Not Payload's `localized`, whose rows in
 * `<table>_locales` cost two more inserts and six index entries per record
 * (docs/deployment.md, 'Beyond one year').
 */
function bilingual(
  name: string,
  text: ReturnType<typeof label>,
  options: Partial<TextField | TextareaField>,
): Field[] {
  const { type = 'text', ...rest } = options;
  return [
    { ...rest, name, type, label: text } as Field,
    {
      ...rest,
      name: `${name}En`,
      type,
      required: false,
      label: label(`${text.zh}（英文）`, `${text.en} (English)`),
    } as Field,
  ];
}

/** Columns shared by projects and tenders; the filters of the listings plus the teaser text. */
const head: Field[] = [
  ...bilingual('title', label('标题', 'Title'), { required: true }),
  {
    name: 'province',
    type: 'select',
    required: true,
    options: provinceOptions,
    label: label('省份', 'Province'),
  },
  { name: 'region', type: 'select', required: true, options: regionOptions, label: label('地区', 'Region') },
  // Prefecture level (长沙市), as the provider writes it; optional.
  { name: 'city', type: 'text', maxLength: 40, label: label('城市', 'City') },
  {
    name: 'industry',
    type: 'select',
    required: true,
    options: industryOptions,
    label: label('行业', 'Industry'),
  },
];
const tail: Field[] = [
  {
    name: 'amountWan',
    type: 'number',
    required: true,
    min: 0,
    label: label('金额（万元）', 'Amount (10k CNY)'),
  },
  { name: 'publishedAt', type: 'date', required: true, label: label('发布时间', 'Published') },
  ...bilingual('owner', label('业主单位', 'Owner'), { required: true }),
  ...bilingual('summary', label('摘要', 'Summary'), {
    type: 'textarea',
    maxLength: 2000,
    admin: { description: label('纯文本，几句话', 'Plain text, a few sentences') },
  }),
  {
    name: 'ownerCreditCode',
    type: 'text',
    maxLength: 18,
    validate: creditCodeValidate,
    label: label('业主统一社会信用代码', "Owner's credit code"),
  },
  orgField('ownerOrg', label('业主机构', 'Owner organisation')),
  { name: 'contactName', type: 'text', label: label('联系人（已脱敏）', 'Contact (masked)') },
  { name: 'contactPhone', type: 'text', label: label('联系电话（已脱敏）', 'Phone (masked)') },
  {
    // The provider's own id: the key of every import (src/server/import), unique per collection.
    name: 'sourceId',
    type: 'text',
    required: true,
    unique: true,
    maxLength: 64,
    // The id is the record page's URL (`?id=`): the same characters the import admits.
    validate: (value: unknown) =>
      typeof value !== 'string' || value === '' || SOURCE_ID_PATTERN.test(value)
        ? true
        : 'A-Z a-z 0-9 . _ : -',
    label: label('来源编号', 'Source id'),
    admin: {
      description: label(
        '数据提供方的编号；后台手工新建时留空会自动生成',
        "The provider's id; left empty on a record created by hand, one is made",
      ),
    },
  },
  // Keyword index tokens of both locales' titles (src/text/search-text.ts), kept by the hook below and
  // by the bulk load; SQLite's FTS5 table and PostgreSQL's GIN index read this column.
  { name: 'searchText', type: 'text', admin: { hidden: true }, label: label('检索词', 'Search tokens') },
];

/** Recomputes the keyword tokens of both titles whenever an operator creates or edits a row in the admin. */
const indexTitle: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const stored = (originalDoc ?? {}) as { title?: unknown; titleEn?: unknown };
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const zh = 'title' in data ? data.title : stored.title;
  const en = 'titleEn' in data ? data.titleEn : stored.titleEn;
  return { ...data, searchText: searchText(text(zh), text(en)) };
};

/** A record an operator creates by hand has no provider id: it gets one of its own. */
const ensureSourceId: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'create' || !data || (typeof data.sourceId === 'string' && data.sourceId.trim()))
    return data;
  return { ...data, sourceId: `manual-${crypto.randomUUID()}` };
};

/**
 * Listing indexes (docs/deployment.md, 'Which read uses which index'). Listings filter by
 * equality on a few dimension columns and read the newest rows first. Each index leads with the
 * equalities that narrow the range (none, province, industry or both), then the date, then the
 * remaining filter columns: both engines test those on the index entry before fetching the row
 * (PostgreSQL as index conditions, SQLite by a deferred seek), so four indexes serve every shape
 * that one index per shape served (product D1: ~6 ms at 1M rows with an index ending in the
 * date, 100-300 ms without), at a third of the writes. On PostgreSQL the migration adds the id
 * as the last column (Payload's index config cannot name it; SQLite's indexes hold the rowid
 * anyway): a page finds its ids in the index alone and reads only its own rows, not the rows
 * its OFFSET skips.
 */
function listingIndexes(leads: string[][], trailing: string[]): { fields: string[] }[] {
  return leads.map((lead) => ({ fields: [...lead, 'publishedAt', ...trailing] }));
}

/** An organisation's records, newest first (its page, timeline and foreign-key checks). */
const organisationIndexes = (keys: string[]) => keys.map((k) => ({ fields: [k, 'publishedAt'] }));

function listingCollection(
  slug: RecordKind,
  text: { singular: [string, string]; plural: [string, string] },
  fields: Field[],
  indexes: { fields: string[] }[],
  orgKeys: string[],
): CollectionConfig {
  return {
    slug,
    labels: { singular: label(...text.singular), plural: label(...text.plural) },
    admin: {
      useAsTitle: 'title',
      listSearchableFields: [...RECORD_LIST_SEARCH_FIELDS],
      group: label('项目数据', 'Project data'),
      defaultColumns: ['title', 'province', 'industry', 'publishedAt'],
    },
    access: { read: isOperator },
    // updatedAt: when the row last changed (an import that changes nothing leaves it); the
    // listing date is `publishedAt`.
    timestamps: true,
    defaultSort: '-publishedAt',
    hooks: {
      beforeOperation: [recordListSearch(slug)],
      afterChange: [
        ...revalidateHooks(CACHE_TAGS.teaserTotals, CACHE_TAGS.marketStats).afterChange,
        ...recordRevalidateHooks(slug).afterChange,
        organisationsAfterChange(slug),
      ],
      afterDelete: [
        ...revalidateHooks(CACHE_TAGS.teaserTotals, CACHE_TAGS.marketStats).afterDelete,
        ...recordRevalidateHooks(slug).afterDelete,
        organisationsAfterDelete(slug),
      ],
      beforeValidate: [ensureSourceId],
      beforeChange: [indexTitle, contributionBefore(slug)],
      beforeDelete: [contributionBefore(slug)],
    },
    indexes: [...indexes, ...organisationIndexes(orgKeys)],
    fields: [...head, ...fields, ...tail],
  };
}

export const Projects = listingCollection(
  'projects',
  { singular: ['项目', 'Project'], plural: ['项目信息', 'Projects'] },
  [
    {
      name: 'categoryCode',
      type: 'select',
      required: true,
      options: codeOptions(PROJECT_CATEGORY_CODES),
      label: label('项目分类代码', 'Category code'),
    },
    {
      name: 'stage',
      type: 'select',
      required: true,
      options: PROJECT_STAGES.map((s) => ({ value: s, label: { ...PROJECT_STAGE_NAMES[s] } })),
      label: label('项目阶段', 'Stage'),
    },
    { name: 'startDate', type: 'date', label: label('开工日期', 'Start date') },
  ],
  listingIndexes([[], ['province'], ['industry'], ['industry', 'province']], ['categoryCode']),
  ['ownerOrg'],
);

/** `free` is only ever filtered together with the notice code (a free tender is a 154 notice). */
export const Tenders = listingCollection(
  'tenders',
  { singular: ['招标信息', 'Tender'], plural: ['招标信息', 'Tenders'] },
  [
    {
      name: 'noticeCode',
      type: 'select',
      required: true,
      options: codeOptions(BIDDING_CATEGORY_CODES),
      label: label('公告类型代码', 'Notice code'),
    },
    {
      name: 'free',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      label: label('免费招标', 'Free tender'),
    },
    {
      name: 'deadline',
      type: 'date',
      label: label('投标截止时间', 'Bid deadline'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    ...bilingual('agency', label('招标代理', 'Agency'), { maxLength: 200 }),
    {
      name: 'agencyCreditCode',
      type: 'text',
      maxLength: 18,
      validate: creditCodeValidate,
      label: label('代理统一社会信用代码', "Agency's credit code"),
    },
    orgField('agencyOrg', label('代理机构', 'Agency organisation')),
    {
      // 招标编号: shared by a procurement's preview, notice, changes and award (its timeline).
      name: 'processId',
      type: 'text',
      maxLength: 64,
      index: true,
      label: label('招标编号', 'Procurement number'),
    },
    {
      name: 'projectSourceId',
      type: 'text',
      maxLength: 64,
      index: true,
      label: label('所属项目来源编号', "Project's source id"),
    },
    ...bilingual('winner', label('中标单位', 'Winner'), { maxLength: 200 }),
    {
      name: 'winnerCreditCode',
      type: 'text',
      maxLength: 18,
      validate: creditCodeValidate,
      label: label('中标单位统一社会信用代码', "Winner's credit code"),
    },
    orgField('winnerOrg', label('中标机构', 'Winner organisation')),
    {
      name: 'winAmountWan',
      type: 'number',
      min: 0,
      label: label('中标金额（万元）', 'Amount won (10k CNY)'),
    },
    {
      name: 'candidates',
      type: 'text',
      maxLength: 2000,
      label: label('中标候选人', 'Candidates'),
      admin: { description: label('按名次，以 ; 分隔', 'In rank order, separated by ;') },
    },
  ],
  listingIndexes([[], ['province'], ['industry'], ['province', 'industry']], ['noticeCode', 'free']),
  ['ownerOrg', 'agencyOrg', 'winnerOrg'],
);
