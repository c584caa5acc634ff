import { registerTaskHandler } from '@/collections/jobs';
import { topUpDemoData } from '@/seed/demo-feed';
import { importUploadedFile } from '@/server/import/file-job';

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
}
