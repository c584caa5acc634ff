import { z } from 'zod';
import {
  BIDDING_CATEGORIES,
  PROJECT_CATEGORIES,
  PROJECT_STAGE_NAMES,
  type ProjectStage,
  findBiddingCategory,
  findIndustry,
  findProjectCategory,
  findProvince,
} from '@/catalog';
import { LISTING_PATHS, ORGANISATION_ID_PATTERN, SEARCH_PATH, organisationPath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import { variantHref } from '@/routing/page-variants';
import { emailAddress, honeypot, type ValidationKey } from '@/schemas/fields';
import { projectFilterBodySchema } from '@/schemas/api';
import { SEARCH_TYPES, searchHref } from '@/schemas/search-page';

/**
 * Saved-search alerts (docs/backend.md): the sign-up form's fields, shared by the form (client) and
 * POST /api/alerts (server). The filters are those of the page the form sits on, sent as hidden
 * fields and validated exactly as the listings validate them.
 */
const invalid = { error: 'invalid' satisfies ValidationKey };

/**
 * Where a sign-up came from: its full result page is that page with the same filters. An
 * organisation's 'Follow' box (docs/pages.md, 'Organisations') watches one organisation's new records.
 */
const ALERT_ORIGINS = ['search', 'industry', 'province', 'organisation'] as const;

export const MAX_ALERTS_PER_ADDRESS = 10;

const listingFields = projectFilterBodySchema.pick({
  keyword: true,
  province: true,
  industry: true,
  stage: true,
  amountMin: true,
  amountMax: true,
}).shape;

const categoryKeys = [...PROJECT_CATEGORIES, ...BIDDING_CATEGORIES].map((c) => c.key) as [
  string,
  ...string[],
];

export const alertFilterSchema = z
  .object({
    type: z.enum(SEARCH_TYPES, invalid),
    origin: z.enum(ALERT_ORIGINS, invalid).optional().default('search'),
    ...listingFields,
    /** A listing's category tab: a project category key, or a bidding tab key. */
    category: z
      .union([z.literal(''), z.enum(categoryKeys, invalid)], invalid)
      .optional()
      .transform((v) => v || undefined),
    /** The followed organisation's public id. */
    org: z
      .union(
        [z.literal('').transform(() => undefined), z.string().regex(ORGANISATION_ID_PATTERN, invalid)],
        invalid,
      )
      .optional(),
    /** Its name as the mails show it: set by the server from the id, never taken from the form. */
    orgName: z.string().max(300, invalid).optional(),
  })
  // An organisation alert has its organisation, and only an organisation alert has one.
  .refine((f) => (f.origin === 'organisation') === (f.org !== undefined), { ...invalid, path: ['org'] })
  .refine(
    (f) =>
      (f.type === 'project' ? !!findProjectCategory(f.category) : !!findBiddingCategory(f.category)) ||
      !f.category,
    {
      ...invalid,
      path: ['category'],
    },
  )
  // Tenders have no stage (the tender listing ignores it); an alert keeps only what it matches on:
  // an organisation alert, its organisation and record type alone.
  .transform((f): typeof f => {
    if (f.org === undefined)
      return f.type === 'tender'
        ? { ...f, stage: undefined, orgName: undefined }
        : { ...f, orgName: undefined };
    const none = { keyword: undefined, province: undefined, industry: undefined, stage: undefined };
    return { ...f, ...none, category: undefined, amountMin: undefined, amountMax: undefined };
  });

export type AlertFilter = z.output<typeof alertFilterSchema>;
/** A filter as a page writes it: the absent values left out. */
export type PageAlertFilter = Pick<AlertFilter, 'type' | 'origin'> &
  Partial<Omit<AlertFilter, 'type' | 'origin'>>;

export const alertSignupSchema = z.object({
  email: emailAddress('emailRequired'),
  filter: alertFilterSchema,
  website: honeypot(),
});

export type AlertSignup = z.output<typeof alertSignupSchema>;

/** The filter's fields in their canonical order (also the sign-up form's field names). */
export const ALERT_FILTER_FIELDS = [
  'type',
  'origin',
  'keyword',
  'province',
  'industry',
  'stage',
  'category',
  'amountMin',
  'amountMax',
  'org',
] as const;

/** The filter's values in one canonical order, undefined ones dropped: equal filters, equal keys. */
export function alertFilterKey(filter: AlertFilter): string {
  return JSON.stringify(
    ALERT_FILTER_FIELDS.flatMap((k) => (filter[k] === undefined ? [] : [[k, filter[k]]])),
  );
}

/** The tender listing's reading of a bidding tab: its notice code, and whether it means free tenders. */
export function biddingTabFilter(category: string | undefined): { noticeCode?: number; free?: boolean } {
  const tab = findBiddingCategory(category);
  return tab ? { noticeCode: tab.code, free: tab.key === 'freeTender' } : {};
}

/** Texts `describeFilter` needs, from the `alerts.filters` and `listings.categories` messages. */
export interface FilterTexts {
  label: (
    name: 'type' | 'organisation' | 'keyword' | 'province' | 'industry' | 'stage' | 'category' | 'amount',
  ) => string;
  type: (type: AlertFilter['type']) => string;
  category: (key: string) => string;
  amountRange: (min: string, max: string) => string;
  any: string;
}

/** The filter as label/value lines (the form's read-only list, the mails, the unsubscribe page). */
export function describeFilter(filter: PageAlertFilter, locale: Locale, t: FilterTexts) {
  const lines: { name: string; label: string; value: string }[] = [];
  const add = (name: Parameters<FilterTexts['label']>[0], value: string | undefined) => {
    if (value) lines.push({ name, label: t.label(name), value });
  };
  add('type', t.type(filter.type));
  add('organisation', filter.orgName ?? filter.org);
  add('keyword', filter.keyword);
  add('province', findProvince(filter.province)?.[locale]);
  add('industry', findIndustry(filter.industry)?.[locale]);
  add('stage', filter.stage ? PROJECT_STAGE_NAMES[filter.stage as ProjectStage]?.[locale] : undefined);
  add('category', filter.category ? t.category(filter.category) : undefined);
  if (filter.amountMin !== undefined || filter.amountMax !== undefined)
    add('amount', t.amountRange(String(filter.amountMin ?? t.any), String(filter.amountMax ?? t.any)));
  return lines;
}

/** The locale-less path of the alert's full result page: the page it was created on, same filters. */
export function alertResultsHref(filter: AlertFilter): string {
  if (filter.org) return organisationPath(filter.org);
  if (filter.origin === 'industry')
    return variantHref(LISTING_PATHS.projects, { industry: filter.industry, category: filter.category });
  if (filter.origin === 'province')
    return variantHref(LISTING_PATHS.tenders, { province: filter.province, category: filter.category });
  const { keyword, type, province, industry, stage, amountMin, amountMax } = filter;
  return searchHref(SEARCH_PATH, { keyword, type, province, industry, stage, amountMin, amountMax });
}
