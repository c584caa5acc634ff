import { registerTaskHandler } from '@/collections/jobs';
import { topUpDemoData } from '@/seed/demo-feed';
import { sendDigests } from '@/features/alerts/server/digest';
import { purgeUnconfirmedAlerts } from '@/features/alerts/server/subscribe';
import { importUploadedFile } from '@/features/imports/server/file-job';
import { runSearchPush } from '@/features/search-push/server/publish';
import { askServerToExpire } from '@/server/cache-expiry';
import { queueFiguresRun, runKeywordFigures } from '@/features/keywords/server/refresh';
import { rawSql } from '@/server/db';
import {
  STALE_CLAIM_MS,
  deliver,
  queueNotification,
  resumeDeliveries,
} from '@/features/leads/server/delivery/deliver';
import { watchStaleData } from '@/features/leads/server/delivery/stale';
import { reportConversion } from '@/features/leads/server/conversion';
import type { LeadKind } from '@/features/leads/lead-kinds';
import { getPayload } from '@/server/payload';

/** "3 a, 1 b" of the non-zero counts, or '' when all are zero. */
const counted = (counts: Record<string, number | undefined>) =>
  Object.entries(counts)
    .filter(([, n]) => n)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');

/**
 * The server runs the jobs queue: it registers the handlers (src/collections/jobs.ts). Each says
 * what its run did (`did`), the one log line of a run; a run that found nothing to do says nothing.
 */
export function registerJobHandlers(): void {
  registerTaskHandler('importFile', async ({ input, req }) => {
    const outcome = await importUploadedFile(req.payload, (input as { importId: number }).importId);
    // Deleted before or while it ran: importUploadedFile warned, naming the import.
    if ('skipped' in outcome) return { output: { skipped: 'the import was deleted' } };
    const { inserted, updated, unchanged, withdrawn, rejected } = outcome.summary;
    const counts = { inserted, updated, unchanged, withdrawn, rejected };
    const line = Object.entries(counts).map(([name, n]) => `${name} ${n}`);
    return { output: counts, did: `import ${outcome.importId}: ${line.join(', ')}` };
  });
  // Daily and once at start (bootstrap): adds the demo records of the days since the last run;
  // does nothing with DEMO_FEED=off. It logs what it added itself.
  registerTaskHandler('demoFeed', async ({ req }) => {
    const result = await topUpDemoData(req.payload);
    return { output: result ? { added: result.added } : {} };
  });
  registerTaskHandler('alertDigest', async ({ req }) => {
    // It logs its own summary line.
    const summary = await sendDigests();
    // The dashboard shows the last run.
    await req.payload.updateGlobal({
      slug: 'ops-status',
      overrideAccess: true,
      data: { digestAt: new Date().toISOString(), digestSent: summary.sent, digestFailed: summary.failed },
    });
    if (summary.failed) throw new Error(`${summary.failed} digest mails not sent; retried later`);
    return { output: { sent: summary.sent } };
  });
  registerTaskHandler('alertPurge', async () => {
    const deleted = await purgeUnconfirmedAlerts();
    return { output: { deleted }, did: deleted ? `${deleted} unconfirmed alerts deleted` : undefined };
  });
  // Sends what waits; a receiver's error fails the run after recording it, and the job is retried.
  registerTaskHandler('searchPush', async ({ req }) => {
    const sent = await runSearchPush(req.payload);
    const did = counted(sent);
    return { output: sent, did: did && `URLs sent: ${did}` };
  });
  // Keywords marked stale, and after China midnight every keyword (docs/seo.md, 'Keyword pages');
  // the pages whose figures changed are expired through the server (a job runs outside a request).
  registerTaskHandler('keywordFigures', async ({ req }) => {
    const db = rawSql(req.payload);
    const done = await runKeywordFigures(db, async (tags) => {
      if (!(await askServerToExpire(req.payload, tags)))
        req.payload.logger.warn(`Keyword figures: ${tags.length} cache tags not expired`);
    });
    return {
      output: done,
      did: done.recomputed ? `${done.recomputed} keywords recomputed, ${done.changed} changed` : undefined,
    };
  });
  registerTaskHandler('notifyLead', async ({ input, req }) => {
    const deliveryId = (input as { deliveryId: number }).deliveryId;
    const outcome = await deliver(req.payload, deliveryId);
    return { output: { outcome }, did: outcome ? `lead delivery ${deliveryId} ${outcome}` : undefined };
  });
  registerTaskHandler('reportConversion', async ({ input, req }) => {
    const { kind, leadId } = input as { kind: LeadKind; leadId: number };
    const outcome = await reportConversion(req.payload, kind, leadId);
    return {
      output: { outcome },
      did: outcome === 'reported' ? `lead ${leadId} reported to Baidu` : undefined,
    };
  });
  registerTaskHandler('leadWatch', async ({ req }) => {
    const resumed = await resumeDeliveries(req.payload);
    const stale = await watchStaleData(req.payload, (kind) => queueNotification(req.payload, kind));
    const did = [resumed && `${resumed} lead deliveries resumed`, stale && `data ${stale}`].filter(Boolean);
    return { output: { resumed, stale }, did: did.join(', ') || undefined };
  });
  // Deliveries a killed process left behind go out again now and once its claims have expired,
  // not only at the next watch.
  const resume = (atStart: boolean) =>
    getPayload()
      .then((payload) => resumeDeliveries(payload, { atStart }))
      .catch((error: unknown) => console.error('[leads] resuming deliveries failed', error));
  void resume(true);
  // Keywords without figures (a new database, a keyword saved while seeding) get them soon.
  void getPayload()
    .then(queueFiguresRun)
    .catch((error: unknown) => console.error('[keywords] queueing the figures run failed', error));
  setTimeout(() => void resume(false), STALE_CLAIM_MS + 1_000).unref();
}
