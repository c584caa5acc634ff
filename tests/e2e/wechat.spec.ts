import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { type StartedServer, startServer } from './fixtures/servers';
import { WECHAT_SIGNATURE_PATH } from '@/catalog/api-paths';
import { WECHAT_SDK_URL } from '@/features/wechat/components/share-card';

/**
 * Share cards in WeChat's browser (docs/wechat.md), in a server of this file's own: the shared
 * server has no official account, and WECHAT_* must name a WeChat API stand-in started here (in
 * the spec's process, before the server). The JS-SDK is routed to a stub that records what the
 * page hands it; the signature is the real server's.
 */
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN';
/** WeChat on a PC (Windows), which opens the desktop site. */
const PC_WECHAT_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue';
const APP_ID = 'wx0123456789abcdef';
const TICKET = 'e2e-jsapi-ticket';

/** Records wx.config and the share data; ready fires after config, as the real SDK's does. */
const SDK_STUB = `
window.__wx = { config: null, app: null, timeline: null, ready: false, waiting: [] };
window.wx = {
  config(options) { __wx.config = options; setTimeout(() => { __wx.ready = true; __wx.waiting.forEach((f) => f()); }, 0); },
  ready(f) { if (__wx.ready) f(); else __wx.waiting.push(f); },
  error() {},
  updateAppMessageShareData(data) { __wx.app = data; },
  updateTimelineShareData(data) { __wx.timeline = data; },
};`;

test.describe.configure({ mode: 'serial' });

let server: StartedServer | undefined;
let standIn: http.Server | undefined;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(200_000);
  standIn = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url?.startsWith('/cgi-bin/stable_token'))
      res.end(JSON.stringify({ access_token: 't', expires_in: 7200 }));
    else res.end(JSON.stringify({ errcode: 0, errmsg: 'ok', ticket: TICKET, expires_in: 7200 }));
  });
  await new Promise<void>((resolve) => standIn!.listen(0, '127.0.0.1', resolve));
  server = await startServer({
    DEMO_FEED: 'off',
    // Its own origin: the share cards' links name this server.
    SITE_ORIGIN: undefined,
    WECHAT_APP_ID: APP_ID,
    WECHAT_APP_SECRET: 'e2e-secret',
    WECHAT_API_BASE: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
  });
  baseURL = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  standIn?.close();
});

interface Recorded {
  config: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] };
  app: { title: string; desc: string; link: string; imgUrl: string };
  timeline: { title: string; link: string; imgUrl: string };
}

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

async function sharedCard(page: Page, pathname: string) {
  await page.route(WECHAT_SDK_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: SDK_STUB }),
  );
  const signed = page.waitForResponse((r) => r.url().endsWith(WECHAT_SIGNATURE_PATH));
  await page.goto(`${baseURL}${pathname}#share`);
  const response = await signed;
  const asked = (response.request().postDataJSON() as { url: string }).url;
  const answer = (await response.json()) as { data: Recorded['config'] };
  await expect
    .poll(() => page.evaluate(() => Boolean((window as { __wx?: { app: unknown } }).__wx?.app)))
    .toBe(true);
  const recorded = (await page.evaluate(() => (window as unknown as { __wx: Recorded }).__wx)) as Recorded;
  return { asked, answer: answer.data, recorded };
}

for (const [pathname, userAgent] of [
  ['/en/aboutUs', PC_WECHAT_UA],
  ['/m/industry', WECHAT_UA],
]) {
  test(`${pathname} in WeChat: the SDK configured with the server's signature, the page's card set`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    const { asked, answer, recorded } = await sharedCard(page, pathname);
    // The page asked for its own URL, without the fragment.
    const pageUrl = page.url().split('#')[0];
    expect(pageUrl.startsWith(`${baseURL}${pathname}`)).toBe(true);
    expect(asked).toBe(pageUrl);
    const { config } = recorded;
    expect(config).toMatchObject({ ...answer, appId: APP_ID });
    expect(config.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
    const signature = createHash('sha1')
      .update(
        `jsapi_ticket=${TICKET}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${pageUrl}`,
      )
      .digest('hex');
    expect(config.signature).toBe(signature);

    const head = await page.evaluate(() => ({
      title: document.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content ?? document.title,
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    }));
    expect(head.description.length).toBeGreaterThan(10);
    expect(recorded.app).toMatchObject({ title: head.title, desc: head.description, link: pageUrl });
    expect(recorded.timeline).toEqual({ title: head.title, link: pageUrl, imgUrl: recorded.app.imgUrl });
    const image = await page.request.get(recorded.app.imgUrl);
    expect(image.status()).toBe(200);
    const { width, height } = pngSize(await image.body());
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(300);
    await context.close();
  });
}

test('other browsers load no SDK and ask for no signature', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('wx.qq.com') || request.url().endsWith(WECHAT_SIGNATURE_PATH)) {
      asked.push(request.url());
    }
  });
  await page.goto(`${baseURL}/en/aboutUs`);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
