import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext } from '@playwright/test';
import { type StartedServer, startServer } from './fixtures/servers';
import { API_PATHS } from '@/catalog/api-paths';
import { LEAD_SOURCE_COOKIE } from '@/catalog/lead-sources';
import zhFeedback from '../../messages/zh/feedback.json' with { type: 'json' };
import zhTrial from '../../messages/zh/trial.json' with { type: 'json' };
import { TEST_ADMIN } from '../../scripts/lib/test-fixtures.mjs';
import { freshIp, freshPhone, sentCode } from './helpers';

/**
 * Where leads come from (docs/leads.md), in a real browser on a server of this file's own: it
 * reports Baidu conversions (BAIDU_OCPC_TOKEN) and sends lead notifications to the generic
 * webhook, both pointed at one receiver started here, before the server.
 */
test.describe.configure({ mode: 'serial' });

interface Received {
  path: string;
  body: Record<string, unknown>;
}
const received: Received[] = [];
let receiver: http.Server | undefined;
let server: StartedServer | undefined;
let baseURL = '';
const TOKEN = 'e2e-ocpc-token';
const BD_VID = `e2e-vid-${Date.now().toString(36)}`;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(req.url === '/ocpc' ? { header: { status: 0, desc: 'success' } } : { ok: true }),
      );
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startServer({
    DEMO_FEED: 'off',
    // Its own origin: the landing URLs reported to Baidu name this server.
    SITE_ORIGIN: undefined,
    BAIDU_OCPC_TOKEN: TOKEN,
    BAIDU_OCPC_ENDPOINT: `${at}/ocpc`,
    LEAD_WEBHOOK_URL: `${at}/hook`,
    LEAD_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789',
  });
  baseURL = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  receiver?.close();
});

/** The engine of the last visit a context's source cookie holds (its signed JSON, read here). */
async function cookieState(context: BrowserContext) {
  const cookie = (await context.cookies(baseURL)).find((c) => c.name === LEAD_SOURCE_COOKIE);
  if (!cookie) return null;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(90 * 86_400_000);
  const body = cookie.value.split('.')[0]!;
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    first: { engine: string; landing: string };
    last: { engine: string; words: string; landing: string };
    click?: { id: string };
  };
}

async function operatorToken(): Promise<string> {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('a visit from a Baidu ad, three pages, a trial request: source stored, shown, notified, reported once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const page = await context.newPage();
  // From Baidu's results page, with the ad's click id on the landing URL.
  await page.goto(`/industry/index2?industry=huanbao&bd_vid=${BD_VID}`, {
    referer: 'https://www.baidu.com/s?wd=%E6%B1%A1%E6%B0%B4%E5%A4%84%E7%90%86',
  });
  // The page counter counts each page once it runs (after hydration).
  const counted = (n: number) =>
    page.waitForFunction((count) => document.cookie.includes(`zxw_pages=${count}`), n);
  await counted(1);
  expect((await cookieState(context))?.last).toMatchObject({ engine: 'baidu', words: '污水处理' });
  await page.goto('/aboutUs');
  await counted(2);
  await page.goto('/zxt');
  await counted(3);
  const phone = freshPhone();
  const companyName = `来源测试 ${phone}`;
  await page.goto('/oneToOne');
  await counted(4);
  // Pages within the site bring no new source: the Baidu visit is still the last.
  expect((await cookieState(context))?.click?.id).toBe(BD_VID);

  const t = zhTrial;
  await page.getByLabel(t.labels.phone).fill(phone);
  await page.getByRole('button', { name: t.sendCode }).click();
  await expect(page.getByRole('status')).toHaveText(t.codeSent);
  await expect.poll(() => sentCode(baseURL, phone)).toMatch(/^\d{6}$/);
  await page.getByLabel(t.labels.code).fill(sentCode(baseURL, phone)!);
  await page.getByLabel(t.labels.companyName).fill(companyName);
  await page.getByLabel(t.labels.contacts).fill('李娜');
  const registered = page.waitForResponse((r) => r.url().endsWith(API_PATHS.applyRegister));
  await page.getByRole('button', { name: t.submit }).click();
  expect((await registered).status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText(t.success);

  // Stored with the lead.
  const token = await operatorToken();
  const find = async () => {
    const response = await fetch(`${baseURL}/api/apply-records?where[phone][equals]=${phone}&depth=0`, {
      headers: { authorization: `JWT ${token}` },
    });
    return ((await response.json()) as { docs: { id: number; source: Record<string, unknown> }[] }).docs;
  };
  const [lead] = await find();
  expect(lead?.source).toMatchObject({
    engine: 'baidu',
    words: '污水处理',
    referrer: 'www.baidu.com',
    landing: '/industry/index2?industry=huanbao',
    landingKind: 'listing',
    clickNetwork: 'baidu',
    clickId: BD_VID,
    sentFrom: '/oneToOne',
    pagesSeen: 4,
  });

  // Reported to Baidu once, with the landing URL and its bd_vid, as a form submission.
  await expect.poll(async () => (await find())[0]?.source.conversion, { timeout: 30_000 }).toBe('reported');
  const reports = received.filter((r) => r.path === '/ocpc');
  expect(reports).toHaveLength(1);
  expect(reports[0]!.body).toEqual({
    token: TOKEN,
    conversionTypes: [
      { logidUrl: `${baseURL}/industry/index2?industry=huanbao&bd_vid=${BD_VID}`, newType: 3 },
    ],
  });

  // The notification says it in one line.
  await expect
    .poll(() => received.find((r) => r.path === '/hook' && String(r.body.text).includes(companyName)), {
      timeout: 30_000,
    })
    .toBeTruthy();
  const hook = received.find((r) => r.path === '/hook' && String(r.body.text).includes(companyName))!;
  const line = String(hook.body.text)
    .split('\n')
    .find((l) => l.startsWith('来源：'));
  expect(line).toBe(
    '来源：百度 · 搜索词“污水处理” · 落地页 /industry/index2?industry=huanbao · 百度广告点击 · 浏览 4 页',
  );
  expect(hook.body.page).toBe(`${baseURL}/oneToOne`);

  // The operator sees it on the lead in the admin.
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }]);
  await page.goto(`/admin/collections/apply-records/${lead!.id}`);
  const field = (name: string) => page.locator(`#field-source__${name}`);
  await expect(field('clickId')).toHaveValue(BD_VID, { timeout: 30_000 });
  await expect(field('engine')).toHaveValue('baidu');
  await expect(field('sentFrom')).toHaveValue('/oneToOne');
  await context.close();

  // Still once, after the queue had time to run it again.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(received.filter((r) => r.path === '/ocpc')).toHaveLength(1);
});

