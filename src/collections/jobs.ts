import type { JobsConfig, Payload, PayloadRequest, TaskHandler, TaskHandlerArgs } from 'payload';
import { getConfig } from '@/config/env';

/**
 * Background jobs on Payload's jobs queue: the admin's file imports, the daily demo feed, the
 * saved-search alerts' daily digest and purge, the push of new URLs to search engines, and the
 * lead notifications (queue `leads`), and the keyword figures.
 * Their handlers live above this layer (src/server, src/seed) and are registered at server start
 * (src/startup/jobs.ts), so the Payload config does not import them. Jobs run in the server only
 * (shouldAutoRun), never in a CLI that loaded the config.
 *
 * Logs (docs/backend.md, 'Jobs queue'): Payload's "Running N jobs." line of every queue run is
 * silenced (`silent.info` of each autoRun); a run logs one line of its own when its handler says
 * what it did, and nothing when it found nothing to do. Errors and warnings are logged as before.
 */
export type TaskSlug =
  | 'importFile'
  | 'demoFeed'
  | 'alertDigest'
  | 'alertPurge'
  | 'searchPush'
  | 'notifyLead'
  | 'reportConversion'
  | 'leadWatch'
  | 'keywordFigures';

/** What a task's run did: its output, and for the log a line of what it did (none: nothing to do). */
export interface JobOutcome {
  output?: Record<string, unknown>;
  did?: string;
}

export type JobHandler = (args: TaskHandlerArgs<TaskSlug>) => Promise<JobOutcome>;

const handlers = new Map<TaskSlug, JobHandler>();

export function registerTaskHandler(slug: TaskSlug, handler: JobHandler): void {
  handlers.set(slug, handler);
  runsJobs = true;
}

let runsJobs = false;

/** The queue of the `keywordFigures` job alone (src/features/keywords/server/refresh.ts). */
export const KEYWORDS_QUEUE = 'keywords';

/** A six-field cron (seconds first) for every `n` seconds of each minute; 60 is once a minute. */
const everySeconds = (n: number) => (n >= 60 ? '0 * * * * *' : `*/${n} * * * * *`);

const handle =
  (slug: TaskSlug): TaskHandler<TaskSlug> =>
  async (args) => {
    const handler = handlers.get(slug);
    if (!handler) throw new Error(`No handler registered for the ${slug} task`);
    const started = performance.now();
    const { output = {}, did } = await handler(args);
    if (did)
      args.req.payload.logger.info(
        `Job ${slug} ${args.job.id}: ${did} (${Math.round(performance.now() - started)} ms)`,
      );
    return { output };
  };

/**
 * Payload logs "Running N jobs." (three lines) at info for each run that found a job: every
 * minute at least, for the scheduled jobs that mostly find nothing to do. Its errors stay on.
 */
const quiet = { info: true, error: false };

