import { getConfig } from '@/config/env';
import type { RecordKind } from '@/catalog/routes';
import type { Alert } from '@/payload-types';
import {
  type AlertFilter,
  type AlertSignup,
  MAX_ALERTS_PER_ADDRESS,
  alertFilterKey,
  alertFilterSchema,
} from '@/schemas/alerts';
import { rawSql, sql } from '@/server/db';
import type { Mail } from '@/server/mail/sender';
import { getPayload } from '@/server/payload';
import type { Locale } from '@/i18n/routing';
import { confirmationMail } from './mails';
import { CONFIRM_LINK_SECONDS, parseAlertToken, signAlertToken, verifyAlertToken } from './token';

/** Public paths of the alert routes (src/app/api/subscriptions). */
export const SUBSCRIPTION_PATHS = {
  answer: '/api/subscriptions/answer',
  confirm: '/api/subscriptions/confirm',
  unsubscribe: '/api/subscriptions/unsubscribe',
} as const;

export interface StoredAlert {
  id: number;
  email: string;
  locale: Locale;
  filter: AlertFilter;
  confirmed: boolean;
}

export const recordTable = (filter: Pick<AlertFilter, 'type'>) =>
  filter.type === 'tender' ? 'tenders' : 'projects';

/** The newest record id of a table: the watermark of an alert that starts now. */
async function newestRecordId(table: RecordKind): Promise<number> {
  const [row] = await rawSql(await getPayload()).query<{ m: number | string | null }>(
    sql`SELECT max(id) AS m FROM ${sql.identifier(table)}`,
  );
  return Number(row?.m ?? 0);
}

export function siteUrl(path: string): string {
  return new URL(path, getConfig().SITE_ORIGIN).toString();
}

export async function unsubscribeUrl(alert: { id: number; email: string }): Promise<string> {
  const { secret } = await getPayload();
  return siteUrl(`${SUBSCRIPTION_PATHS.unsubscribe}?token=${signAlertToken(secret, 'unsubscribe', alert)}`);
}

