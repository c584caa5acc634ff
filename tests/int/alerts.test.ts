import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAlertToken } from '@/features/alerts/server/token';
import { linkTo, smtpPort, startSmtp } from './alerts-mail';
import { BASE_URL, call, freshIp, ingestRecords, payloadSecret, rest, runCli } from './helpers';
import { localizedPath } from '@/i18n/routing';
import { ALERT_SIGNUP_PATH } from '@/catalog/api-paths';
import type { RecordKind } from '@/catalog/routes';

/**
 * Saved-search alerts (docs/backend.md) against the running server and a real SMTP server started
 * here: sign-up in both locales (JSON and the no-JavaScript form), double opt-in and expiry, the
 * digest (`npm run alerts:send` on the server's database) after records arrive through the
 * HTTP ingest and none when nothing is new, a crashed run repeated without duplicates, SMTP
 * failures kept for the next run, one-click unsubscribe, no enumeration, the rate limit, the
 * cap of 10 alerts, hostile input. Runs on SQLite (`npm test`) and PostgreSQL (`npm run test:postgres`).
 */
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const word = (name: string) => `alr${run}${name}`;
const address = (name: string) => `al-${run}-${name}@example.test`;
const smtp = startSmtp(BASE_URL);
const SIGNUP = ALERT_SIGNUP_PATH;

/** The digest CLI, pointed at the server's origin and SMTP server too. */
const sendDigests = (args: string[] = []) =>
  runCli('alerts-send', args, {
    env: { SITE_ORIGIN: BASE_URL, SMTP_URL: `smtp://127.0.0.1:${smtpPort(BASE_URL)}` },
  });

interface AlertDoc {
  id: number;
  email: string;
  confirmed: boolean;
  locale: string;
  filter: Record<string, unknown>;
  lastSentAt?: string | null;
}

async function alertsOf(email: string): Promise<AlertDoc[]> {
  const answer = await rest(`/alerts?where[email][equals]=${encodeURIComponent(email)}&depth=0&limit=50`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { docs: AlertDoc[] }).docs;
}

const signup = (email: string, filter: Record<string, unknown>, lang = 'zh', ip = freshIp()) =>
  call(SIGNUP, { body: { email, website: '', filter }, lang, ip });

const CONFIRM_LINK = '/api/subscriptions/confirm?token=';

/** Follows the mail's confirmation link, then presses the page's one button (a POST to itself). */
async function confirmByMail(mail: Parameters<typeof linkTo>[0]): Promise<Response> {
  const page = await fetch(linkTo(mail, CONFIRM_LINK));
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
  return fetch(new URL(action, BASE_URL), { method: 'POST' });
}

/** Signs up and confirms by the mail's link: a confirmed alert. */
async function confirmedAlert(email: string, filter: Record<string, unknown>, lang = 'zh') {
  expect((await signup(email, filter, lang)).status).toBe(200);
  const [mail] = await smtp.waitFor(email);
  const confirmed = await confirmByMail(mail);
  expect(confirmed.status).toBe(200);
  const [alert] = await alertsOf(email);
  expect(alert.confirmed).toBe(true);
  return alert;
}

// Records through the HTTP ingest with an operator's API key, withdrawn again in afterAll.
const ingested: { kind: string; sourceId: string }[] = [];

async function ingest(kind: RecordKind, rows: Record<string, unknown>[]) {
  const summary = await ingestRecords(kind, rows);
  expect(summary.inserted).toBe(rows.length);
  for (const r of rows) ingested.push({ kind, sourceId: String(r.sourceId) });
}

let n = 0;
const project = (keyword: string, extra: Record<string, unknown> = {}) => {
  n++;
  return {
    sourceId: `${run}-alert-p-${n}`,
    title_zh: `长沙市第${n}标段道路改造工程 ${keyword}`,
    title_en: `Changsha Road Lot ${n} Upgrade ${keyword}`,
    province: '湖南省',
    city: '长沙市',
    industry: '市政',
    categoryCode: '146',
    stage: '施工',
    amountWan: '1200',
    // Dated long ago, so they stay out of the newest rows other suites look at.
    publishedAt: `2019-03-${String((n % 27) + 1).padStart(2, '0')} 10:00`,
    startDate: '2027/01/15',
    owner_zh: '长沙市城市建设投资有限公司',
    owner_en: 'Changsha Urban Construction Investment Co., Ltd.',
    contactName: '王小明',
    contactPhone: '13812345621',
    summary_zh: '道路改造。',
    summary_en: 'Road upgrade.',
    withdrawn: '否',
    ...extra,
  };
};

