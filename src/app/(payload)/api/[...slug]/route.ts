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
import { refuseRestRequest } from '@/http/rest-requests';

type Handler = ReturnType<typeof REST_GET>;

/**
 * Payload's handler, with requests it would fail on refused first (a 4xx, never its 500), login
 * and forgot-password throttled, and unserved paths a plain 404.
 */
const guarded =
  (handler: Handler): Handler =>
  async (request, args) => {
    const refused = await refuseRestRequest(request);
    if (refused) return refused;
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
