/**
 * `npm run alerts:send [-- --concurrency N]`: runs the saved-search alerts' daily digest now, on
 * the configured database and mail settings, as the daily `alertDigest` job does. Exits 1 when
 * some mails were not sent (their alerts keep their watermark; a re-run sends them).
 * `--crash-after N` (tests) exits abruptly after N mails, as a crashed run would.
 * `--purge-unconfirmed [--now ISO]` runs the daily `alertPurge` job instead, as of `--now`
 * (tests age the sign-ups this way).
 */
import './env';
import config from '@payload-config';
import { getPayload } from 'payload';
import { sendDigests } from '@/features/alerts/server/digest';
import { UNCONFIRMED_DAYS, purgeUnconfirmedAlerts } from '@/features/alerts/server/subscribe';
import { migrateDatabase } from '@/startup/bootstrap';
import { intOption, stringOption } from './args.mjs';

const argv = process.argv.slice(2);
const crashAfter = intOption(argv, 'crash-after', 0);
const now = new Date(stringOption(argv, 'now') ?? Date.now());
if (Number.isNaN(now.getTime())) throw new Error('alerts:send: --now takes an ISO date and time');
const payload = await getPayload({ config });
await migrateDatabase(payload);
if (argv.includes('--purge-unconfirmed')) {
  const deleted = await purgeUnconfirmedAlerts(now);
  console.info(`alerts:send: deleted ${deleted} sign-ups unconfirmed for ${UNCONFIRMED_DAYS} days`);
  await payload.destroy();
  process.exit(0);
}
const summary = await sendDigests({
  concurrency: intOption(argv, 'concurrency', 10),
  onAlertDone: (sent) => {
    if (crashAfter && sent >= crashAfter) {
      console.error(`alerts:send: stopping abruptly after ${sent} mails (--crash-after)`);
      process.exit(70);
    }
  },
  log: (line) => console.info(line),
});
await payload.destroy();
process.exit(summary.failed ? 1 : 0);
