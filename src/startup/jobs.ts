import { registerTaskHandler } from '@/collections/jobs';
import { topUpDemoData } from '@/seed/demo-feed';
import { sendDigests } from '@/server/alerts/digest';
import { purgeUnconfirmedAlerts } from '@/server/alerts/subscribe';
import { importUploadedFile } from '@/server/import/file-job';
import { runSearchPush } from '@/server/push/publish';

/** The server runs the jobs queue: it registers the handlers (src/collections/jobs.ts). */
export function registerJobHandlers(): void {
  registerTaskHandler('importFile', async ({ input, req }) => {
    await importUploadedFile(req.payload, (input as { importId: number }).importId);
    return { output: {} };
  });
  // Daily and once at start (bootstrap): adds the demo records of the days since the last run;
  // does nothing with DEMO_FEED=off.
  registerTaskHandler('demoFeed', async ({ req }) => {
    await topUpDemoData(req.payload);
    return { output: {} };
  });
  registerTaskHandler('alertDigest', async () => {
    const summary = await sendDigests();
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
}
