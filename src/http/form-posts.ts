import type { NextRequest } from 'next/server';
import type { Locale } from '@/i18n/routing';
import { badRequestResponse, forbiddenResponse } from './error-pages';

/**
 * Posts to a page: the site's only ones are the no-JavaScript lead forms, each a server action
 * bound to its locale (src/app/(frontend)/form-actions.ts); with JavaScript the forms post JSON
 * to the endpoints instead. Next decodes an action post before any page code runs, and a
 * tampered one (a damaged bound argument, a dangling reference, an unbound call) throws there
 * and answers 500; bound arguments of another count or type reach the action itself, which then
 * throws on what stands where the form should. So the proxy lets through only what those forms
 * send, and answers the rest with a localized 4xx page; nothing runs, so nothing is stored.
 */

const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)/i;

/** The host the page was asked on, as Next's action check reads it (x-forwarded-host first). */
function requestHost(request: NextRequest): string | undefined {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('host') || undefined;
}

/**
 * Whether a post comes from another site: Next refuses it too, but with a 500. A post without
 * an Origin (not a browser) is let through, as Next does; `Origin: null` is foreign.
 */
function isCrossOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== requestHost(request);
}

const parseJson = (text: FormDataEntryValue | null): unknown => {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * React's encodings of plain values in a reply: an escaped literal `$` (`$$…`), `undefined`,
 * the special numbers, a date (`$D…`) and a bigint (`$n…`). Any other string starting with `$`
 * is a reference to resolve (a chunk, a promise, a form, a stream).
 */
const PLAIN_ENCODED = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d+$)/;

/** Whether a decoded JSON value holds no reference for React to resolve. */
function isPlainData(value: unknown): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || PLAIN_ENCODED.test(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (value && typeof value === 'object') return Object.values(value).every(isPlainData);
  return true;
}

/**
 * Whether `bound` holds the arguments the site's actions are bound to (form-actions.ts): the
 * page's locale, then the form's state as useActionState binds it. Next passes them to the action
 * before the form, so one more or one fewer puts something else where the form is (the action
 * throws: a 500), and another locale answers the page in the wrong language.
 */
function isSiteBound(bound: unknown, locale: Locale): boolean {
  if (!Array.isArray(bound) || bound.length !== 2 || !isPlainData(bound)) return false;
  const [boundLocale, state] = bound as unknown[];
  return boundLocale === locale && !!state && typeof state === 'object' && !Array.isArray(state);
}

/**
 * Whether the action fields of a form are what the site's bound action forms hold:
 * `$ACTION_REF_<n>`, `$ACTION_<n>:0` = `{"id":"<id>","bound":"$@<k>"}`, `$ACTION_<n>:<k>` = the
 * bound arguments as plain JSON (`locale`, the page's, and the form's state), and `$ACTION_KEY`.
 * A form without action fields is no action and renders the page.
 */
export function isWellFormedActionForm(form: FormData, locale: Locale): boolean {
  const names = [...new Set(form.keys())].filter((name) => name.startsWith('$ACTION_'));
  if (!names.length) return true;
  const refs = names.filter((name) => name.startsWith('$ACTION_REF_'));
  if (refs.length !== 1) return false;
  const prefix = `$ACTION_${refs[0].slice('$ACTION_REF_'.length)}:`;
  const head = parseJson(form.get(`${prefix}0`)) as { id?: unknown; bound?: unknown } | undefined;
  if (!head || typeof head !== 'object' || typeof head.id !== 'string' || !/^\w+$/.test(head.id))
    return false;
  const chunk = typeof head.bound === 'string' ? /^\$@(\d+)$/.exec(head.bound)?.[1] : undefined;
  if (!chunk || chunk === '0') return false;
  if (!isSiteBound(parseJson(form.get(`${prefix}${chunk}`)), locale)) return false;
  const expected = new Set([refs[0], `${prefix}0`, `${prefix}${chunk}`, '$ACTION_KEY']);
  return names.every((name) => expected.has(name));
}

/**
 * The answer to a post to a page that is not one of the site's own forms, or undefined to let
 * it through: 403 from another origin, 400 for an action call with JavaScript (`Next-Action`;
 * the pages have none), a body that does not parse as a form, or tampered action fields. The
 * proxy gets its own copy of the body (Next buffers it for the proxy), so reading it here leaves
 * it whole for the page. `home` is the home page of the site it was asked on.
 */
export async function refuseFormPost(
  request: NextRequest,
  locale: Locale,
  home: string,
): Promise<Response | undefined> {
  if (request.method !== 'POST') return undefined;
  if (isCrossOrigin(request)) return forbiddenResponse(locale, home);
  if (request.headers.has('next-action')) return badRequestResponse(locale, home);
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) return undefined;
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  return form && isWellFormedActionForm(form, locale) ? undefined : badRequestResponse(locale, home);
}
