/**
 * The product §7 endpoints: path, body schema, behaviour and response shape. Route files under
 * src/app/business-center-app-zxw*\/ export `routeHandlers(ENDPOINTS.<name>.spec)`, and the
 * OpenAPI document (docs/openapi.json) is generated from this same table.
 */
import { z } from 'zod';
import { API_PATHS, WECHAT_SIGNATURE_PATH } from '@/catalog/api-paths';
import { EXCLUSIVE_CATEGORY_CODE, FREE_TENDER_CODE } from '@/catalog/categories';
import { HOME_CASES_PAGE_SIZE, KEYWORD_COUNT_AHEAD, LISTING_TOTAL_CAP } from '@/catalog/constants';
import { trialSchema, verificationCodeSchema } from '@/features/leads/schemas/trial';
import {
  casesByIndustryBodySchema,
  emptyBodySchema,
  exclusiveFilterBodySchema,
  helpEntriesBodySchema,
  projectFilterBodySchema,
  tenderFilterBodySchema,
} from '@/schemas/api';
import { feedbackSchema } from '@/features/leads/schemas/feedback';
import * as R from '@/schemas/responses';
import {
  CODE_TTL_SECONDS,
  MAX_CODE_ATTEMPTS,
  RESEND_AFTER_SECONDS,
  issueCode,
  registerTrial,
} from '@/features/leads/server/trial';
import * as content from '@/features/site-content/server/site-content';
import { saveFeedback } from '@/features/leads/server/feedback';
import { readLeadSource } from '@/features/leads/sources/lead-source';
import { getConfig } from '@/config/env';
import { listExclusive, listProjects, listTenders } from '@/features/records/server/teasers';
import type { EndpointSpec } from '@/http/endpoint';
import {
  signatureBodySchema,
  signatureSchema,
  SIGNED_URL_MAX_LENGTH,
} from '@/features/wechat/schemas/signature';
import { signShareUrl } from '@/features/wechat/server/share-signature';

export interface EndpointDef<S extends z.ZodType = z.ZodType> {
  path: string;
  summary: string;
  description?: string;
  response: z.ZodType;
  spec: EndpointSpec<S>;
}

const define = <S extends z.ZodType>(def: EndpointDef<S>) => def;

const KEYWORD_TOTAL = `With a keyword, total counts at most ${KEYWORD_COUNT_AHEAD} matches past the page's first row, unless every match was read: the next pages count further.`;

