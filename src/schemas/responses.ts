/**
 * Response shapes of the product §7 endpoints: the OpenAPI document is generated from them and the
 * DTO types of `dto.ts` are inferred from them.
 */
import { z } from 'zod';

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int().describe('Equals the HTTP status'),
    msg: z.string(),
    data,
  });

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string().describe("Localized from the request's Accept-Language (zh or en)"),
  data: z.null(),
  errors: z.record(z.string(), z.string()).optional().describe('Per-field messages (400 only)'),
});

export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });

export const industryTabSchema = z.object({
  id: z.number().int(),
  industryId: z.string(),
  industryName: z.string(),
});

export const customerCaseSchema = z.object({
  id: z.number().int(),
  createDate: z.string(),
  modifyDate: z.string(),
  isDelete: z.number().int(),
  createUserName: z.string(),
  createUser: z.string(),
  sampleNo: z.string(),
  sampleTypeId: z.number().int(),
  sampleTypeName: z.string(),
  companyName: z.string(),
  imgAddress: z.string(),
  content: z.string().describe('Sanitized HTML'),
  sort: z.number().int(),
  hangyeStr: z.string(),
  hangyeIds: z.string(),
  fileList: z.array(z.string()),
  logoUrl: z.string(),
  backgroundUrl: z.string(),
});

export const caseTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  linkAddress: z.string(),
});
export const brandSchema = z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string() });
export const helpTypeSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export const helpEntrySchema = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  typeId: z.number().int(),
  title: z.string(),
  content: z.string(),
});

const IN_REQUEST_LANGUAGE = "In the request's language (Accept-Language); Chinese where a row has no English";
const teaserBase = {
  id: z.number().int(),
  sourceId: z
    .string()
    .describe(
      "The provider's id; the record's own page is `/industry/detail?id=` or `/inviteBussInfo/detail?id=` with it",
    ),
  title: z.string().describe(IN_REQUEST_LANGUAGE),
  province: z.string(),
  region: z.string(),
  industry: z.string(),
  amountWan: z.number(),
  publishedAt: z.string(),
  owner: z.string().describe(IN_REQUEST_LANGUAGE),
  contactName: z.string().describe('Masked'),
  contactPhone: z.string().describe('Masked'),
};
export const projectTeaserSchema = z.object({
  ...teaserBase,
  categoryCode: z.number().int(),
  stage: z.string(),
});
export const tenderTeaserSchema = z.object({
  ...teaserBase,
  noticeCode: z.number().int(),
  free: z.boolean(),
});

export const codeSentSchema = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
