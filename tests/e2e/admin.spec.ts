import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The back-office under its Content-Security-Policy: an operator logs in, edits a customer
 * case and uploads an image, with no policy violation and no request to another origin (no
 * gravatar: operators get Payload's built-in avatar).
 */
const ADMIN = { email: 'admin@test.local', password: 'test-admin-password-123' };
const IMAGE = path.resolve('public/og/cases.png');

test('an operator logs in, edits a case and uploads an image under the admin CSP', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) foreign.push(url);
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });

  const first = await page.goto('/admin/login');
  expect(first?.headers()['content-security-policy']).toContain("object-src 'none'");
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: 30_000 });

  await page.goto('/admin/collections/samples');
  await page.locator('table tbody tr a').first().click();
  await page.waitForURL(/\/admin\/collections\/samples\/\d+/);

  const company = page.locator('input[name="companyName"]');
  const edited = `CSP check ${Date.now()}`;
  await company.fill(edited);

  await page.locator('#action-save').click();
  await expect(page.locator('.payload-toast-container')).toContainText(/成功|successfully/i, {
    timeout: 30_000,
  });
  await page.reload();
  await expect(page.locator('input[name="companyName"]')).toHaveValue(edited);

  // An image uploaded into the media library, previewed (blob:) before it is saved.
  await page.goto('/admin/collections/media/create');
  await page.locator('input[type="file"]').setInputFiles(IMAGE);
  await expect(page.locator('.file-details, .file-field__upload, img').first()).toBeVisible();
  await page.locator('#action-save').click();
  await expect(page.locator('.payload-toast-container')).toContainText(/成功|successfully/i, {
    timeout: 30_000,
  });
  await page.waitForURL(/\/admin\/collections\/media\/\d+/);
  const stored = await page.request.get(`/api/media?where[filename][like]=cases&depth=0`);
  expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0);

  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
