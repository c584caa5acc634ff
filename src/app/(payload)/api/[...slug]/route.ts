import config from '@payload-config';
import '@payloadcms/next/css';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';
import { hideUnservedPath, isThrottledAuthPath, throttleAuthRequest } from '@/http/login-throttle';

type Handler = ReturnType<typeof REST_GET>;

/** Payload's handler, with login and forgot-password throttled and unserved paths a plain 404. */
const guarded =
  (handler: Handler): Handler =>
  async (request, args) => {
    if (request.method === 'POST' && isThrottledAuthPath(new URL(request.url).pathname)) {
      const refusal = await throttleAuthRequest(request);
      if (refusal) return refusal;
    }
    return hideUnservedPath(request, await handler(request, args));
  };

export const GET = guarded(REST_GET(config));
export const POST = guarded(REST_POST(config));
export const DELETE = guarded(REST_DELETE(config));
export const PATCH = guarded(REST_PATCH(config));
export const PUT = guarded(REST_PUT(config));
export const OPTIONS = guarded(REST_OPTIONS(config));
