import { getConfig } from '@/config/env';
import { apiMessage } from './messages';
import { hit } from './rate-limit';
import { clientIp, requestLocale } from './request';

/** Payload's REST paths that try a password or send a reset e-mail. */
const THROTTLED_PATHS = new Set(['/api/users/login', '/api/users/forgot-password']);

export function isThrottledAuthPath(pathname: string): boolean {
  return THROTTLED_PATHS.has(pathname.replace(/\/+$/, ''));
}

/** The e-mail a login or forgot-password request names, from JSON or Payload's form data. */
async function accountOf(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  try {
    let data: unknown;
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.clone().formData();
      const payload = form.get('_payload');
      data = typeof payload === 'string' ? JSON.parse(payload) : Object.fromEntries(form);
    } else {
      data = JSON.parse(await request.clone().text());
    }
    const email = (data as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Throttles password attempts and reset e-mails per client address and per account, with the
 * same limiter as the site's forms (instead of Payload's lockout, which let anyone lock an
 * operator out and told which accounts exist). Every attempt counts, right or wrong, known
 * account or not, so the answer never depends on whether the account exists. An address over
 * its limit is refused before its attempt counts against the account, so one address alone
 * cannot exhaust an account's allowance (the account limit is the larger one). Returns the 429
 * answer, in Payload's error shape, or null to let Payload handle the request.
 */
export async function throttleAuthRequest(request: Request): Promise<Response | null> {
  const config = getConfig();
  const window = config.LOGIN_RATE_LIMIT_WINDOW_SECONDS;
  let decision = await hit('login-ip', clientIp(request), config.LOGIN_RATE_LIMIT_IP, window);
  if (decision.allowed) {
    const account = await accountOf(request);
    if (account) decision = await hit('login-account', account, config.LOGIN_RATE_LIMIT_ACCOUNT, window);
  }
  if (decision.allowed) return null;
  const message = apiMessage(requestLocale(request), 'loginThrottled', {
    minutes: Math.max(1, Math.ceil(decision.retryAfter / 60)),
  });
  return Response.json(
    { errors: [{ message }] },
    { status: 429, headers: { 'Retry-After': String(decision.retryAfter), 'Cache-Control': 'no-store' } },
  );
}

/**
 * Payload answers a path no endpoint serves (e.g. /api/payload-migrations) with 501 and
 * "Cannot GET <the server's own URL>", which tells the bind address: a plain 404 instead.
 */
export function hideUnservedPath(request: Request, response: Response): Response {
  if (response.status !== 501) return response;
  return Response.json(
    { errors: [{ message: apiMessage(requestLocale(request), 'notFound') }] },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}
