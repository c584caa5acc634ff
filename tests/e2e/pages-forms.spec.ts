import { type BrowserContext, type Page } from '@playwright/test';
import { API_PATHS } from '@/catalog/api-paths';
import { HONEYPOT_FIELD } from '@/schemas/fields';
import enFeedback from '../../messages/en/feedback.json' with { type: 'json' };
import enTrial from '../../messages/en/trial.json' with { type: 'json' };
import enValidation from '../../messages/en/validation.json' with { type: 'json' };
import zhFeedback from '../../messages/zh/feedback.json' with { type: 'json' };
import zhTrial from '../../messages/zh/trial.json' with { type: 'json' };
import zhValidation from '../../messages/zh/validation.json' with { type: 'json' };
import enApi from '../../messages/en/api.json' with { type: 'json' };
import zhApi from '../../messages/zh/api.json' with { type: 'json' };
import { LOCALES, freshIp, freshPhone, localized, sentCode } from './helpers';
import { trackHydration, waitForHydration } from './layout-helpers';
import { expect, test, type Operator } from './fixtures';

/**
 * Opens a page with JavaScript and waits for React to hydrate it: a click before that would
 * submit the form the no-JavaScript way (a server action post) instead of the client's own call.
 */
async function openHydrated(page: Page, context: BrowserContext, path: string) {
  await trackHydration(context);
  await page.goto(path);
  await waitForHydration(page);
}

const M = {
  zh: { f: zhFeedback, v: zhValidation, t: zhTrial, api: zhApi },
  en: { f: enFeedback, v: enValidation, t: enTrial, api: enApi },
};
const SAVE = `**${API_PATHS.saveFeedback}`;

const VALID = {
  companyName: '恒岳建设集团',
  contactNumber: '13912345678',
  contacts: '张伟',
  email: 'zhang.wei@example.com',
  problem: '登录后看不到收藏的项目',
  suggestion: '希望增加按金额排序',
};