beforeAll(async () => {
  await smtp.listening;
});

afterAll(async () => {
  // Later suites read the same database: withdraw the records and delete the alerts left.
  for (const kind of ['projects', 'tenders'] as const) {
    const rows = ingested
      .filter((r) => r.kind === kind)
      .map((r) => ({ sourceId: r.sourceId, withdrawn: '1' }));
    if (rows.length) await ingestRecords(kind, rows);
  }
  await rest(`/alerts?where[email][like]=${encodeURIComponent(`al-${run}-`)}`, { method: 'DELETE' });
  await smtp.close();
});

/** Sign-ups are stored after the answer: 14 at once take more than expect.poll's default second on a loaded machine. */
const STORED = { timeout: 15_000, interval: 100 };
describe('sign-up and double opt-in', () => {
  it('sends a Chinese confirmation for a zh sign-up; its link confirms the alert', async () => {
    const email = address('zh');
    const answer = await signup(email, {
      type: 'project',
      origin: 'search',
      keyword: word('zh'),
      province: 'hunan',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    const [mail] = await smtp.waitFor(email);
    expect(mail.subject).toBe('请确认您的项目与招标信息提醒');
    expect(mail.text).toContain(word('zh'));
    expect(mail.text).toContain('湖南');
    expect(mail.html).toContain('/api/subscriptions/confirm?token=');
    // Nothing but the confirmation goes to an unconfirmed address: no unsubscribe list header either.
    expect(mail.raw).not.toMatch(/^List-Unsubscribe/im);
    const [before] = await alertsOf(email);
    expect(before.confirmed).toBe(false);
    // The link's page asks for one click; opening it (as a mail scanner does) confirms nothing.
    const page = await fetch(linkTo(mail, CONFIRM_LINK));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('确认开启提醒');
    expect(html).toContain(word('zh'));
    expect(html).toContain('<link rel="stylesheet" href="/plain-page.css">');
    expect((await alertsOf(email))[0].confirmed).toBe(false);
    const done = await confirmByMail(mail);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('提醒已开启');
    expect((await alertsOf(email))[0].confirmed).toBe(true);
    // The link again: the alert is already on.
    expect(await (await fetch(linkTo(mail, CONFIRM_LINK))).text()).toContain('提醒已开启');
  });

  it('answers an English sign-up in English', async () => {
    const email = address('en');
    expect(
      (
        await signup(
          email,
          { type: 'tender', origin: 'province', province: 'guangdong', category: 'winningNotice' },
          'en',
        )
      ).status,
    ).toBe(200);
    const [mail] = await smtp.waitFor(email);
    expect(mail.subject).toBe('Confirm your alert for new projects and tenders');
    expect(mail.text).toContain('Guangdong');
    expect(mail.text).toContain('Award notices');
    expect(await (await fetch(linkTo(mail, CONFIRM_LINK))).text()).toContain('Start the alert');
    expect(await (await confirmByMail(mail)).text()).toContain('Your alert is on');
  });

  it('refuses an expired or altered confirmation link', async () => {
    const email = address('expiry');
    expect(
      (await signup(email, { type: 'project', origin: 'search', keyword: word('exp') }, 'en')).status,
    ).toBe(200);
    const [mail] = await smtp.waitFor(email);
    const [alert] = await alertsOf(email);
    const expired = signAlertToken(payloadSecret(), 'confirm', alert, Math.floor(Date.now() / 1000) - 60);
    const late = await fetch(`${BASE_URL}/api/subscriptions/confirm?token=${expired}`);
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('This link has expired');
    const latePost = await fetch(`${BASE_URL}/api/subscriptions/confirm?token=${expired}`, {
      method: 'POST',
    });
    expect(latePost.status).toBe(410);
    // The expiry is signed: pushing it forward breaks the signature.
    const [id, , signature] = expired.split('.');
    const pushed = await fetch(
      `${BASE_URL}/api/subscriptions/confirm?token=${id}.${Math.floor(Date.now() / 1000) + 3600}.${signature}`,
    );
    expect(pushed.status).toBe(404);
    // An unsubscribe token is no confirmation token.
    const other = signAlertToken(payloadSecret(), 'unsubscribe', alert);
    expect((await fetch(`${BASE_URL}/api/subscriptions/confirm?token=${other}`)).status).toBe(404);
    expect(
      (await fetch(`${BASE_URL}/api/subscriptions/confirm?token=${other}`, { method: 'POST' })).status,
    ).toBe(404);
    expect((await alertsOf(email))[0].confirmed).toBe(false);
    // The real link still works.
    expect((await confirmByMail(mail)).status).toBe(200);
    expect((await alertsOf(email))[0].confirmed).toBe(true);
  });

  it('works as a plain form post without JavaScript, in both languages', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const email = address(`form-${lang}`);
      const form = new URLSearchParams({
        locale: lang,
        back: '/industry/index2?industry=shizheng',
        email,
        website: '',
        type: 'project',
        origin: 'industry',
        industry: 'shizheng',
      });
      const posted = await fetch(`${BASE_URL}${SIGNUP}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
        body: form,
        redirect: 'manual',
      });
      expect(posted.status).toBe(303);
      const location = new URL(posted.headers.get('location')!);
      expect(location.pathname).toBe('/api/subscriptions/answer');
      const page = await fetch(new URL(location.pathname + location.search, BASE_URL));
      const html = await page.text();
      expect(html).toContain(lang === 'zh' ? '请查收邮件' : 'Check your inbox');
      expect(html).toContain(`href="${localizedPath(lang, '/industry/index2?industry=shizheng')}"`);
      await smtp.waitFor(email);
    }
    const bad = await fetch(`${BASE_URL}${SIGNUP}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
      body: new URLSearchParams({
        locale: 'en',
        back: '//evil.example/x',
        email: 'not-an-address',
        type: 'project',
      }),
      redirect: 'manual',
    });
    const answer = await fetch(
      new URL(
        new URL(bad.headers.get('location')!).pathname + new URL(bad.headers.get('location')!).search,
        BASE_URL,
      ),
    );
    const html = await answer.text();
    expect(html).toContain('Please check the form');
    expect(html).not.toContain('evil.example');
  });
});