test('a second visitor from another engine gets its own source on a cached page', async ({ browser }) => {
  // A plain visit: the cached page, and no cookie.
  const plain = await browser.newContext({ baseURL });
  const plainPage = await plain.newPage();
  const first = await plainPage.goto('/aboutUs');
  expect(first?.headers()['cache-control']).toContain('s-maxage');
  expect(await cookieState(plain)).toBeNull();
  const html = await first!.text();
  await plain.close();

  const other = await browser.newContext({ baseURL });
  const page = await other.newPage();
  const answer = await page.goto('/aboutUs', {
    referer: 'https://m.sogou.com/web?keyword=%E6%8B%9B%E6%A0%87',
  });
  expect(answer?.headers()['cache-control']).toMatch(/^no-store/);
  const state = await cookieState(other);
  expect(state?.first).toMatchObject({ engine: 'sogou', landing: '/aboutUs' });
  expect(state?.last).toMatchObject({ engine: 'sogou', words: '招标' });
  expect(state?.click).toBeUndefined();
  // The same page, rendered once.
  expect(await answer!.text()).toBe(html);
  await other.close();
});

test('without JavaScript, on the mobile site: the feedback form carries the source the landing page set', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  const page = await context.newPage();
  await page.goto('/m/aboutUs?utm_source=shenma&utm_campaign=no-js', {
    referer: 'https://m.sm.cn/s?q=%E6%8B%9B%E6%A0%87',
  });
  expect((await cookieState(context))?.last).toMatchObject({ engine: 'shenma', words: '招标' });
  await page.goto('/ideaBack');
  const companyName = `无脚本 ${Date.now().toString(36)}`;
  const values = {
    companyName,
    contactNumber: '13912345678',
    contacts: '张伟',
    email: 'zhang.wei@example.com',
  };
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
  await page.getByRole('button', { name: zhFeedback.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: zhFeedback.success })).toBeVisible();
  await context.close();

  const token = await operatorToken();
  const response = await fetch(
    `${baseURL}/api/feedback?where[companyName][equals]=${encodeURIComponent(companyName)}&depth=0`,
    { headers: { authorization: `JWT ${token}` } },
  );
  const [lead] = ((await response.json()) as { docs: { source: Record<string, unknown> }[] }).docs;
  expect(lead?.source).toMatchObject({
    engine: 'shenma',
    words: '招标',
    landing: '/m/aboutUs',
    utmSource: 'shenma',
    utmCampaign: 'no-js',
    sentFrom: '/ideaBack',
    // No script ran: no pages were counted.
    pagesSeen: null,
  });
});
