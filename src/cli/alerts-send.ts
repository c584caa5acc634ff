/**
 * `npm run alerts:send [-- --concurrency N]`: runs the saved-search alerts' daily digest now, on
 * the configured database and mail settings, as the daily `alertDigest` job does. Exits 1 when
 * some mails were not sent (their alerts keep their watermark; a re-run sends them).
 * `--crash-after N` (tests) exits abruptly after N mails, as a crashed run would.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { sendDigests } from '@/server/alerts/digest';
import { rawSql } from '@/server/db';
import { migrateDatabase } from '@/startup/bootstrap';
import { intOption } from './args.mjs';

const argv = process.argv.slice(2);
const crashAfter = intOption(argv, 'crash-after', 0);
const payload = await getPayload({ config });
const sql = rawSql(payload);
// Beside a running server on SQLite: wait for its write lock rather than fail.
if (sql.dialect === 'sqlite') await sql.query('PRAGMA busy_timeout = 30000');
await migrateDatabase(payload);
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