/** The stored filter, read back through the schema (a filter stored by an older version is skipped). */
export function storedFilter(value: unknown): AlertFilter | undefined {
  const parsed = alertFilterSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A sign-up: creates an unconfirmed alert (or finds the same one) and answers the confirmation
 * mail to send, if any. The caller answers the visitor the same way whatever happens here
 * (no enumeration): an address at its cap, an alert already confirmed or a filled honeypot
 * create nothing and send nothing.
 */
export async function signUpForAlert(
  input: AlertSignup,
  locale: Locale,
): Promise<{ alertId: number; mail: Mail } | undefined> {
  if (input.website) return undefined;
  const email = input.email.toLowerCase();
  const alert = await storeAlert(email, locale, input.filter);
  if (!alert || alert.confirmed) return undefined;
  const payload = await getPayload();
  const expires = Math.floor(Date.now() / 1000) + CONFIRM_LINK_SECONDS;
  const token = signAlertToken(payload.secret, 'confirm', { id: alert.id, email }, expires);
  const confirmUrl = siteUrl(`${SUBSCRIPTION_PATHS.confirm}?token=${token}`);
  return {
    alertId: alert.id,
    mail: confirmationMail({ to: email, locale: alert.locale as Locale, filter: input.filter, confirmUrl }),
  };
}

/**
 * The address's alert with these filters: the one it holds, or a new one in its first free slot;
 * none at its cap. The unique indexes (email, filterKey) and (email, slot) decide between
 * sign-ups of one address that arrive at once, on any engine and any number of instances: an
 * insert that loses either race fails, and the loser reads the address again (the twin that won,
 * or the next free slot).
 */
async function storeAlert(email: string, locale: Locale, filter: AlertFilter): Promise<Alert | undefined> {
  const payload = await getPayload();
  const filterKey = alertFilterKey(filter);
  const heldAlerts = async (): Promise<Alert[]> =>
    (
      await payload.find({
        collection: 'alerts',
        where: { email: { equals: email } },
        limit: 0,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    ).docs;
  let held = await heldAlerts();
  for (let attempt = 0; attempt <= MAX_ALERTS_PER_ADDRESS; attempt++) {
    const twin = held.find((doc) => doc.filterKey === filterKey);
    if (twin) return twin;
    if (held.length >= MAX_ALERTS_PER_ADDRESS) return undefined;
    // The first free one: fewer than MAX_ALERTS_PER_ADDRESS are held, so one of 0…held.length is.
    let slot = 0;
    while (held.some((doc) => doc.slot === slot)) slot++;
    try {
      return await payload.create({
        collection: 'alerts',
        data: { email, locale, filter, filterKey, slot, confirmed: false, watermark: 0 },
        overrideAccess: true,
      });
    } catch (error) {
      // Told by what is stored, not by the error (Payload's differs by engine and build): a
      // unique index refused it when another sign-up took the slot or stored the twin first.
      held = await heldAlerts();
      if (!held.some((doc) => doc.slot === slot || doc.filterKey === filterKey)) throw error;
    }
  }
  return undefined;
}

type TokenOutcome =
  { status: 'invalid' } | { status: 'expired'; alert: StoredAlert } | { status: 'ok'; alert: StoredAlert };

/** The alert a signed link names, when the signature holds for its address. */
async function alertOfToken(token: string, purpose: 'confirm' | 'unsubscribe'): Promise<TokenOutcome> {
  const parsed = parseAlertToken(token);
  if (!parsed) return { status: 'invalid' };
  const payload = await getPayload();
  const doc = await payload
    .findByID({ collection: 'alerts', id: parsed.id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null);
  const filter = doc && storedFilter(doc.filter);
  if (!doc || !filter || !verifyAlertToken(payload.secret, purpose, parsed, doc.email))
    return { status: 'invalid' };
  const alert: StoredAlert = {
    id: doc.id,
    email: doc.email,
    locale: doc.locale as Locale,
    filter,
    confirmed: Boolean(doc.confirmed),
  };
  if (parsed.expires && parsed.expires * 1000 < Date.now()) return { status: 'expired', alert };
  return { status: 'ok', alert };
}

/** The alert a confirmation link names (its GET page asks for the one click that confirms). */
export async function alertToConfirm(token: string): Promise<TokenOutcome> {
  return alertOfToken(token, 'confirm');
}

/** Confirms by a confirmation link: the alert starts with the records stored from now on. */
export async function confirmAlert(token: string): Promise<TokenOutcome> {
  const outcome = await alertOfToken(token, 'confirm');
  if (outcome.status !== 'ok' || outcome.alert.confirmed) return outcome;
  const payload = await getPayload();
  await payload.update({
    collection: 'alerts',
    id: outcome.alert.id,
    data: {
      confirmed: true,
      confirmedAt: new Date().toISOString(),
      watermark: await newestRecordId(recordTable(outcome.alert.filter)),
    },
    overrideAccess: true,
  });
  return { status: 'ok', alert: { ...outcome.alert, confirmed: true } };
}

/** The alert an unsubscribe link names (the GET page shows its filters before the one click). */
export async function alertToUnsubscribe(token: string): Promise<TokenOutcome> {
  return alertOfToken(token, 'unsubscribe');
}

/** Deletes the alert; an address lives only on its alerts, so its last one takes the address with it. */
export async function unsubscribeAlert(token: string): Promise<TokenOutcome> {
  const outcome = await alertOfToken(token, 'unsubscribe');
  if (outcome.status !== 'ok') return outcome;
  const payload = await getPayload();
  await payload.delete({ collection: 'alerts', id: outcome.alert.id, overrideAccess: true });
  return outcome;
}

/** Unconfirmed sign-ups older than 7 days are deleted (the daily purge job). */
export const UNCONFIRMED_DAYS = 7;

export async function purgeUnconfirmedAlerts(now = new Date()): Promise<number> {
  const payload = await getPayload();
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000).toISOString();
  const result = await payload.delete({
    collection: 'alerts',
    where: { and: [{ confirmed: { equals: false } }, { createdAt: { less_than: before } }] },
    overrideAccess: true,
  });
  return result.docs.length;
}