describe('the daily digest', () => {
  it('mails new matches once, newest first with detail links, and nothing when nothing is new', async () => {
    const email = address('digest');
    const keyword = word('dg');
    const alert = await confirmedAlert(email, { type: 'project', origin: 'search', keyword }, 'zh');
    // The same filter in English: matched once with the Chinese one, mailed in English.
    const english = address('digest-en');
    await confirmedAlert(english, { type: 'project', origin: 'search', keyword }, 'en');
    const mailsBefore = smtp.mailsTo(email).length;
    // Nothing new yet: no mail.
    expect((await sendDigests()).code).toBe(0);
    expect(smtp.mailsTo(email).length).toBe(mailsBefore);
    await ingest('projects', [
      project(keyword, { publishedAt: '2019-03-02 10:00' }),
      project(keyword, { publishedAt: '2019-03-05 10:00' }),
      project(`other${run}`),
    ]);
    const first = await sendDigests();
    expect(first.code, first.out).toBe(0);
    // Both alerts' equal filter is one group: one query for the two of them.
    expect(first.out).toMatch(/ in \d+ groups, \d+ queries/);
    const [digest] = (await smtp.waitFor(email, mailsBefore + 1)).slice(mailsBefore);
    expect(digest.subject).toBe('您订阅的提醒有 2 条新信息');
    const links = [...digest.text.matchAll(/\/industry\/detail\?id=([\w-]+)/g)].map((m) => m[1]);
    const mine = ingested.filter((r) => r.kind === 'projects').map((r) => r.sourceId);
    // Newest first: the one published on 5 March, then 2 March; the other keyword is not there.
    expect(links).toEqual([mine[1], mine[0]]);
    expect(digest.text).toContain('/search?keyword=');
    // RFC 8058: the one-click header pair, and the same URL as a visible link.
    expect(digest.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(digest.raw)?.[1];
    expect(header).toContain('/api/subscriptions/unsubscribe?token=');
    expect(digest.html).toContain(header!);
    expect(digest.text).toContain(header!);
    expect((await alertsOf(email))[0].lastSentAt).toBeTruthy();
    expect(digest.text).toContain('长沙市第');
    const [inEnglish] = await smtp.waitFor(english, 2);
    const englishDigest = smtp.mailsTo(english)[1];
    expect(inEnglish.subject).toContain('Confirm');
    expect(englishDigest.subject).toBe('2 new records for your alert');
    expect(englishDigest.text).toContain('Changsha Road Lot');
    expect(englishDigest.text).toContain('/en/industry/detail?id=');
    // Run again: nothing new, no second mail.
    expect((await sendDigests()).code).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mailsTo(email).length).toBe(mailsBefore + 1);
    expect(alert.id).toBeGreaterThan(0);
  }, 120_000);

  it('mails an organisation’s new records to its followers, and nothing of other organisations', async () => {
    const email = address('follow');
    const agency = `关注测试${run}招标代理有限公司`;
    const tender = (name: string, agencyName: string) => ({
      sourceId: `${run}-alert-t-${name}`,
      title_zh: `关注测试${name}号学校扩建工程 ${word('follow')}`,
      province: '湖南省',
      city: '长沙市',
      industry: '市政',
      noticeCode: '154',
      free: '否',
      amountWan: '300',
      publishedAt: '2019-04-01 10:00',
      owner_zh: '长沙市教育局',
      agency_zh: agencyName,
      withdrawn: '否',
    });
    await ingest('tenders', [tender('1', agency)]);
    const page = await (await fetch(`${BASE_URL}/inviteBussInfo/detail?id=${run}-alert-t-1`)).text();
    const org = /data-agency="([a-z2-7]{10})"/.exec(page)![1];
    // An id with no organisation behind it is a bad request, like any invalid filter.
    const unknown = await signup(address('follow-none'), {
      type: 'tender',
      origin: 'organisation',
      org: 'zzzzzzzzzz',
    });
    expect(unknown.status).toBe(400);
    await confirmedAlert(email, { type: 'tender', origin: 'organisation', org });
    const [stored] = await alertsOf(email);
    // The name the mails show is the server's, not the form's.
    expect(stored.filter).toMatchObject({ origin: 'organisation', org, orgName: agency });
    const before = smtp.mailsTo(email).length;
    await ingest('tenders', [tender('2', agency), tender('3', `其他${run}代理有限公司`)]);
    const sent = await sendDigests();
    expect(sent.code, sent.out).toBe(0);
    const [digest] = (await smtp.waitFor(email, before + 1)).slice(before);
    expect(digest.subject).toBe('您订阅的提醒有 1 条新信息');
    expect(digest.text).toContain(agency);
    expect([...digest.text.matchAll(/\/inviteBussInfo\/detail\?id=([\w-]+)/g)].map((m) => m[1])).toEqual([
      `${run}-alert-t-2`,
    ]);
    expect(digest.text).toContain(`/connections/detail?id=${org}`);
  }, 120_000);

  it('repeats a crashed run without sending any alert twice', async () => {
    const keyword = word('crash');
    const emails = [address('crash-a'), address('crash-b'), address('crash-c')];
    for (const email of emails) await confirmedAlert(email, { type: 'project', origin: 'search', keyword });
    const before = emails.map((e) => smtp.mailsTo(e).length);
    await ingest('projects', [project(keyword)]);
    const crashed = await sendDigests(['--crash-after', '1', '--concurrency', '1']);
    expect(crashed.code, crashed.out).toBe(70);
    const sentFirst = emails.map((e, i) => smtp.mailsTo(e).length - before[i]);
    expect(sentFirst.reduce((a, b) => a + b)).toBe(1);
    const again = await sendDigests();
    expect(again.code, again.out).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(emails.map((e, i) => smtp.mailsTo(e).length - before[i])).toEqual([1, 1, 1]);
  }, 180_000);

  it('keeps a digest the SMTP server refused for the next run', async () => {
    const email = address('refused');
    const keyword = word('refuse');
    await confirmedAlert(email, { type: 'project', origin: 'search', keyword });
    const before = smtp.mailsTo(email).length;
    await ingest('projects', [project(keyword)]);
    smtp.refuse.add(email.toLowerCase());
    const failed = await sendDigests();
    expect(failed.code, failed.out).toBe(1);
    expect(smtp.mailsTo(email).length).toBe(before);
    smtp.refuse.clear();
    expect((await sendDigests()).code).toBe(0);
    expect((await smtp.waitFor(email, before + 1)).length).toBe(before + 1);
  }, 180_000);
});

