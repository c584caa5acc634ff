import type { Payload } from 'payload';
import { getConfig } from '@/config/env';
import { localizedPath } from '@/i18n/routing';
import { maskPhone } from '@/text/contact-mask';
import { isoDate, rawSql, sql } from '@/server/db';
import type { Locale } from '@/i18n/routing';
import type { LeadChannel } from '@/features/leads/lead-channels';
import { LEADS, LEAD_KINDS, type LeadKind } from '@/features/leads/lead-kinds';
import { DeliveryError, configuredChannels, rateLimits, sendOn } from './channels';
import { type LeadFacts, type Notice, leadNotice, staleNotice, summaryNotice } from './message';
import { parseSchedule } from './schedule';
import type { LeadSource } from '@/features/leads/sources/lead-source';
import { lastRecordAdded } from './stale';

/**
 * Lead notifications over Payload's jobs queue (docs/backend.md, 'Lead notifications'). A stored
 * lead gets one `lead-deliveries` row per configured channel and one `notifyLead` job per row. A
 * job claims its row in one UPDATE (queued/waiting/retrying → sending), so a repeated job, or two
 * instances, never send it twice; it is marked sent once the receiver acknowledged it. Failures
 * wait per LEAD_RETRY_SCHEDULE (over 24 hours by default) in a new job with `waitUntil`, then
 * fail with the last reason. Beyond a robot's rate limit a row waits for the window; the first
 * to go then takes every waiting row of its channel along, as one summary message.
 */
type DeliveryKind = LeadKind | 'stale' | 'recovered';

/** A claim older than this belongs to a process that died mid-send (sends time out well before). */
export const STALE_CLAIM_MS = 30_000;

interface Row {
  id: number | string;
  kind: DeliveryKind;
  channel: LeadChannel;
  state: string;
  attempts: number | string | null;
  feedback_id: number | string | null;
  apply_record_id: number | string | null;
}

export const adminUrl = (path: string) => new URL(`/admin${path}`, getConfig().SITE_ORIGIN).toString();

async function queueJob(payload: Payload, id: number, waitUntil?: Date): Promise<void> {
  const job = await payload.jobs.queue({
    task: 'notifyLead',
    queue: 'leads',
    input: { deliveryId: id },
    waitUntil,
  });
  await rawSql(payload).query(sql`UPDATE lead_deliveries SET job_id = ${Number(job.id)} WHERE id = ${id}`);
}

/** Creates the rows and jobs of one notification (of lead `leadId` for a lead kind) on every configured channel. */
export async function queueNotification(
  payload: Payload,
  kind: DeliveryKind,
  leadId?: number,
): Promise<void> {
  for (const channel of configuredChannels()) {
    const row = await payload.create({
      collection: 'lead-deliveries',
      overrideAccess: true,
      depth: 0,
      data: {
        kind,
        channel,
        state: 'queued',
        attempts: 0,
        feedback: kind === 'feedback' ? leadId : undefined,
        applyRecord: kind === 'trial' ? leadId : undefined,
      },
    });
    await queueJob(payload, Number(row.id));
  }
}

interface LeadDoc {
  id: number;
  companyName: string;
  contacts: string;
  contactNumber?: string;
  phone?: string;
  province?: string | null;
  industry?: string | null;
  locale: Locale;
  receivedAt: string;
  assignee?: { name?: string | null; email: string } | number | null;
  source?: Partial<LeadSource> | null;
}

/** A lead's facts for its message; the full phone number never leaves this function. */
async function leadFacts(
  payload: Payload,
  kind: LeadKind,
  row: Row,
): Promise<{ facts: LeadFacts; data: Record<string, unknown> }> {
  const { collection, deliveryColumn, page } = LEADS[kind];
  const id = Number(row[deliveryColumn]);
  const doc: LeadDoc = await payload.findByID({
    collection,
    id,
    depth: 1,
    overrideAccess: true,
    joins: false,
  });
  const assignee =
    doc.assignee && typeof doc.assignee === 'object' ? doc.assignee.name || doc.assignee.email : null;
  const facts: LeadFacts = {
    kind,
    company: doc.companyName,
    contact: doc.contacts,
    phone: (kind === 'trial' ? doc.phone : doc.contactNumber) ?? '',
    // The page the form was sent from, where the post told it; else the form's own page.
    page: new URL(
      doc.source?.sentFrom || localizedPath(doc.locale, page),
      getConfig().SITE_ORIGIN,
    ).toString(),
    province: doc.province,
    industry: doc.industry,
    assignee,
    source: doc.source,
    adminUrl: adminUrl(`/collections/${collection}/${id}`),
  };
  const data = {
    kind: facts.kind,
    leadId: id,
    company: facts.company,
    contact: facts.contact,
    phone: maskPhone(facts.phone),
    page: facts.page,
    province: facts.province ?? null,
    industry: facts.industry ?? null,
    assignee,
    source: doc.source ?? null,
    receivedAt: doc.receivedAt,
    adminUrl: facts.adminUrl,
  };
  return { facts, data };
}

