import { createHash } from 'node:crypto';
import { getRawSql, sql } from '@/server/db';
import { LEADS, type LeadKind } from '@/features/leads/lead-kinds';
import { hashIp } from './ip-hash';
import { pickAssignee } from './delivery/assign';
import { queueNotification } from './delivery/deliver';
import { getPayload } from '@/server/payload';
import type { Locale } from '@/i18n/routing';
import type { LeadSource } from '@/features/leads/sources/lead-source';
import { queueConversion } from './conversion';

/** Identical leads within this window are stored once and counted. */
const DUPLICATE_WINDOW_HOURS = 24;

/** Case, width, spacing and surrounding blanks do not make a lead new. */
const normalise = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * One form's normalised fields, hashed: what "the same lead" means. The hash names the kind by its
 * collection slug, as the stored fingerprints do.
 */
function leadFingerprint(kind: LeadKind, fields: Record<string, string>): string {
  const entries = Object.keys(fields)
    .sort()
    .map((key) => [key, normalise(fields[key] ?? '')]);
  return createHash('sha256')
    .update(JSON.stringify([LEADS[kind].collection, entries]))
    .digest('hex');
}

/** What a form post tells besides its fields: locale, client address, and the visitor's source. */
export interface LeadMeta {
  locale: Locale;
  ip: string;
  source?: LeadSource;
}

/**
 * Stores a visitor's lead once: a copy of one stored in the last 24 hours (same form, same
 * normalised fields) only counts on the stored row, so a flood of one text from many addresses
 * leaves one entry in the operators' inbox. Resolves once the database has committed.
 */
export async function storeLead(
  kind: LeadKind,
  fields: Record<string, string>,
  meta: LeadMeta,
  /** The trial's optional choices: stored, not part of what makes it a repeat. */
  choices: { province?: string; industry?: string } = {},
): Promise<void> {
  const now = new Date();
  const fingerprint = leadFingerprint(kind, fields);
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_HOURS * 3_600_000);
  const db = await getRawSql();
  const table = sql.identifier(LEADS[kind].table);
  const counted = await db.query(
    sql`UPDATE ${table} SET times_received = times_received + 1, last_received_at = ${now.toISOString()}
     WHERE id = (SELECT id FROM ${table} WHERE fingerprint = ${fingerprint} AND received_at >= ${since.toISOString()}
                 ORDER BY received_at DESC LIMIT 1)
     RETURNING id`,
  );
  // A repeat: counted, and nobody is notified again.
  if (counted.length > 0) return;
  const payload = await getPayload();
  const province = choices.province || undefined;
  const lead = await payload.create({
    collection: LEADS[kind].collection,
    overrideAccess: true,
    depth: 0,
    data: {
      ...fields,
      province,
      industry: choices.industry || undefined,
      status: 'new',
      assignee: await pickAssignee(payload, province),
      receivedAt: now.toISOString(),
      lastReceivedAt: now.toISOString(),
      timesReceived: 1,
      fingerprint,
      locale: meta.locale,
      ipHash: await hashIp(meta.ip),
      source: meta.source,
    } as never,
  });
  // Stored first: a failure to queue is logged, and the lead stays in the admin.
  await queueNotification(payload, kind, Number(lead.id)).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: 'Queueing lead notifications failed' }),
  );
  await queueConversion(payload, kind, Number(lead.id), meta.source).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: 'Queueing the conversion report failed' }),
  );
}
