/**
 * The saved-search alert routes (docs/backend.md, 'Saved-search alerts'; src/app/api/subscriptions): the
 * sign-up as a JSON endpoint (the form with JavaScript) and as a plain form post that redirects to a small
 * answer page (without JavaScript: the listings are cached pages, so their form posts elsewhere), the
 * confirmation link and the one-click unsubscribe (RFC 8058 POST, or the link's page).
 */
import { after } from 'next/server';
import { getConfig } from '@/config/env';
import { type Locale, localizedPath, routing } from '@/i18n/routing';
import { ALERT_FILTER_FIELDS, alertSignupSchema, type AlertSignup } from '@/schemas/alerts';
import { createMailSender } from '@/server/mail/sender';
import { followedOrganisation } from '@/features/alerts/server/organisation';
import { ALERT_TEXTS, filterSummary } from '@/features/alerts/server/texts';
import {
  SUBSCRIPTION_PATHS,
  alertToConfirm,
  alertToUnsubscribe,
  confirmAlert,
  signUpForAlert,
  type StoredAlert,
  unsubscribeAlert,
} from '@/features/alerts/server/subscribe';
import { errorSummary } from '@/text/log-safe';
import { routeHandlers } from '@/http/endpoint';
import { ApiError } from '@/http/errors';
import { plainPage, type PlainPage } from '@/http/plain-page';
import { hit } from '@/http/rate-limit';

/** Confirmation mails to one address per hour, whoever asks: sign-ups cannot flood an inbox. */
const MAILS_PER_ADDRESS_PER_HOUR = 3;

/**
 * Stores the sign-up and sends its confirmation after the answer: whether the address is new,
 * already holds the alert or is at its cap then changes neither the answer nor its timing (done
 * before it, a new address's writes took twice as long as a known one's lookup).
 */
function deliverConfirmation(signup: AlertSignup, locale: Locale): void {
  after(async () => {
    try {
      const outcome = await signUpForAlert(signup, locale);
      if (!outcome) return;
      const quota = await hit('alert-mail', outcome.mail.to, MAILS_PER_ADDRESS_PER_HOUR, 3600);
      if (!quota.allowed) return;
      const sender = createMailSender({ attempts: 3, backoffMs: 2000 });
      try {
        await sender.send(outcome.mail);
      } catch (error) {
        console.error(
          `[alerts] confirmation mail of alert ${outcome.alertId} not sent: ${errorSummary(error)}`,
        );
      } finally {
        sender.close();
      }
    } catch (error) {
      console.error(`[alerts] sign-up not stored: ${errorSummary(error)}`);
    }
  });
}

/**
 * An organisation alert names the organisation by id; its name (what the mails show) comes from
 * the server, and an id with no page to follow is a bad request like any invalid filter.
 */
async function withOrganisation(signup: AlertSignup, locale: Locale): Promise<AlertSignup> {
  if (signup.filter.org === undefined) return signup;
  const org = await followedOrganisation(signup.filter.org, locale);
  if (!org) throw new ApiError(400, 'badRequest', { errors: { 'filter.org': 'invalid' } });
  return { ...signup, filter: { ...signup.filter, org: org.id, orgName: org.name } };
}

/** POST /api/subscriptions with JSON: the envelope of the other endpoints, rate-limited per client. */
const json = routeHandlers({
  body: alertSignupSchema,
  rateLimit: 'alerts',
  handle: async ({ body, locale }) => {
    deliverConfirmation(await withOrganisation(body, locale), locale);
    return null;
  },
});

const LOCALES = routing.locales as readonly string[];
const localeOf = (value: unknown): Locale => (LOCALES.includes(String(value)) ? (value as Locale) : 'zh');

/** A locale-less path of this site to go back to (never another origin). */
function backPath(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : '';
  return /^\/(?![/\\])[^\s]{0,500}$/.test(text) ? text : undefined;
}

/** Answers of the form post, as the answer page's `status`. */
const ANSWERS = ['sent', 'invalidEmail', 'invalidFilter', 'rateLimited', 'failed'] as const;
type Answer = (typeof ANSWERS)[number];

/**
 * POST /api/subscriptions with a form body: the same endpoint run on the form's fields, then a
 * 303 to the answer page (reloading it posts nothing again).
 */
