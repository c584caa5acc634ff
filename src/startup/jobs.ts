import { registerTaskHandler } from '@/collections/jobs';
import { importUploadedFile } from '@/server/import/file-job';

/** The server runs the jobs queue: it registers the handlers (src/collections/jobs.ts). */
export function registerJobHandlers(): void {
  registerTaskHandler('importFile', async ({ input, req }) => {
    await importUploadedFile(req.payload, (input as { importId: number }).importId);
    return { output: {} };
  });
}
