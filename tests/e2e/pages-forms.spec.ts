import { expect, test, type Page } from '@playwright/test';
import enFeedback from '../../messages/en/feedback.json' with { type: 'json' };
import enTrial from '../../messages/en/trial.json' with { type: 'json' };
import enValidation from '../../messages/en/validation.json' with { type: 'json' };
import zhFeedback from '../../messages/zh/feedback.json' with { type: 'json' };
import zhTrial from '../../messages/zh/trial.json' with { type: 'json' };
import zhValidation from '../../messages/zh/validation.json' with { type: 'json' };
import { LOCALES, localized } from './helpers';

const M = {
  zh: { f: zhFeedback, v: zhValidation, t: zhTrial },
  en: { f: enFeedback, v: enValidation, t: enTrial },
};
const SAVE = '**/business-center-app-zxw-member/zxwMemberFeedBack/save';
const APPLY = '/business-center-app-zxw/api/apply-record';

const VALID = {
  companyName: '恒岳建设集团',
  contactNumber: '13912345678',
  contacts: '张伟',
  email: 'zhang.wei@example.com',
  problem: '登录后看不到收藏的项目',
  suggestion: '希望增加按金额排序',
};

async function fill(page: Page, values: Partial<typeof VALID>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
}

test('spec §5 English messages are exact', () => {
  expect(enValidation).toMatchObject({
    companyNameRequired: 'Please enter the name of the unit',
    contactNumberRequired: 'Please enter a contact number',
    contactNumberFormat: 'Please enter the correct mobile number format',
    contactsRequired: 'Please enter the contact name',
    emailRequired: 'Please enter your email address',
    emailFormat: 'Please enter the correct email format',
  });
});

// A Chinese browser, so `/` stays on the default locale (detection runs on `/` only).
test.use({ locale: 'zh-CN' });

