import type { z } from 'zod';
import { isUnavailableError, reportDatabaseError } from '@/server/db-health';
import { getConfig } from '@/config/env';
import { DomainError } from '@/errors/domain-error';
import { pageQuerySchema } from '@/schemas/api';
import type { Locale } from '@/i18n/routing';
import type { PageQuery } from '@/schemas/dto';
import { apiMessage, fieldMessage } from './messages';
import { errorSummary, fieldNames } from '@/text/log-safe';
import { ApiError, apiErrorOf } from './errors';
import { hit } from './rate-limit';
import { clientIp, readJsonBody, requestLocale } from './request';

type RateBucket = 'feedback' | 'apply' | 'alerts' | 'wechat';

interface EndpointContext<Body> {
  body: Body;
  page: PageQuery;
  locale: Locale;
  ip: string;
  /** The request's headers (a lead form reads its sender's source cookie and Referer). */
  headers: Pick<Headers, 'get'>;
}

export interface EndpointSpec<S extends z.ZodType> {
  body: S;
  /** Reads `?pageNo&pageSize`. */
  paged?: boolean;
  rateLimit?: RateBucket;
  handle: (context: EndpointContext<z.output<S>>) => Promise<unknown>;
}

const JSON_HEADERS = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' };

function envelope(
  status: number,
  msg: string,
  data: unknown,
  extra: Record<string, unknown> = {},
  headers = {},
) {
  return new Response(JSON.stringify({ code: status, msg, data, ...extra }), {
    status,
    headers: { ...JSON_HEADERS, ...headers },
  });
}

function errorResponse(locale: Locale, error: ApiError): Response {
  const { values, errors, headers } = error.options;
  const extra = errors
    ? { errors: Object.fromEntries(Object.entries(errors).map(([f, key]) => [f, fieldMessage(locale, key)])) }
    : {};
  return envelope(error.status, apiMessage(locale, error.key, values), null, extra, headers);
}

/** Zod issues as `{ field: message key }`, the first issue of each field. */
function fieldErrors(error: z.ZodError, fallbackField: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || fallbackField;
    out[field] ??= issue.message;
  }
  return out;
}

/** A failure of a valid request: carries the body's field names for the log line. */
class HandlerError extends Error {
  constructor(
    readonly fields: string,
    cause: unknown,
  ) {
    super('handler failed', { cause });
  }
}

/** Counts the request against the spec's per-address limit; throws 429 above it. */
async function checkRate(spec: EndpointSpec<z.ZodType>, ip: string): Promise<void> {
  if (!spec.rateLimit) return;
  const config = getConfig();
  const limit = {
    feedback: config.RATE_LIMIT_FEEDBACK,
    apply: config.RATE_LIMIT_APPLY,
    alerts: config.RATE_LIMIT_ALERTS,
    wechat: config.RATE_LIMIT_WECHAT,
  }[spec.rateLimit];
  const decision = await hit(spec.rateLimit, ip, limit, config.RATE_LIMIT_WINDOW_SECONDS);
  if (!decision.allowed) {
    throw new ApiError(429, 'rateLimited', { headers: { 'Retry-After': String(decision.retryAfter) } });
  }
}

/** The spec's schema and handler on a body already read; throws ApiError. */
async function handleBody<S extends z.ZodType>(
  spec: EndpointSpec<S>,
  raw: unknown,
  context: Omit<EndpointContext<unknown>, 'body'>,
): Promise<unknown> {
  const body = spec.body.safeParse(raw);
  if (!body.success) throw new ApiError(400, 'badRequest', { errors: fieldErrors(body.error, 'body') });
  try {
    return await spec.handle({ ...context, body: body.data });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DomainError) throw apiErrorOf(error);
    throw new HandlerError(fieldNames(raw), error);
  }
}