export const ENDPOINTS = {
  selectSampleIndustryCount: define({
    path: API_PATHS.selectSampleIndustryCount,
    summary: 'Industries that have customer cases (home case tabs)',
    response: z.array(R.industryTabSchema),
    spec: { body: emptyBodySchema, handle: ({ locale }) => content.listCaseIndustries(locale) },
  }),
  selectSampleTypes: define({
    path: API_PATHS.selectSampleTypes,
    summary: 'Sample types (success case, customer review)',
    response: z.array(R.caseTypeSchema),
    spec: { body: emptyBodySchema, handle: ({ locale }) => content.listCaseTypes(locale) },
  }),
  selectPageWeb: define({
    path: API_PATHS.selectPageWeb,
    summary: 'All customer cases, paged',
    response: R.pagedOf(R.customerCaseSchema),
    spec: {
      body: emptyBodySchema,
      paged: true,
      handle: ({ locale, page }) => content.listCustomerCases(locale, page),
    },
  }),
  selectCasesByIndustry: define({
    path: API_PATHS.selectCasesByIndustry,
    summary: `Cases of one industry, highest sort then newest (home: pageNo 1, pageSize ${HOME_CASES_PAGE_SIZE})`,
    description: 'An industryId with no cases (or not a known industry) answers an empty list.',
    response: R.pagedOf(R.customerCaseSchema),
    spec: {
      body: casesByIndustryBodySchema,
      paged: true,
      handle: ({ locale, body, page }) => content.listCasesByIndustry(locale, body.industryId, page),
    },
  }),
  selectCustomerReviews: define({
    path: API_PATHS.selectCustomerReviews,
    summary: 'Customer reviews (testimonials), paged',
    response: R.pagedOf(R.customerCaseSchema),
    spec: {
      body: emptyBodySchema,
      paged: true,
      handle: ({ locale, page }) => content.listCustomerReviews(locale, page),
    },
  }),
  selectBrands: define({
    path: API_PATHS.selectBrands,
    summary: 'Brand showcase, paged',
    response: R.pagedOf(R.brandSchema),
    spec: {
      body: emptyBodySchema,
      paged: true,
      handle: ({ locale, page }) => content.listBrands(locale, page),
    },
  }),
  selectBanners: define({
    path: API_PATHS.selectBanners,
    summary: "Banners and advertisements, with the image of the request's locale",
    response: z.array(R.bannerSchema),
    spec: { body: emptyBodySchema, handle: ({ locale }) => content.listBanners(locale) },
  }),
  applyRegister: define({
    path: API_PATHS.applyRegister,
    summary: 'Free-trial application, checked against the verification code',
    description: `One attempt per call, at most ${MAX_CODE_ATTEMPTS} per code; wrong code 400 (errors.code), expired or missing code 400, attempts exhausted 429. Rate limited per client IP (429).`,
    response: z.null(),
    spec: {
      body: trialSchema,
      rateLimit: 'apply',
      handle: ({ body, locale, ip, headers }) =>
        registerTrial(body, { locale, ip, source: readLeadSource(headers, getConfig()) }),
    },
  }),
  applyVerificationCode: define({
    path: API_PATHS.applyVerificationCode,
    summary: 'Sends a 6-digit verification code to a mobile number',
    description: `The code is valid for ${CODE_TTL_SECONDS / 60} minutes; a new one may be requested after ${RESEND_AFTER_SECONDS} s (429 before). Rate limited per client IP.`,
    response: R.codeSentSchema,
    spec: {
      body: verificationCodeSchema,
      rateLimit: 'apply',
      handle: ({ body, locale }) => issueCode(body.phone, locale),
    },
  }),
  recommendProjects: define({
    path: API_PATHS.recommendProjects,
    summary: 'Project teasers, newest first, by industry, province and category code; contacts masked',
    description: `total counts at most ${LISTING_TOTAL_CAP} matching rows; pages beyond that are empty. ${KEYWORD_TOTAL}`,
    response: R.pagedOf(R.projectTeaserSchema),
    spec: {
      body: projectFilterBodySchema,
      paged: true,
      handle: ({ body, page, locale }) => listProjects({ ...body, ...page, locale }),
    },
  }),
  recommendTenders: define({
    path: API_PATHS.recommendTenders,
    summary:
      'Tender teasers, newest first, by industry, province, notice code and free flag; contacts masked',
    description: `free without noticeCode means free tenders (code ${FREE_TENDER_CODE}). total counts at most ${LISTING_TOTAL_CAP} matching rows. ${KEYWORD_TOTAL}`,
    response: R.pagedOf(R.tenderTeaserSchema),
    spec: {
      body: tenderFilterBodySchema,
      paged: true,
      handle: ({ body, page, locale }) => listTenders({ ...body, ...page, locale }),
    },
  }),
  recommendExclusive: define({
    path: API_PATHS.recommendExclusive,
    summary: `Exclusive-procurement project teasers (category ${EXCLUSIVE_CATEGORY_CODE}), newest first; contacts masked`,
    response: R.pagedOf(R.projectTeaserSchema),
    spec: {
      body: exclusiveFilterBodySchema,
      paged: true,
      handle: ({ body, page, locale }) => listExclusive({ ...body, ...page, locale }),
    },
  }),
  saveFeedback: define({
    path: API_PATHS.saveFeedback,
    summary: 'Stores a feedback form submission (rules of docs/product.md §5), durably, before answering 200',
    description: 'Rate limited per client IP (429).',
    response: z.null(),
    spec: {
      body: feedbackSchema,
      rateLimit: 'feedback',
      handle: ({ body, locale, ip, headers }) =>
        saveFeedback(body, { locale, ip, source: readLeadSource(headers, getConfig()) }),
    },
  }),
  selectHelpTypes: define({
    path: API_PATHS.selectHelpTypes,
    summary: 'Help-centre categories (product help, membership services)',
    response: z.array(R.helpTypeSchema),
    spec: { body: emptyBodySchema, handle: ({ locale }) => content.listHelpTypes(locale) },
  }),
  selectHelpEntries: define({
    path: API_PATHS.selectHelpEntries,
    summary: 'Help-centre entries, of one category when typeId is given (unknown typeId: empty list)',
    response: z.array(R.helpEntrySchema),
    spec: {
      body: helpEntriesBodySchema,
      handle: ({ locale, body }) => content.listHelpEntries(locale, body.typeId),
    },
  }),
  wechatSignature: define({
    path: WECHAT_SIGNATURE_PATH,
    summary: "WeChat JS-SDK signature of a page of this site (its share card in WeChat's browser)",
    description: `url: the page's location.href (the fragment is dropped), at most ${SIGNED_URL_MAX_LENGTH} characters, of the site's origin or its hosted mobile host (else 400). 404 when WECHAT_APP_ID is unset, 503 while WeChat's API refuses (the page then shares as a plain link). Rate limited per client IP (429).`,
    response: signatureSchema,
    spec: {
      body: signatureBodySchema,
      rateLimit: 'wechat',
      handle: ({ body }) => signShareUrl(body.url),
    },
  }),
};