export const jobs: JobsConfig = {
  tasks: [
    {
      slug: 'importFile',
      label: 'Import a file of projects or tenders',
      inputSchema: [{ name: 'importId', type: 'number', required: true }],
      // The import is idempotent (upsert by sourceId): a retry after a crash finishes the job.
      retries: 2,
      handler: handle('importFile'),
    },
    {
      slug: 'demoFeed',
      label: 'Top the demo projects and tenders up to today',
      retries: 1,
      // Once a day, 00:10 China time.
      schedule: [{ cron: '0 10 16 * * *', queue: 'default' }],
      handler: handle('demoFeed'),
    },
    {
      slug: 'alertDigest',
      label: 'Send the daily digest of every confirmed saved-search alert',
      // Mails not accepted by the SMTP server fail the run after the others went out; a retry
      // sends only those (each alert's watermark moves after its own mail).
      retries: { attempts: 4, backoff: { type: 'exponential', delay: 5 * 60_000 } },
      // Once a day, 07:00 China time: after the night's imports, before the working day.
      schedule: [{ cron: '0 0 23 * * *', queue: 'default' }],
      handler: handle('alertDigest'),
    },
    {
      slug: 'alertPurge',
      label: 'Delete saved-search alerts left unconfirmed for 7 days',
      retries: 1,
      schedule: [{ cron: '0 30 16 * * *', queue: 'default' }],
      handler: handle('alertPurge'),
    },
    {
      slug: 'searchPush',
      label: 'Push new and changed URLs to Baidu and IndexNow',
      // A receiver's error fails the run after the queue kept the URLs: a retry sends them.
      retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
      // Every minute too (a query or two when nothing waits): Baidu's quota carried over to the
      // next day, and URLs queued while another run was sending.
      schedule: [{ cron: '0 * * * * *', queue: 'default' }],
      handler: handle('searchPush'),
    },
    {
      slug: 'notifyLead',
      label: 'Deliver one lead notification on one channel',
      inputSchema: [{ name: 'deliveryId', type: 'number', required: true }],
      // Retries are the delivery's own (LEAD_RETRY_SCHEDULE, src/features/leads/server/delivery/deliver.ts): a new
      // job with waitUntil per attempt, its state and reason on the delivery.
      retries: 0,
      handler: handle('notifyLead'),
    },
    {
      slug: 'reportConversion',
      label: "Report a paid click's lead to Baidu oCPC",
      inputSchema: [
        { name: 'kind', type: 'text', required: true },
        { name: 'leadId', type: 'number', required: true },
      ],
      // A failed report (its reason on the lead) is sent again 15, 30, 60 and 120 s later.
      retries: { attempts: 4, backoff: { type: 'exponential', delay: 15_000 } },
      handler: handle('reportConversion'),
    },
    {
      slug: 'leadWatch',
      label: 'Resume interrupted lead notifications; report stale data',
      retries: 0,
      schedule: [{ cron: everySeconds(getConfig().LEAD_WATCH_SECONDS), queue: 'leads' }],
      handler: handle('leadWatch'),
    },
    {
      slug: 'keywordFigures',
      label: 'Recompute the figures of keywords marked stale (daily: every keyword)',
      // Marks survive a failed run (cleared only after their keyword is stored): a retry resumes.
      retries: 2,
      // Once a day, 00:05 China time: the 180-day window moved, so every run after China midnight
      // recomputes every keyword computed before it (src/features/keywords/server/refresh.ts).
      schedule: [{ cron: '0 5 16 * * *', queue: KEYWORDS_QUEUE }],
      handler: handle('keywordFigures'),
    },
  ],
  autoRun: [
    { cron: '*/5 * * * * *', queue: 'default', limit: 4, silent: quiet },
    // Leads reach sales within seconds, never behind an import.
    { cron: '*/2 * * * * *', queue: 'leads', limit: 100, silent: quiet },
    // Keyword figures follow a publish within seconds: a queue's runs never overlap (Payload's
    // cron `protect`), so on the default queue a long import held them back for its whole run.
    { cron: '*/5 * * * * *', queue: KEYWORDS_QUEUE, limit: 1, silent: quiet },
  ],
  shouldAutoRun: () => runsJobs,
  deleteJobOnComplete: true,
};

/** Queues the import of an uploaded file (the Imports collection's afterChange). */
export async function queueImport(req: PayloadRequest, importId: number): Promise<void> {
  await req.payload.jobs.queue({ task: 'importFile', input: { importId }, req });
}

/**
 * Whether a job of `task` waits to start now: queued, not running, not failed, not held for a
 * later time (a scheduled run waiting for its minute). It will see whatever is queued now.
 */
export async function taskWaiting(payload: Payload, task: TaskSlug, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { taskSlug: { equals: task } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        {
          or: [
            { waitUntil: { exists: false } },
            { waitUntil: { less_than_equal: new Date().toISOString() } },
          ],
        },
      ],
    },
  });
  return totalDocs > 0;
}