async function outgoing(payload: Payload, row: Row, locale: Locale) {
  if (row.kind === 'stale' || row.kind === 'recovered') {
    const last = await lastRecordAdded(payload);
    const hours = last ? (Date.now() - Date.parse(last)) / 3_600_000 : 0;
    const notice = staleNotice(row.kind, last, hours, locale, adminUrl(''));
    return { notice, data: { kind: row.kind, lastRecordAt: last } };
  }
  const { facts, data } = await leadFacts(payload, row.kind, row);
  return { notice: leadNotice(facts, locale), data };
}

/** One lock per channel in this process: the rate-limit count and the send happen in turn. */
const locks = new Map<LeadChannel, Promise<unknown>>();
function inTurn<T>(channel: LeadChannel, work: () => Promise<T>): Promise<T> {
  const before = locks.get(channel) ?? Promise.resolve();
  const next = before.then(work, work);
  locks.set(
    channel,
    next.catch(() => undefined),
  );
  return next;
}

/** When the channel may send again, or null when it may now. */
async function rateLimitedUntil(payload: Payload, channel: LeadChannel, now: number): Promise<Date | null> {
  const db = rawSql(payload);
  for (const [max, seconds] of rateLimits(channel, getConfig().LEAD_RATE_WINDOW_SECONDS)) {
    const since = new Date(now - seconds * 1000).toISOString();
    const sent = await db.query<{ at: unknown }>(
      sql`SELECT MIN(sent_at) AS at FROM lead_deliveries
          WHERE channel = ${channel} AND sent_at > ${since} AND message_id IS NOT NULL
          GROUP BY message_id ORDER BY at DESC LIMIT ${max}`,
    );
    if (sent.length >= max) return new Date(Date.parse(isoDate(sent[max - 1]!.at)) + seconds * 1000 + 50);
  }
  return null;
}

/** What one `notifyLead` run did: sent, a failed attempt, held by the rate limit, or nothing (null). */
export type DeliveryOutcome = 'sent' | 'failed' | 'held' | null;

/** The `notifyLead` job: sends delivery `id` (with its channel's waiting surplus) once. */
export async function deliver(payload: Payload, id: number): Promise<DeliveryOutcome> {
  const db = rawSql(payload);
  const [first] = await db.query<Row>(sql`SELECT channel FROM lead_deliveries WHERE id = ${id}`);
  if (!first) return null;
  return inTurn(first.channel, async (): Promise<DeliveryOutcome> => {
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const claimed = await db.query<Row>(
      sql`UPDATE lead_deliveries SET state = 'sending', claimed_at = ${nowIso}
          WHERE id = ${id} AND state IN ('queued', 'waiting', 'retrying')
            AND (next_attempt_at IS NULL OR next_attempt_at <= ${new Date(now + 1000).toISOString()})
          RETURNING id, kind, channel, state, attempts, feedback_id, apply_record_id`,
    );
    const row = claimed[0];
    if (!row) return null;
    const until = await rateLimitedUntil(payload, row.channel, now);
    if (until) {
      await db.query(
        sql`UPDATE lead_deliveries SET state = 'waiting', claimed_at = NULL, next_attempt_at = ${until.toISOString()}
            WHERE id = ${id}`,
      );
      await queueJob(payload, Number(id), until);
      return 'held';
    }
    // Rows held back by the limit go now, in one message with this one.
    const surplus =
      row.channel === 'email' || row.channel === 'webhook'
        ? []
        : await db.query<Row>(
            sql`UPDATE lead_deliveries SET state = 'sending', claimed_at = ${nowIso}
                WHERE channel = ${row.channel} AND state = 'waiting' AND id <> ${id}
                RETURNING id, kind, channel, state, attempts, feedback_id, apply_record_id`,
          );
    const batch = [row, ...surplus].sort((a, b) => Number(a.id) - Number(b.id));
    return send(payload, batch);
  });
}