describe('unsubscribe', () => {
  it('deletes the alert by one-click POST (RFC 8058), and the address with the last alert', async () => {
    const email = address('oneclick');
    const alert = await confirmedAlert(email, { type: 'project', origin: 'search', keyword: word('oc') });
    const token = signAlertToken(payloadSecret(), 'unsubscribe', alert);
    const answer = await fetch(`${BASE_URL}/api/subscriptions/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await alertsOf(email)).toEqual([]);
    // Once gone, the link is no longer valid.
    expect((await fetch(`${BASE_URL}/api/subscriptions/unsubscribe?token=${token}`)).status).toBe(404);
  });

  it('shows the alert on the link and deletes it with its one button', async () => {
    const email = address('link');
    const first = await confirmedAlert(
      email,
      { type: 'project', origin: 'search', keyword: word('lk1') },
      'en',
    );
    await signup(email, { type: 'project', origin: 'search', keyword: word('lk2') }, 'en');
    // Stored after the answer, before its confirmation mail.
    await smtp.waitFor(email, 2);
    const token = signAlertToken(payloadSecret(), 'unsubscribe', first);
    const page = await fetch(`${BASE_URL}/api/subscriptions/unsubscribe?token=${token}`);
    const html = await page.text();
    expect(html).toContain('Stop this alert?');
    expect(html).toContain(word('lk1'));
    // The GET itself changes nothing (mail scanners open links).
    expect((await alertsOf(email)).length).toBe(2);
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    const done = await fetch(new URL(action, BASE_URL), { method: 'POST' });
    expect(await done.text()).toContain('You are unsubscribed');
    expect((await alertsOf(email)).map((a) => a.filter.keyword)).toEqual([word('lk2')]);
  });
});

describe('abuse', () => {
  it('answers the same whether or not the address is subscribed, and mails no confirmed address again', async () => {
    const email = address('known');
    const filter = { type: 'project', origin: 'search', keyword: word('known') };
    await confirmedAlert(email, filter);
    const count = smtp.mailsTo(email).length;
    const known = await signup(email, filter);
    const unknown = await signup(address('unknown'), filter);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    await smtp.waitFor(address('unknown'));
    expect(smtp.mailsTo(email).length).toBe(count);
  });

  it('answers a new address as fast as a known one (30 paired sign-ups)', async () => {
    const known = address('timing-known');
    const filter = { type: 'project', origin: 'search', keyword: word('timing') };
    await confirmedAlert(known, filter);
    const timed = async (email: string) => {
      const start = performance.now();
      const answer = await signup(email, filter);
      const ms = performance.now() - start;
      expect(answer.status).toBe(200);
      return ms;
    };
    await timed(known);
    await timed(address('timing-warm'));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // Pairs taken close together, each side going first in turn, with a pause for the work done
    // after the previous answer: a load that drifts during the run then moves both alike.
    const round = async (r: number) => {
      const differences: number[] = [];
      const all: number[] = [];
      for (let i = 0; i < 30; i++) {
        const pair = { known: 0, fresh: 0 };
        for (const side of i % 2 ? (['known', 'fresh'] as const) : (['fresh', 'known'] as const)) {
          pair[side] = await timed(side === 'known' ? known : address(`timing-${r}-${i}`));
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        differences.push(pair.fresh - pair.known);
        all.push(pair.fresh, pair.known);
      }
      return { gap: Math.abs(median(differences)), typical: median(all) };
    };
    // The leak was 10.2 ms against 4-5 ms: a paired difference of about 6 ms, most of a typical
    // answer's time, in every round. Equal work leaves noise around 0 (about 1 ms on a loaded
    // 2-core machine), which a burst of load beside the test can lift past the bound in one
    // round (2.8 ms against 2.1 once in CI): up to three rounds, one within the bound passes.
    const rounds: { gap: number; typical: number }[] = [];
    for (let r = 0; r < 3; r++) {
      const measured = await round(r);
      rounds.push(measured);
      if (measured.gap < Math.max(2, 0.25 * measured.typical)) break;
    }
    const last = rounds.at(-1)!;
    expect(
      last.gap < Math.max(2, 0.25 * last.typical),
      `median gap / typical answer per round, ms: ${JSON.stringify(rounds)}`,
    ).toBe(true);
  });

  it('limits sign-ups per client address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await signup(
            address(`rate${i}`),
            { type: 'project', origin: 'search', keyword: word(`r${i}`) },
            'zh',
            ip,
          )
        ).status,
      );
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('keeps at most 10 alerts per address, answering the 11th like the others', async () => {
    const email = address('cap');
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await signup(email, { type: 'project', origin: 'search', keyword: word(`cap${i}`) }));
    expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200));
    expect(answers[10].body).toEqual(answers[0].body);
    // Stored after the answer.
    await expect.poll(async () => (await alertsOf(email)).length, STORED).toBe(10);
    await new Promise((r) => setTimeout(r, 500));
    expect((await alertsOf(email)).length).toBe(10);
  });

  it('keeps the cap and one alert per filter when sign-ups of one address arrive at once', async () => {
    const email = address('race');
    const distinct = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        signup(email, { type: 'project', origin: 'search', keyword: word(`race${i}`) }),
      ),
    );
    expect(distinct.map((a) => a.status)).toEqual(Array(14).fill(200));
    await expect.poll(async () => (await alertsOf(email)).length, STORED).toBe(10);

    const twins = address('twins');
    const same = await Promise.all(
      Array.from({ length: 6 }, () =>
        signup(twins, { type: 'tender', origin: 'search', keyword: word('twin') }),
      ),
    );
    expect(same.map((a) => a.status)).toEqual(Array(6).fill(200));
    await expect.poll(async () => (await alertsOf(twins)).length, STORED).toBe(1);
  });

  it('refuses hostile addresses and filters, and escapes what it shows', async () => {
    for (const email of [
      `x@example.test\r\nBcc: victim@example.test`,
      '<script>@example.test',
      'a@b',
      `${'a'.repeat(250)}@example.test`,
      '',
    ]) {
      const answer = await signup(email, { type: 'project', origin: 'search' });
      expect(answer.status, email).toBe(400);
      expect(answer.body.errors?.email).toBeTruthy();
    }
    for (const filter of [
      { type: 'project', province: '../../etc/passwd' },
      { type: 'alert' },
      { type: 'project', category: 'winningNotice' },
      { type: 'project', amountMin: '-1' },
      { type: 'project', keyword: 'x'.repeat(51) },
      { type: 'project', keyword: 'a\u0000b' },
    ]) {
      expect((await signup(address('hostile'), filter)).status, JSON.stringify(filter)).toBe(400);
    }
    expect(smtp.mailsTo(address('hostile'))).toEqual([]);
    const email = address('escape');
    const keyword = `<img src=x onerror=alert(1)>`;
    expect((await signup(email, { type: 'project', origin: 'search', keyword })).status).toBe(200);
    const [mail] = await smtp.waitFor(email);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // A garbled token is a plain 404 page.
    const garbled = await fetch(`${BASE_URL}/api/subscriptions/unsubscribe?token=%3Cscript%3E`);
    expect(garbled.status).toBe(404);
  });

  it('shows alerts to operators only', async () => {
    const anonymous = await rest('/alerts', {}, false);
    const body = (await anonymous.json()) as { docs?: unknown[] };
    expect(anonymous.status === 403 || (body.docs ?? []).length === 0).toBe(true);
    const csv = await rest('/alerts/export.csv');
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(address('zh'));
    expect((await rest('/alerts/export.csv', {}, false)).status).toBe(401);
  });
});

describe('the purge of unconfirmed sign-ups', () => {
  // Last in the file: the purge as of a week ahead deletes every sign-up still unconfirmed.
  it('deletes a sign-up left unconfirmed for 7 days and keeps confirmed alerts', async () => {
    const pending = address('purge-pending');
    const kept = address('purge-kept');
    const filter = { type: 'project', origin: 'search', keyword: word('purge') };
    expect((await signup(pending, filter)).status).toBe(200);
    await smtp.waitFor(pending);
    await confirmedAlert(kept, filter);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const early = await sendDigests(['--purge-unconfirmed', '--now', inDays(6.9)]);
    expect(early.code, early.out).toBe(0);
    expect(await alertsOf(pending)).toHaveLength(1);
    const late = await sendDigests(['--purge-unconfirmed', '--now', inDays(7.1)]);
    expect(late.code, late.out).toBe(0);
    expect(late.out).toMatch(/deleted [1-9]\d* sign-ups/);
    expect(await alertsOf(pending)).toHaveLength(0);
    expect((await alertsOf(kept)).map((a) => a.confirmed)).toEqual([true]);
  }, 120_000);
});
