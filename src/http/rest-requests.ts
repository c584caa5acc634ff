import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import { match } from 'path-to-regexp';
import type { CollectionSlug, Endpoint, Payload } from 'payload';
import { getPayload } from '@/server/payload';
import { apiMessage, type ApiMessageKey } from './messages';
import { requestLocale } from './request';

/**
 * Requests to Payload's REST API that Payload itself would answer with a 500, refused with a 4xx
 * before it runs (so nothing is stored): an id that is not a record id, a body of a type it
 * does not read, a body that is not a JSON object.
 */

/** Route parameters named `id` that are not record ids (the e-mail verification token). */
const NON_RECORD_ID_PATHS = new Set(['/verify/:id']);

/** Record ids are serial integers on both databases (PostgreSQL `serial`: 32 bits). */
const MAX_RECORD_ID = 2 ** 31 - 1;

const isRecordId = (value: string) => /^\d{1,10}$/.test(value) && Number(value) <= MAX_RECORD_ID;

function refusal(request: Request, status: 400 | 404 | 415, key: ApiMessageKey): Response {
  return Response.json(
    { errors: [{ message: apiMessage(requestLocale(request), key) }] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * The endpoint Payload would run for this request and its route parameters, found the way
 * Payload finds it (src: payload/dist/utilities/handleEndpoints.js): `/api/<collection>/...` or
 * `/api/globals/<global>/...`, then the first of its endpoints matching the method and the rest.
 */
function endpointOf(
  payload: Payload,
  method: string,
  pathname: string,
): { endpoint: Endpoint; params: Record<string, unknown>; numericIds: boolean } | undefined {
  const api = payload.config.routes.api.replace(/\/+$/, '');
  if (!pathname.startsWith(`${api}/`)) return undefined;
  let rest = pathname.slice(api.length).replace(/\/+$/, '');
  const globals = rest.startsWith('/globals/');
  if (globals) rest = rest.slice('/globals'.length);
  const slug = rest.split('/')[1] ?? '';
  const collection = globals ? undefined : payload.collections[slug as CollectionSlug]?.config;
  const global = globals ? payload.globals.config.find((each) => each.slug === slug) : undefined;
  const endpoints = (collection ?? global)?.endpoints;
  if (!endpoints) return undefined;
  const path = rest.slice(slug.length + 1) || '/';
  for (const endpoint of endpoints) {
    if (endpoint.method !== method.toLowerCase()) continue;
    const found = match<Record<string, unknown>>(endpoint.path, { decode: safeDecode })(path);
    if (found) {
      // Payload's own rule: ids are numbers unless the collection's id field is text.
      const numericIds =
        payload.db.defaultIDType === 'number' &&
        (collection as { customIDType?: string })?.customIDType !== 'text';
      return { endpoint, params: found.params, numericIds };
    }
  }
  return undefined;
}

/** A route parameter as Payload decodes it; one that does not decode stays as it came. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const hasBody = (request: Request) =>
  request.body !== null &&
  (request.headers.has('transfer-encoding') || Number(request.headers.get('content-length') ?? '0') > 0);

const isJsonObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

function parsesAsObject(text: string): boolean {
  try {
    return isJsonObject(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * Whether a multipart body's `_payload` field (the document, as JSON) is absent or a JSON
 * object. Read from a copy of the body as a stream, stopping at that field, so an upload is
 * never held twice in memory when its fields come first (as the admin sends them).
 */
async function multipartPayloadIsValid(request: Request): Promise<boolean> {
  const copy = request.clone().body;
  if (!copy) return true;
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: Object.fromEntries(request.headers) });
    } catch {
      resolve(false);
      return;
    }
    const source = Readable.fromWeb(copy as NodeWebStream<Uint8Array>);
    const settle = (valid: boolean) => {
      resolve(valid);
      source.unpipe(parser);
      source.destroy();
    };
    parser.on('field', (name, value) => {
      if (name === '_payload') settle(parsesAsObject(value));
    });
    parser.on('file', (_name, file) => file.resume());
    parser.on('close', () => settle(true));
    parser.on('error', () => settle(false));
    source.on('error', () => settle(false));
    source.pipe(parser);
  });
}

/** Why Payload could not read this request's body, or undefined when it can. */
async function unreadableBody(request: Request): Promise<Response | undefined> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method) || !hasBody(request)) return undefined;
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase();
  if (type === 'application/json') {
    const text = await request.clone().text();
    return !text || parsesAsObject(text) ? undefined : refusal(request, 400, 'malformedJson');
  }
  if (type === 'multipart/form-data') {
    return (await multipartPayloadIsValid(request)) ? undefined : refusal(request, 400, 'malformedJson');
  }
  // Payload reads JSON and multipart only; with any other type it would act on no data at all.
  return refusal(request, 415, 'unsupportedMediaType');
}

/**
 * The refusal of a REST request Payload cannot handle, or null to let Payload answer it: a
 * record id that is not one (`abc`, `1e999`, `NaN`; Payload turns it into NaN or Infinity and
 * the database query fails) is the 404 of a missing record; an unreadable body a 400 or 415.
 */
export async function refuseRestRequest(request: Request): Promise<Response | null> {
  const payload = await getPayload();
  const route = endpointOf(payload, request.method, new URL(request.url).pathname);
  const id = route?.params.id;
  if (
    route?.numericIds &&
    typeof id === 'string' &&
    !NON_RECORD_ID_PATHS.has(route.endpoint.path) &&
    !isRecordId(id)
  ) {
    return refusal(request, 404, 'notFound');
  }
  return (await unreadableBody(request)) ?? null;
}