/** One stored row of `collection` with the first field's value, holding every field given. */
async function expectStoredOnce(operator: Operator, collection: string, fields: Record<string, unknown>) {
  const [name, value] = Object.entries(fields)[0];
  const where = `where[${name}][equals]=${encodeURIComponent(String(value))}&depth=0`;
  const stored = (await operator.read(`${collection}?${where}`)) as {
    docs: Record<string, unknown>[];
  };
  expect(stored.docs).toHaveLength(1);
  expect(stored.docs[0]).toMatchObject(fields);
}

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
  const { f, v, t, api } = M[locale];

  test.describe(`feedback form (${locale})`, () => {
    test.beforeEach(async ({ page, context }) => {
      // A client address of its own: feedback posts are limited per address.
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
      await openHydrated(page, context, localized(locale, '/ideaBack'));
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
      // With JavaScript the form posts JSON to the endpoint only, never its no-JS server action too.
      const pagePosts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && !r.url().includes(API_PATHS.saveFeedback)) pagePosts.push(r.url());
      });
      await fill(page, VALID);
      const request = page.waitForRequest((r) => r.url().includes(API_PATHS.saveFeedback));
      await page.getByRole('button', { name: f.submit }).click();
      const sent = await request;
      // The honeypot (HONEYPOT_FIELD) goes along empty: a person never sees it.
      expect(sent.postDataJSON()).toEqual({ ...VALID, [HONEYPOT_FIELD]: '' });
      expect(sent.headers()['accept-language']).toBe(locale);
      await expect(page.getByRole('status')).toHaveText(f.success);
      for (const name of Object.keys(VALID)) await expect(page.locator(`[name="${name}"]`)).toHaveValue('');
      expect(pagePosts).toEqual([]);
    });

    test('failure (rateLimited 429, for real) keeps the input and explains', async ({
      page,
      context,
      request,
    }) => {
      // This address has used up its feedback posts for the window (5 by default).
      const ip = freshIp();
      for (let n = 0; ; n++) {
        const res = await request.post(API_PATHS.saveFeedback, {
          data: { ...VALID, companyName: `${VALID.companyName} ${ip} ${n}` },
          headers: { 'x-forwarded-for': ip },
        });
        if (res.status() === 429) break;
        expect(res.status()).toBe(200);
        expect(n, 'the limit was never reached').toBeLessThan(100);
      }
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
      await fill(page, VALID);
      const answer = page.waitForResponse((r) => r.url().includes(API_PATHS.saveFeedback));
      await page.getByRole('button', { name: f.submit }).click();
      expect((await answer).status()).toBe(429);
      await expect(page.getByRole('alert').filter({ hasText: f.failure.rateLimited })).toBeVisible();
      for (const [name, value] of Object.entries(VALID))
        await expect(page.locator(`[name="${name}"]`)).toHaveValue(value);
      await expect(page.getByRole('button', { name: f.submit })).toBeEnabled();
    });

    // A healthy test server never answers these: mocked.
    for (const [kind, handler] of [
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

  test.describe(`feedback form without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the server checks it, keeps every value, then stores it once and says so', async ({
      page,
      context,
      operator,
    }) => {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
      await page.goto(localized(locale, '/ideaBack'));
      const companyName = `${VALID.companyName} ${freshIp()}`;
      const wrong = {
        ...VALID,
        companyName,
        contactNumber: '12345',
        email: 'not-an-email',
        problem: '<b>bold</b>',
      };
      await fill(page, wrong);
      await page.getByRole('button', { name: f.submit }).click();
      await expect(page.locator('#feedback-contactNumber-error')).toHaveText(v.contactNumberFormat);
      await expect(page.locator('#feedback-email-error')).toHaveText(v.emailFormat);
      await expect(page.getByRole('alert').filter({ hasText: f.failure.invalid })).toBeVisible();
      for (const [name, value] of Object.entries(wrong))
        await expect(page.locator(`[name="${name}"]`)).toHaveValue(value);
      await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);

      await fill(page, { contactNumber: VALID.contactNumber, email: VALID.email });
      await page.getByRole('button', { name: f.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: f.success })).toBeVisible();
      for (const name of Object.keys(VALID)) await expect(page.locator(`[name="${name}"]`)).toHaveValue('');

      await expectStoredOnce(operator, '/feedback', {
        companyName,
        email: VALID.email,
        locale,
        timesReceived: 1,
      });
    });
  });

  test.describe(`trial form (${locale})`, () => {
    test.beforeEach(async ({ context }) => {
      // A client address of its own: the code and application limits count per address.
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
    });

    test('code request and registration, end to end: the code the server sent, the stored application', async ({
      page,
      context,
      operator,
      baseURL,
    }) => {
      const phone = freshPhone();
      const companyName = `筑联城建 ${phone}`;
      const calls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/apply-record/')) calls.push(new URL(r.url()).pathname);
      });
      await openHydrated(page, context, localized(locale, '/oneToOne'));
      const sendCode = page.getByRole('button', { name: t.sendCode });
      await page.getByLabel(t.labels.phone).fill('123');
      await sendCode.click();
      await expect(page.locator('#trial-phone-error')).toHaveText(v.contactNumberFormat);
      expect(calls).toEqual([]);

      await page.getByLabel(t.labels.phone).fill(phone);
      const codeAnswer = page.waitForResponse((r) => r.url().endsWith(API_PATHS.applyVerificationCode));
      await sendCode.click();
      const codeResponse = await codeAnswer;
      expect(codeResponse.status()).toBe(200);
      expect(codeResponse.request().postDataJSON()).toEqual({ phone });
      await expect(page.getByRole('status')).toHaveText(t.codeSent);
      // The button counts down to the next allowed request.
      const resend = page.locator('form button[name="intent"]');
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText(new RegExp(t.resendIn.replace('{seconds}', '\\d+')));

      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.locator('#trial-code-error')).toHaveText(v.codeRequired);

      // The code as the SMS would bring it: from the test server's code file.
      await expect.poll(() => sentCode(baseURL!, phone)).toMatch(/^\d{6}$/);
      await page.getByLabel(t.labels.code).fill(sentCode(baseURL!, phone)!);
      await page.getByLabel(t.labels.companyName).fill(companyName);
      await page.getByLabel(t.labels.contacts).fill('李娜');
      const registerAnswer = page.waitForResponse((r) => r.url().endsWith(API_PATHS.applyRegister));
      await page.getByRole('button', { name: t.submit }).click();
      expect((await registerAnswer).status()).toBe(200);
      await expect(page.getByRole('status')).toHaveText(t.success);
      expect(calls).toEqual([API_PATHS.applyVerificationCode, API_PATHS.applyRegister]);

      await expectStoredOnce(operator, '/apply-records', { phone, companyName, contacts: '李娜', locale });
    });

    test('without JavaScript: the code button and the submit button both work, nothing typed is lost', async ({
      browser,
      operator,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
      const page = await context.newPage();
      const phone = freshPhone();
      const companyName = `筑联城建 ${phone}`;
      await page.goto(localized(locale, '/oneToOne'));
      await page.getByLabel(t.labels.phone).fill('123');
      await page.getByLabel(t.labels.companyName).fill(companyName);
      await page.getByRole('button', { name: t.sendCode }).click();
      await expect(page.locator('#trial-phone-error')).toHaveText(v.contactNumberFormat);
      await expect(page.getByLabel(t.labels.companyName)).toHaveValue(companyName);

      await page.getByLabel(t.labels.phone).fill(phone);
      await page.getByRole('button', { name: t.sendCode }).click();
      await expect(page.getByRole('status').filter({ hasText: t.codeSent })).toBeVisible();
      await expect(page.getByLabel(t.labels.phone)).toHaveValue(phone);
      await expect(page.getByLabel(t.labels.companyName)).toHaveValue(companyName);

      await expect.poll(() => sentCode(baseURL!, phone)).toMatch(/^\d{6}$/);
      await page.getByLabel(t.labels.code).fill(sentCode(baseURL!, phone)!);
      await page.getByLabel(t.labels.contacts).fill('李娜');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();
      await expect(page.getByLabel(t.labels.phone)).toHaveValue('');
      await context.close();

      await expectStoredOnce(operator, '/apply-records', { phone, companyName, contacts: '李娜', locale });
    });

    test('a wrong code is refused by the server: its message under the field, the input kept', async ({
      page,
      context,
      baseURL,
    }) => {
      const phone = freshPhone();
      await openHydrated(page, context, localized(locale, '/oneToOne'));
      await page.getByLabel(t.labels.phone).fill(phone);
      await page.getByRole('button', { name: t.sendCode }).click();
      await expect(page.getByRole('status')).toHaveText(t.codeSent);
      await expect.poll(() => sentCode(baseURL!, phone)).toMatch(/^\d{6}$/);
      const wrong = sentCode(baseURL!, phone) === '000000' ? '111111' : '000000';
      await page.getByLabel(t.labels.code).fill(wrong);
      await page.getByLabel(t.labels.companyName).fill('筑联城建');
      await page.getByLabel(t.labels.contacts).fill('李娜');
      const answer = page.waitForResponse((r) => r.url().endsWith(API_PATHS.applyRegister));
      await page.getByRole('button', { name: t.submit }).click();
      expect((await answer).status()).toBe(400);
      await expect(page.locator('#trial-code-error')).toHaveText(api.codeInvalid);
      await expect(page.getByLabel(t.labels.companyName)).toHaveValue('筑联城建');
      await expect(page.getByLabel(t.labels.code)).toHaveValue(wrong);
    });
  });
}
