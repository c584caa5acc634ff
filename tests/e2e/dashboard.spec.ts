import { type APIRequestContext } from '@playwright/test';
import { API_PATHS } from '@/catalog/api-paths';
import { chinaDayStart } from '@/text/china-time';
import { expectNoSeriousAxeViolations, freshIp } from './helpers';
import { expect, test } from './fixtures';

/**
 * The admin dashboard (docs/backend.md, 'Admin dashboard'): on leads and an import seeded through
 * the API, its figures equal what the REST API counts, its links open the filtered lists and the
 * import, in both admin languages, and axe passes on the whole page (Payload's header too).
 * Other specs post leads at the same time, so a reading counts only when the REST counts did not
 * move around it.
 */
const run = `dash${Date.now().toString(36)}`;
const CSV = [
  'sourceId,title_zh,title_en,province,city,industry,noticeCode,free,amountWan,publishedAt,deadline,owner_zh,owner_en,agency_zh,agency_en,contactName,contactPhone,summary_zh,summary_en,withdrawn',
  `${run}-1,长沙市道路改造工程招标公告 ${run},,湖南,长沙市,市政,154,否,100,2026-11-20,,长沙市城市管理局,,,,,,,,否`,
  // No such province: rejected, and counted on the dashboard.
  `${run}-2,某港口工程招标公告 ${run},,亚特兰蒂斯,,市政,154,否,100,2026-11-20,,某港务局,,,,,,,,`,
].join('\r\n');

async function total(request: APIRequestContext, token: string, pathname: string): Promise<number> {
  const res = await request.get(`/api${pathname}${pathname.includes('?') ? '&' : '?'}limit=1&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { totalDocs: number }).totalDocs;
}

/** The dashboard itself: Payload's frame around it (its locale button) is not this feature's. */
const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('the dashboard shows the day at a glance, links to the lists and imports, in both languages', async ({
  page,
  request,
  operator,
  adminLogin,
  records,
}) => {
  test.setTimeout(120_000);
  const { token } = operator;
  const feedback = await request.post(API_PATHS.saveFeedback, {
    headers: { 'x-forwarded-for': freshIp() },
    data: {
      companyName: `${run} 公司`,
      contacts: '赵先生',
      contactNumber: '13812345678',
      email: 'z@example.com',
    },
  });
  expect(feedback.status()).toBe(200);
  const upload = await request.post('/api/imports', {
    headers: { authorization: `JWT ${token}` },
    multipart: {
      file: { name: `${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(CSV) },
      _payload: JSON.stringify({ kind: 'tenders' }),
    },
  });
  expect(upload.status()).toBe(201);
  // Its valid row is a tender in the public listings, which tests beside this one read.
  records.removeAfter('tenders', `where[sourceId][like]=${run}`);
  const importId = ((await upload.json()) as { doc: { id: number } }).doc.id;
  // The import runs on the jobs queue; the dashboard then shows its outcome.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/imports/${importId}?depth=0`, {
          headers: { authorization: `JWT ${token}` },
        });
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 60_000 },
    )
    .toBe('done');

  await adminLogin(page);
  const today = new Date(chinaDayStart(Date.now())).toISOString();
  const counts = () =>
    Promise.all([
      total(request, token, `/feedback?where[receivedAt][greater_than_equal]=${today}`),
      total(request, token, `/apply-records?where[receivedAt][greater_than_equal]=${today}`),
      total(request, token, '/feedback?where[assignee][exists]=false'),
      total(request, token, '/alerts?where[confirmed][equals]=true'),
    ]);
  await expect(async () => {
    const before = await counts();
    await page.goto('/admin');
    const shown = await Promise.all([
      page.locator('[data-kind="feedback"] td').first().textContent(),
      page.locator('[data-kind="trial"] td').first().textContent(),
      page.getByTestId('unassigned-feedback').locator('dd').textContent(),
      page.getByTestId('confirmed-alerts').locator('dd').textContent(),
    ]);
    const after = await counts();
    expect(after).toEqual(before);
    expect(shown.map(number)).toEqual(before);
  }).toPass({ timeout: 40_000 });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('后台首页');
  await expect(page.getByTestId('fresh')).toBeVisible();
  const row = page
    .getByTestId('imports')
    .getByRole('row')
    .filter({ hasText: `${run}.csv` });
  await expect(row).toContainText('完成');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expectNoSeriousAxeViolations(page);

  // The unassigned figure opens the feedback list so filtered.
  await page.getByTestId('unassigned-feedback').getByRole('link').click();
  await page.waitForURL(/\/admin\/collections\/feedback\?/);
  expect(decodeURIComponent(page.url())).toContain('[assignee][exists]=false');
  await expect(page.getByRole('link', { name: '未分配' })).toBeVisible();
  await page.goBack();
  await row.getByRole('link', { name: `${run}.csv` }).click();
  await page.waitForURL(new RegExp(`/admin/collections/imports/${importId}$`));

  // The same page in English, the admin's other language.
  const { hostname } = new URL(page.url());
  await page.context().addCookies([{ name: 'payload-lng', value: 'en', domain: hostname, path: '/' }]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByRole('img', { name: /to .*: \d+ in all/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
