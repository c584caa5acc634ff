import { linkTo } from '../int/alerts-mail';
import { expect, test } from './fixtures';

/**
 * Saved-search alerts (docs/backend.md) in the browser: the 'E-mail me new matches' form under search
 * results, checked on blur, posted with JavaScript, answered in place; the confirmation mail
 * reaches the SMTP server the test server sends to (the `smtp` fixture).
 */
test('signs up for an alert from the search page', async ({ page, smtp }) => {
  const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const email = `e2e-${run}@example.test`;
  await page.goto(`/en/search?keyword=alerts${run}&province=hunan`);
  const box = page.getByRole('region', { name: 'E-mail me new matches' });
  await expect(box.getByText('Hunan')).toBeVisible();
  const field = box.getByLabel('E-mail address');
  await field.fill('not-an-address');
  await field.blur();
  await expect(box.getByRole('alert')).toBeVisible();
  await field.fill(email);
  await field.blur();
  await expect(box.getByRole('alert')).toHaveCount(0);
  await box.getByRole('button', { name: 'Create alert' }).click();
  await expect(box.getByRole('status')).toContainText('confirmation link is on its way');
  const [mail] = await smtp.waitFor(email);
  expect(mail.subject).toBe('Confirm your alert for new projects and tenders');
  expect(mail.text).toContain(`alerts${run}`);
  // The link opens a page asking for the one click (mail scanners open links too); its
  // stylesheet loads under the API's security policy.
  await page.goto(linkTo(mail, '/api/subscriptions/confirm?token='));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your alert');
  const button = page.getByRole('button', { name: 'Start the alert' });
  await expect(button).toHaveCSS('min-height', '44px');
  await button.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your alert is on');
});
