import { expect, test } from '@playwright/test';
import { adminLogin } from './helpers';

/**
 * Ingest keys in the admin (docs/import.md, HTTP): an operator creates one, the edit view shows
 * the key once with a copy button, the key ingests, and after a reload only the note is left.
 */
test('an operator creates an ingest key, sees it once, and it ingests', async ({ page, request }) => {
  test.setTimeout(90_000);
  await adminLogin(page);

  await page.goto('/admin/collections/ingest-keys/create');
  await expect(page.getByText('保存后，服务器生成密钥并在此显示一次')).toBeVisible();
  const name = `E2E pipeline ${Date.now()}`;
  await page.locator('input[name="name"]').fill(name);
  await page.locator('#action-save').click();
  await page.waitForURL(/\/admin\/collections\/ingest-keys\/\d+/, { timeout: 30_000 });

  const shown = page.locator('[data-ingest-key-reveal] input');
  await expect(shown).toHaveValue(/^ik_[A-Za-z0-9_-]{43}$/);
  const key = await shown.inputValue();
  await expect(page.locator('[data-ingest-key-reveal]')).toContainText(`Authorization: Bearer ${key}`);
  await expect(page.locator('input[name="hint"]')).toHaveValue(`${key.slice(0, 9)}…`);

  // The key alone (no admin cookie: `request` is a context of its own) ingests.
  const ingest = await request.post('/api/ingest/projects', {
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
    data: '\n',
  });
  expect(ingest.status()).toBe(200);

  // Shown once: a reload finds only the note.
  await page.reload();
  await expect(page.getByText('密钥只在创建时显示过一次')).toBeVisible();
  await expect(page.locator('[data-ingest-key-reveal]')).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  await expect(page.locator('input[name="name"]')).toHaveValue(name);
});
