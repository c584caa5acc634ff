import { z } from 'zod';
import {
  BIDDING_CATEGORY_CODES,
  INDUSTRIES,
  PROJECT_CATEGORY_CODES,
  PROJECT_STAGES,
  PROVINCES,
} from '@/catalog';
import { type ValidationKey, plainString } from './fields';

/**
 * Query and body schemas of the product §7 endpoints (besides feedback and apply). Messages are
 * `validation` message keys. An empty string in an optional filter means "no filter", as the
 * site's forms send it.
 */
const invalid = { error: 'invalid' satisfies ValidationKey };

/**
 * An optional filter that also accepts '' and null for "no filter" (as the site's forms send
 * it). Written without preprocessing so the OpenAPI document can describe the accepted input.
 */
const blankable = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema], invalid)
    .optional()
    .transform((v): z.output<T> | undefined => (v === '' || v === null ? undefined : (v as z.output<T>)));

const positiveInt = (max?: number) => {
  const base = z.coerce.number(invalid).int(invalid).min(1, invalid);
  return max ? base.max(max, invalid) : base;
};

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 10;

/** `?pageNo&pageSize`: positive integers, pageSize at most 100. */
export const pageQuerySchema = z.object({
  pageNo: positiveInt().default(1),
  pageSize: positiveInt(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** A code given as a number or a numeric string, one of `codes`. */
const codeOf = (codes: readonly number[]) =>
  blankable(
    z.union(
      [
        z.literal(codes as number[], invalid),
        z.enum(codes.map(String) as [string, ...string[]], invalid).transform(Number),
      ],
      invalid,
    ),
  );

const slugOf = (slugs: readonly string[]) => blankable(z.enum(slugs as [string, ...string[]], invalid));

const industry = slugOf(INDUSTRIES.map((i) => i.slug));
const province = slugOf(PROVINCES.map((p) => p.slug));

export const MAX_KEYWORD_LENGTH = 50;

/** Whitespace-separated terms, trimmed, at most 50 characters (after trimming). */
const keyword = blankable(plainString('invalid').trim().max(MAX_KEYWORD_LENGTH, invalid)).transform((v) =>
  v ? v : undefined,
);

/** An amount in 万元: a non-negative number or numeric string. */
const amount = blankable(z.coerce.number(invalid).min(0, invalid).max(1e9, invalid));

/** A calendar date YYYY-MM-DD that exists (zod's ISO date knows month lengths and leap years). */
const day = blankable(z.iso.date(invalid));

/** Filters every listing accepts besides its own codes (docs/search.md). */
const searchFilters = {
  keyword,
  amountMin: amount,
  amountMax: amount,
  publishedFrom: day,
  publishedTo: day,
};

/** An empty body is allowed where the spec shows no payload. */
export const emptyBodySchema = z.object({});

export const casesByIndustryBodySchema = z.object({
  industryId: plainString('invalid').trim().min(1, invalid).max(64, invalid),
});

export const helpEntriesBodySchema = z.object({
  typeId: blankable(
    z.union(
      [
        z.number().int().min(1),
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number),
      ],
      invalid,
    ),
  ),
});

export const projectFilterBodySchema = z.object({
  industry,
  province,
  categoryCode: codeOf(PROJECT_CATEGORY_CODES),
  stage: slugOf(PROJECT_STAGES),
  ...searchFilters,
});

export const exclusiveFilterBodySchema = z.object({
  industry,
  province,
  stage: slugOf(PROJECT_STAGES),
  ...searchFilters,
});

export const tenderFilterBodySchema = z.object({
  industry,
  province,
  ...searchFilters,
  noticeCode: codeOf(BIDDING_CATEGORY_CODES),
  free: blankable(z.boolean(invalid)),
});
