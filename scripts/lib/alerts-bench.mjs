// The saved-search alerts half of `npm run bench` (docs/benchmarks.md), `--only alerts` alone. On one
// database: --alert-base-rows projects and as many tenders loaded by `npm run db:seed`, then
// src/cli/bench-alerts.ts stores --alerts (100,000) confirmed alerts, adds one day of
// --day-rows (150,000) records and times the digest run, which mails over a pooled connection
// to a local SMTP server started here (smtp-server, accepting and counting every message).
// Target: the run within 10 minutes.
import { spawn, spawnSync } from 'node:child_process';
import { SMTPServer } from 'smtp-server';

/** @param {(args: string[], name: string, fallback: number) => number} intOption @param {string[]} args */
export function alertSizes(intOption, args) {
  return {
    alerts: intOption(args, 'alerts', 100_000),
    dayRows: intOption(args, 'day-rows', 150_000),
    baseRows: intOption(args, 'alert-base-rows', 1_000_000),
  };
}

/** A local SMTP server that accepts every message and counts it. */
async function smtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function runPayload(root, script, scriptArgs, env) {
  const result = spawnSync('npx', ['payload', 'run', script, '--', ...scriptArgs], {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${script} failed:\n${result.stderr}\n${result.stdout.slice(-2000)}`);
  return result.stdout;
}

/** As runPayload, without blocking this process: the SMTP server here must keep answering. */
function runPayloadAsync(root, script, scriptArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['payload', 'run', script, '--', ...scriptArgs], {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${script} failed:\n${err}\n${out.slice(-2000)}`)),
    );
  });
}

/** One database: reset, base load, then the timed digest. */
export async function benchAlertsDatabase(name, env, { root, reset, sizes }) {
  console.log(`\n== ${name}: alerts bench (${sizes.baseRows.toLocaleString('en')} base rows a table) ==`);
  await reset();
  runPayload(
    root,
    'src/cli/db-seed.ts',
    ['--projects', String(sizes.baseRows), '--tenders', String(sizes.baseRows)],
    env,
  );
  const smtp = await smtpSink();
  try {
    const out = await runPayloadAsync(
      root,
      'src/cli/bench-alerts.ts',
      ['--alerts', String(sizes.alerts), '--day-rows', String(sizes.dayRows)],
      { ...env, SMTP_URL: smtp.url },
    );
    const line = out.split('\n').find((l) => l.startsWith('BENCH_ALERTS '));
    return { name, ...JSON.parse(line.slice('BENCH_ALERTS '.length)), smtpReceived: smtp.received() };
  } finally {
    await smtp.close();
  }
}

export function printAlertsTable(results, sizes) {
  const rows = [
    [
      'database',
      'alerts',
      'distinct filters',
      'queries',
      'mails sent',
      'SMTP received',
      'failed',
      'digest run',
      'target',
    ],
    ...results.map((r) => [
      r.name,
      r.alerts.toLocaleString('en'),
      r.distinctFilters.toLocaleString('en'),
      r.queries.toLocaleString('en'),
      r.sent.toLocaleString('en'),
      r.smtpReceived.toLocaleString('en'),
      String(r.failed),
      `${r.seconds.toFixed(1)} s`,
      r.seconds <= 600 ? 'met (≤ 600 s)' : 'MISSED (> 600 s)',
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\nAlert digest: ${sizes.alerts.toLocaleString('en')} confirmed alerts, one day of ${sizes.dayRows.toLocaleString('en')} new records on ${sizes.baseRows.toLocaleString('en')} projects and tenders each, pooled SMTP to a local smtp-server:\n`,
  );
  console.log(line(rows[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}
