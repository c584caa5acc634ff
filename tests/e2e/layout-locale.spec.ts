import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/catalog/constants';
import zhChrome from '../../messages/zh/chrome.json' with { type: 'json' };
import enChrome from '../../messages/en/chrome.json' with { type: 'json' };
import { waitForHydration } from './layout-helpers';
import { setUpLayoutPages } from './layout-chrome';
import { expect, test } from './fixtures';

/**
 * The language switch. Nav paths in other capitalisation land on the page (200 after the
 * redirect): tests/int/routing.test.ts.
 */
setUpLayoutPages();

test('the language switch keeps page and query and remembers the choice for 365 days', async ({
  page,
  context,
}) => {
  await page.goto('/aboutUs?index=2');
  // The switch writes the cookie in its click handler: click once the page is interactive.
  await waitForHydration(page);
  const switcher = page.getByRole('group', { name: zhChrome.header.language });
  await expect(switcher.getByRole('link', { name: '中文' })).toHaveAttribute('aria-current', 'true');
  const clickedAt = Date.now() / 1000;
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/aboutUs\?index=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  const en = await cookie();
  expect(en?.value).toBe('en');
  // Set by the click, for the whole max age (cookie expiry has one-second precision).
  expect(en!.expires).toBeGreaterThanOrEqual(Math.floor(clickedAt) + LOCALE_COOKIE_MAX_AGE_SECONDS);
  expect(en!.expires).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + LOCALE_COOKIE_MAX_AGE_SECONDS);

  await waitForHydration(page);
  await page
    .getByRole('group', { name: enChrome.header.language })
    .getByRole('link', { name: '中文' })
    .click();
  await expect(page).toHaveURL(/\/aboutUs\?index=2$/);
  expect(new URL(page.url()).pathname).toBe('/aboutUs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect((await cookie())?.value).toBe('zh');
});