async function send(payload: Payload, batch: Row[]): Promise<'sent' | 'failed'> {
  const db = rawSql(payload);
  const config = getConfig();
  const locale = config.LEAD_NOTIFY_LOCALE;
  const ids = batch.map((r) => Number(r.id));
  const channel = batch[0]!.channel;
  let messageId = `lead-delivery-${ids[0]}`;
  try {
    const parts = await Promise.all(batch.map((r) => outgoing(payload, r, locale)));
    let notice: Notice = parts[0]!.notice;
    let data: Record<string, unknown> = { event: 'notification', ...parts[0]!.data };
    if (parts.length > 1) {
      messageId = `lead-summary-${ids.join('-')}`;
      notice = summaryNotice(
        parts.map((p) => p.notice),
        locale,
        adminUrl(''),
      );
      data = { event: 'summary', items: parts.map((p) => p.data) };
    }
    await sendOn(channel, { notice, data, messageId });
  } catch (error) {
    const reason = (
      error instanceof DeliveryError || error instanceof Error ? error.message : String(error)
    ).slice(0, 500);
    await failed(payload, batch, reason);
    return 'failed';
  }
  // The rate limit counts from when the answer came back: the robot counted the message when it
  // arrived, before that, so a window that starts at the answer never holds one more than the
  // robot allows (counted from departure, a slow arrival let the next window's first message in).
  const answeredAt = new Date().toISOString();
  await db.query(
    sql`UPDATE lead_deliveries SET state = 'sent', sent_at = ${answeredAt}, message_id = ${messageId}, reason = NULL,
          claimed_at = NULL, next_attempt_at = NULL
        WHERE id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
  );
  return 'sent';
}

/** A failed attempt: retried after the schedule's next wait, or failed for good after its last. */
async function failed(payload: Payload, batch: Row[], reason: string): Promise<void> {
  const db = rawSql(payload);
  const waits = parseSchedule(getConfig().LEAD_RETRY_SCHEDULE);
  for (const row of batch) {
    const attempts = Number(row.attempts ?? 0) + 1;
    const wait = waits[attempts - 1];
    if (wait === undefined) {
      await db.query(
        sql`UPDATE lead_deliveries SET state = 'failed', attempts = ${attempts}, reason = ${reason},
              claimed_at = NULL, next_attempt_at = NULL WHERE id = ${row.id}`,
      );
      continue;
    }
    const next = new Date(Date.now() + wait);
    await db.query(
      sql`UPDATE lead_deliveries SET state = 'retrying', attempts = ${attempts}, reason = ${reason},
            claimed_at = NULL, next_attempt_at = ${next.toISOString()} WHERE id = ${row.id}`,
    );
    await queueJob(payload, Number(row.id), next);
  }
}

/**
 * After a crash or a kill: rows claimed by a process that died go back to the queue, every
 * unfinished row without a live job gets one (a repeated job is harmless: the claim), and a lead
 * stored without its delivery rows gets them.
 */
export async function resumeDeliveries(
  payload: Payload,
  options: { atStart?: boolean } = {},
): Promise<number> {
  const db = rawSql(payload);
  const before = new Date(Date.now() - STALE_CLAIM_MS).toISOString();
  if (options.atStart) {
    // Jobs a killed process was running stay `processing` for ever; let them run again.
    await db.query(
      sql`UPDATE payload_jobs SET processing = ${false} WHERE task_slug = 'notifyLead' AND processing = ${true}
            AND completed_at IS NULL`,
    );
  }
  // The job of a row claimed long ago has ended (or died with its process): a new one for each.
  const released = await db.query<{ id: number | string }>(
    sql`UPDATE lead_deliveries SET state = 'queued', claimed_at = NULL
        WHERE state = 'sending' AND claimed_at < ${before} RETURNING id`,
  );
  for (const row of released) await queueJob(payload, Number(row.id));
  // An unfinished row whose job is gone. Job ids can be reused (SQLite), so the job must name it.
  const rows = await db.query<{ id: number | string; next_attempt_at: unknown; input: unknown }>(
    sql`SELECT d.id, d.next_attempt_at, j.input FROM lead_deliveries d
        LEFT JOIN payload_jobs j ON j.id = d.job_id AND j.task_slug = 'notifyLead' AND j.completed_at IS NULL
          AND (j.has_error IS NULL OR j.has_error = ${false})
        WHERE d.state IN ('queued', 'waiting', 'retrying')`,
  );
  const orphans = rows.filter((r) => {
    const input = typeof r.input === 'string' ? (JSON.parse(r.input) as unknown) : r.input;
    return Number((input as { deliveryId?: unknown } | null)?.deliveryId) !== Number(r.id);
  });
  for (const o of orphans) {
    const at = o.next_attempt_at ? new Date(isoDate(o.next_attempt_at)) : undefined;
    await queueJob(payload, Number(o.id), at && at.getTime() > Date.now() ? at : undefined);
  }
  return released.length + orphans.length + (await queueMissedLeads(payload));
}

/** A lead younger than this may be between its insert and its delivery rows right now. */
const MISSED_AFTER_MS = 60_000;

/**
 * Leads stored whose notification was never queued (the process died between the insert and the
 * delivery rows): queued now, once a minute old and at most a day old (the repeat window).
 */
async function queueMissedLeads(payload: Payload, now = Date.now()): Promise<number> {
  if (configuredChannels().length === 0) return 0;
  const db = rawSql(payload);
  const from = new Date(now - 24 * 3_600_000).toISOString();
  const to = new Date(now - MISSED_AFTER_MS).toISOString();
  let queued = 0;
  for (const kind of LEAD_KINDS) {
    const { table, deliveryColumn } = LEADS[kind];
    const missed = await db.query<{ id: number | string }>(
      sql`SELECT l.id FROM ${sql.identifier(table)} l
          WHERE l.received_at >= ${from} AND l.received_at < ${to}
            AND NOT EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.${sql.identifier(deliveryColumn)} = l.id)`,
    );
    for (const { id } of missed) await queueNotification(payload, kind, Number(id));
    queued += missed.length;
  }
  return queued;
}