async function formPost(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => undefined);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const locale = localeOf(field('locale'));
  const body = {
    email: field('email') ?? '',
    website: field('website') ?? '',
    filter: Object.fromEntries(ALERT_FILTER_FIELDS.map((name) => [name, field(name)])),
  };
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.set('accept-language', locale);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  const answer = await json.POST(
    new Request(request.url, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  const envelope = (await answer.json().catch(() => null)) as { errors?: Record<string, string> } | null;
  const status: Answer =
    answer.status === 200
      ? 'sent'
      : answer.status === 429
        ? 'rateLimited'
        : answer.status === 400
          ? envelope?.errors?.email
            ? 'invalidEmail'
            : 'invalidFilter'
          : 'failed';
  const target = new URL(SUBSCRIPTION_PATHS.answer, getConfig().SITE_ORIGIN);
  target.searchParams.set('status', status);
  target.searchParams.set('locale', locale);
  const back = backPath(field('back'));
  if (back) target.searchParams.set('back', back);
  return new Response(null, {
    status: 303,
    headers: { Location: target.toString(), 'Cache-Control': 'no-store' },
  });
}

export async function signupPost(request: Request): Promise<Response> {
  const type = request.headers.get('content-type') ?? '';
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return formPost(request);
  return json.POST(request);
}

export const signupNotAllowed = json.GET;

type PageContent = Omit<PlainPage, 'status'> & { status?: number };

/** An answer page (they live under /api, outside the cached page tree), titled with the site's name. */
function htmlPage({ status = 200, ...page }: PageContent): Response {
  const siteName = ALERT_TEXTS[page.locale]('common.siteName');
  return plainPage({ ...page, heading: page.title, title: `${page.title} - ${siteName}`, status });
}

const home = (locale: Locale) => ({
  href: localizedPath(locale, '/'),
  label: ALERT_TEXTS[locale]('alerts.answer.home'),
});

/** GET /api/subscriptions/answer?status&locale&back: what the form post did. */
export function answerPage(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const locale = localeOf(params.get('locale'));
  const t = ALERT_TEXTS[locale];
  const status = (ANSWERS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Answer)
    : 'failed';
  const back = backPath(params.get('back'));
  const link = back ? { href: localizedPath(locale, back), label: t('alerts.answer.back') } : home(locale);
  const content: Record<Answer, { title: string; text: string }> = {
    sent: { title: t('alerts.answer.sentTitle'), text: t('alerts.form.sent') },
    invalidEmail: { title: t('alerts.answer.invalidTitle'), text: t('validation.emailFormat') },
    invalidFilter: { title: t('alerts.answer.invalidTitle'), text: t('validation.invalid') },
    rateLimited: { title: t('alerts.answer.rateLimitedTitle'), text: t('alerts.form.rateLimited') },
    failed: { title: t('alerts.answer.failedTitle'), text: t('alerts.form.failed') },
  };
  return htmlPage({ locale, ...content[status], link });
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

/** A notice with a link home: the answers of the confirmation and unsubscribe links. */
function notice(
  locale: Locale,
  key: 'badLink' | 'confirmExpired' | 'confirmed' | 'unsubscribed',
  status = 200,
): Response {
  const t = ALERT_TEXTS[locale];
  return htmlPage({
    locale,
    title: t(`alerts.answer.${key}Title`),
    text: t(`alerts.answer.${key}Text`),
    link: home(locale),
    status,
  });
}

function badLink(request: Request): Response {
  return notice(localeOf(new URL(request.url).searchParams.get('locale')), 'badLink', 404);
}

/**
 * The page of a link that changes something: it names the alert and asks for the one click, a
 * POST to the same URL (mail scanners open every link of a message; a GET changes nothing).
 */
function oneClickPage(request: Request, alert: StoredAlert, action: 'confirm' | 'unsubscribe'): Response {
  const { locale, filter } = alert;
  const t = ALERT_TEXTS[locale];
  const url = new URL(request.url);
  return htmlPage({
    locale,
    title: t(`alerts.answer.${action}Title`),
    text: t(`alerts.answer.${action}Text`, { filters: filterSummary(filter, locale) }),
    button: { action: `${url.pathname}${url.search}`, label: t(`alerts.answer.${action}Button`) },
  });
}

async function guarded(request: Request, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    console.error(`[alerts] ${new URL(request.url).pathname} failed: ${errorSummary(error)}`);
    const t = ALERT_TEXTS.zh;
    return htmlPage({
      locale: 'zh',
      title: t('alerts.answer.failedTitle'),
      text: t('alerts.form.failed'),
      status: 500,
    });
  }
}

/** GET /api/subscriptions/confirm?token: the double opt-in link of the confirmation mail. */
export function confirmGet(request: Request): Promise<Response> {
  return guarded(request, async () => {
    const outcome = await alertToConfirm(tokenOf(request));
    if (outcome.status === 'invalid') return badLink(request);
    const { alert } = outcome;
    if (outcome.status === 'expired') return notice(alert.locale, 'confirmExpired', 410);
    if (alert.confirmed) return notice(alert.locale, 'confirmed');
    return oneClickPage(request, alert, 'confirm');
  });
}

/** POST /api/subscriptions/confirm?token: the confirmation page's button starts the alert. */
export function confirmPost(request: Request): Promise<Response> {
  return guarded(request, async () => {
    const outcome = await confirmAlert(tokenOf(request));
    if (outcome.status === 'invalid') return badLink(request);
    if (outcome.status === 'expired') return notice(outcome.alert.locale, 'confirmExpired', 410);
    return notice(outcome.alert.locale, 'confirmed');
  });
}

/** GET /api/subscriptions/unsubscribe?token: the page of the visible link, one button to leave. */
export function unsubscribeGet(request: Request): Promise<Response> {
  return guarded(request, async () => {
    const outcome = await alertToUnsubscribe(tokenOf(request));
    if (outcome.status !== 'ok') return badLink(request);
    return oneClickPage(request, outcome.alert, 'unsubscribe');
  });
}

/** POST /api/subscriptions/unsubscribe?token: RFC 8058 one-click (mail clients), and the page's button. */
export function unsubscribePost(request: Request): Promise<Response> {
  return guarded(request, async () => {
    const outcome = await unsubscribeAlert(tokenOf(request));
    if (outcome.status !== 'ok') return badLink(request);
    return notice(outcome.alert.locale, 'unsubscribed');
  });
}