async function run<S extends z.ZodType>(
  spec: EndpointSpec<S>,
  request: Request,
  locale: Locale,
): Promise<Response> {
  const ip = clientIp(request);
  await checkRate(spec, ip);
  let page: PageQuery = { pageNo: 1, pageSize: 1 };
  if (spec.paged) {
    const params = new URL(request.url).searchParams;
    const query = pageQuerySchema.safeParse({
      pageNo: params.get('pageNo') ?? undefined,
      pageSize: params.get('pageSize') ?? undefined,
    });
    if (!query.success) throw new ApiError(400, 'badRequest', { errors: fieldErrors(query.error, 'query') });
    page = query.data;
  }
  const raw = await readJsonBody(request);
  if (!raw.ok) {
    if (raw.status === 413) throw new ApiError(413, 'payloadTooLarge');
    throw new ApiError(400, 'malformedJson', { errors: { body: 'malformedJson' } });
  }
  const data = await handleBody(spec, raw.value, { locale, ip, page, headers: request.headers });
  return envelope(200, apiMessage(locale, 'success'), data ?? null);
}

/** What a form posted without JavaScript (a server action) learns: the envelope, as values. */
export type FormOutcome =
  { ok: true; msg: string } | { ok: false; status: number; msg: string; errors: Record<string, string> };

/**
 * Runs an endpoint's spec for a page form submitted without JavaScript (a server action over
 * the form's fields): the same rate limit, schema, handler and localized messages as its POST,
 * answered as values the form renders.
 */
export async function submitForm<S extends z.ZodType>(
  spec: EndpointSpec<S>,
  raw: Record<string, string>,
  context: { locale: Locale; headers: Pick<Headers, 'get'> },
): Promise<FormOutcome> {
  const { locale } = context;
  const ip = clientIp(context);
  try {
    await checkRate(spec, ip);
    await handleBody(spec, raw, { locale, ip, page: { pageNo: 1, pageSize: 1 }, headers: context.headers });
    return { ok: true, msg: apiMessage(locale, 'success') };
  } catch (error) {
    if (error instanceof ApiError) {
      const { values, errors = {} } = error.options;
      const texts = Object.fromEntries(
        Object.entries(errors).map(([f, key]) => [f, fieldMessage(locale, key)]),
      );
      return { ok: false, status: error.status, msg: apiMessage(locale, error.key, values), errors: texts };
    }
    const cause = error instanceof HandlerError ? error.cause : error;
    console.error(`[form] ${spec.rateLimit ?? 'form'} failed: ${errorSummary(cause)}`);
    reportDatabaseError(cause);
    const unavailable = isUnavailableError(cause);
    const key = unavailable ? 'unavailable' : 'serverError';
    return { ok: false, status: unavailable ? 503 : 500, msg: apiMessage(locale, key), errors: {} };
  }
}

/**
 * The route module of one product §7 endpoint: POST runs the spec (rate limit, page query, body
 * size and JSON checks, schema validation, handler) inside the `{code, msg, data}` envelope;
 * every other method answers 405 with `Allow: POST`. Nothing thrown reaches the client as a
 * stack: unexpected errors are logged and answered 500 (503 when the database is unreachable).
 */
export function routeHandlers<S extends z.ZodType>(spec: EndpointSpec<S>) {
  const POST = async (request: Request): Promise<Response> => {
    const locale = requestLocale(request);
    try {
      return await run(spec, request, locale);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(locale, error);
      // Field names and error classes only: values and database messages hold personal data.
      const cause = error instanceof HandlerError ? error.cause : error;
      const fields = error instanceof HandlerError ? ` (fields ${error.fields})` : '';
      console.error(`[api] ${new URL(request.url).pathname} failed${fields}: ${errorSummary(cause)}`);
      reportDatabaseError(cause);
      const unavailable = isUnavailableError(cause);
      return errorResponse(
        locale,
        new ApiError(unavailable ? 503 : 500, unavailable ? 'unavailable' : 'serverError'),
      );
    }
  };
  const notAllowed = async (request: Request): Promise<Response> =>
    errorResponse(
      requestLocale(request),
      new ApiError(405, 'methodNotAllowed', { headers: { Allow: 'POST' } }),
    );
  return {
    POST,
    GET: notAllowed,
    HEAD: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: notAllowed,
  };
}

/** Any method on an unknown path under the API prefixes: 404 in the envelope. */
export function notFoundHandlers() {
  const notFound = async (request: Request): Promise<Response> =>
    errorResponse(requestLocale(request), new ApiError(404, 'notFound'));
  return {
    POST: notFound,
    GET: notFound,
    HEAD: notFound,
    PUT: notFound,
    PATCH: notFound,
    DELETE: notFound,
    OPTIONS: notFound,
  };
}
