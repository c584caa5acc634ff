import { registerTaskHandler } from '@/collections/jobs';
import { topUpDemoData } from '@/seed/demo-feed';
import { sendDigests } from '@/server/alerts/digest';
import { purgeUnconfirmedAlerts } from '@/server/alerts/subscribe';
import { importUploadedFile } from '@/server/import/file-job';
import { runSearchPush } from '@/server/push/publish';
import { askServerToExpire } from '@/server/import/expire';
import { queueFiguresRun, runKeywordFigures } from '@/server/keywords/refresh';
import { rawSql } from '@/server/db';
import { STALE_CLAIM_MS, deliver, queueNotification, resumeDeliveries } from '@/server/leads/deliver';
import { watchStaleData } from '@/server/leads/stale';
import { getPayload } from '@/server/payload';

/** The server runs the jobs queue: it registers the handlers (src/collections/jobs.ts). */
export function registerJobHandlers(): void {
  registerTaskHandler('importFile', async ({ input, req }) => {
    const outcome = await importUploadedFile(req.payload, (input as { importId: number }).importId);
    // Deleted before or while it ran: importUploadedFile warned, naming the import.
    return { output: 'skipped' in outcome ? { skipped: 'the import was deleted' } : {} };
  });
  // Daily and once at start (bootstrap): adds the demo records of the days since the last run;
  // does nothing with DEMO_FEED=off.
  registerTaskHandler('demoFeed', async ({ req }) => {
    await topUpDemoData(req.payload);
    return { output: {} };
  });
  registerTaskHandler('alertDigest', async ({ req }) => {
    const summary = await sendDigests();
    // The dashboard shows the last run.
    await req.payload.updateGlobal({
      slug: 'ops-status',
      overrideAccess: true,
      data: { digestAt: new Date().toISOString(), digestSent: summary.sent, digestFailed: summary.failed },
    });
    if (summary.failed) throw new Error(`${summary.failed} digest mails not sent; retried later`);
    return { output: {} };
  });
  registerTaskHandler('alertPurge', async () => {
    await purgeUnconfirmedAlerts();
    return { output: {} };
  });
  // Sends what waits; a receiver's error fails the run after recording it, and the job is retried.
  registerTaskHandler('searchPush', async ({ req }) => {
    await runSearchPush(req.payload);
    return { output: {} };
  });
  // Keywords marked stale, and after China midnight every keyword (docs/seo.md, 'Keyword pages');
  // the pages whose figures changed are expired through the server (a job runs outside a request).
  registerTaskHandler('keywordFigures', async ({ req }) => {
    const db = rawSql(req.payload);
    const done = await runKeywordFigures(db, async (tags) => {
      if (!(await askServerToExpire(req.payload, tags)))
        req.payload.logger.warn(`Keyword figures: ${tags.length} cache tags not expired`);
    });
    return { output: done };
  });
  registerTaskHandler('notifyLead', async ({ input, req }) => {
    await deliver(req.payload, (input as { deliveryId: number }).deliveryId);
    return { output: {} };
  });
  registerTaskHandler('leadWatch', async ({ req }) => {
    await resumeDeliveries(req.payload);
    await watchStaleData(req.payload, (kind) => queueNotification(req.payload, kind));
    return { output: {} };
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