for (const locale of LOCALES) {
  const { f, v, t } = M[locale];

  test.describe(`feedback form (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(localized(locale, '/ideaBack'));
    });

    test('labels, and every rule on blur with its message', async ({ page }) => {
      for (const name of Object.keys(VALID)) {
        await expect(page.getByLabel(f.labels[name as keyof typeof f.labels])).toHaveAttribute('name', name);
      }
      const cases: [string, string, string][] = [
        ['companyName', '', v.companyNameRequired],
        ['contactNumber', '', v.contactNumberRequired],
        ['contactNumber', '12345678901', v.contactNumberFormat],
        ['contactNumber', '1391234567', v.contactNumberFormat],
        ['contactNumber', '1391234567a', v.contactNumberFormat],
        ['contactNumber', '10912345678', v.contactNumberFormat],
        ['contacts', '', v.contactsRequired],
        ['email', '', v.emailRequired],
        ['email', 'not-an-email', v.emailFormat],
      ];
      for (const [name, value, message] of cases) {
        const input = page.locator(`[name="${name}"]`);
        await input.fill(value);
        await input.blur();
        const error = page.locator(`#feedback-${name}-error`);
        await expect(error, `${name}=${value}`).toHaveText(message);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
      }
      await fill(page, VALID);
      await page.locator('[name="email"]').blur();
      await expect(page.locator('[id$="-error"]')).toHaveCount(0);
      await page.screenshot({ path: `artifacts/screenshots/ideaBack-${locale}.png`, fullPage: true });
    });

    test('submitting empty shows all required messages and sends nothing', async ({ page }) => {
      let sent = 0;
      await page.route(SAVE, (route) => {
        sent++;
        return route.continue();
      });
      await page.getByRole('button', { name: f.submit }).click();
      for (const key of [
        'companyNameRequired',
        'contactNumberRequired',
        'contactsRequired',
        'emailRequired',
      ] as const) {
        await expect(page.getByText(v[key])).toBeVisible();
      }
      expect(sent).toBe(0);
    });

    test('success: stored, confirmed and the form is cleared', async ({ page }) => {
      await fill(page, VALID);
      const request = page.waitForRequest((r) => r.url().includes('zxwMemberFeedBack/save'));
      await page.getByRole('button', { name: f.submit }).click();
      const sent = await request;
      expect(sent.postDataJSON()).toEqual(VALID);
      if (locale === 'en') expect(sent.headers()['accept-language']).toBe('en');
      await expect(page.getByRole('status')).toHaveText(f.success);
      for (const name of Object.keys(VALID)) await expect(page.locator(`[name="${name}"]`)).toHaveValue('');
    });

    for (const [kind, handler] of [
      ['rateLimited', { status: 429, body: { code: 429, msg: 'Too many requests', data: null } }],
      ['server', { status: 500, body: { code: 500, msg: 'Internal error', data: null } }],
      ['server', { status: 503, body: null }],
      ['network', null],
    ] as const) {
      test(`failure (${kind}${handler ? ' ' + handler.status : ''}) keeps the input and explains`, async ({
        page,
      }) => {
        await page.route(SAVE, (route) =>
          handler
            ? route.fulfill({
                status: handler.status,
                contentType: handler.body ? 'application/json' : 'text/html',
                body: handler.body ? JSON.stringify(handler.body) : '<h1>Service unavailable</h1>',
              })
            : route.abort('internetdisconnected'),
        );
        await fill(page, VALID);
        await page.getByRole('button', { name: f.submit }).click();
        await expect(page.getByRole('alert').filter({ hasText: f.failure[kind] })).toBeVisible();
        for (const [name, value] of Object.entries(VALID))
          await expect(page.locator(`[name="${name}"]`)).toHaveValue(value);
        await expect(page.getByRole('button', { name: f.submit })).toBeEnabled();
      });
    }
  });

  test.describe(`trial form (${locale})`, () => {
    test('code request and registration through the verification-code flow', async ({ page }) => {
      const calls: { path: string; body: unknown }[] = [];
      await page.route(`**${APPLY}/*`, (route) => {
        const path = new URL(route.request().url()).pathname;
        calls.push({ path, body: route.request().postDataJSON() });
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ code: 200, msg: 'success', data: null }),
        });
      });
      await page.goto(localized(locale, '/oneToOne'));
      const sendCode = page.getByRole('button', { name: t.sendCode });
      await page.getByLabel(t.labels.phone).fill('123');
      await sendCode.click();
      await expect(page.locator('#trial-phone-error')).toHaveText(v.contactNumberFormat);
      expect(calls).toHaveLength(0);

      await page.getByLabel(t.labels.phone).fill('13812345678');
      await sendCode.click();
      await expect(page.getByRole('status')).toHaveText(t.codeSent);
      expect(calls[0]).toEqual({ path: `${APPLY}/verification-code`, body: { phone: '13812345678' } });
      await expect(page.locator('form button[type="button"]')).toBeDisabled();

      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.locator('#trial-code-error')).toHaveText(v.codeRequired);
      await page.getByLabel(t.labels.code).fill('246810');
      await page.getByLabel(t.labels.companyName).fill('筑联城建');
      await page.getByLabel(t.labels.contacts).fill('李娜');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('status')).toHaveText(t.success);
      expect(calls[1]).toEqual({
        path: `${APPLY}/register`,
        body: { phone: '13812345678', code: '246810', companyName: '筑联城建', contacts: '李娜' },
      });
    });

    test('a rejected code keeps the input and shows the server message', async ({ page }) => {
      await page.route(`**${APPLY}/register`, (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ code: 400, msg: 'bad', data: null, errors: { code: 'CODE-REJECTED' } }),
        }),
      );
      await page.goto(localized(locale, '/oneToOne'));
      await page.getByLabel(t.labels.phone).fill('13812345678');
      await page.getByLabel(t.labels.code).fill('111111');
      await page.getByLabel(t.labels.companyName).fill('筑联城建');
      await page.getByLabel(t.labels.contacts).fill('李娜');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.locator('#trial-code-error')).toHaveText('CODE-REJECTED');
      await expect(page.getByLabel(t.labels.companyName)).toHaveValue('筑联城建');
    });
  });
}
