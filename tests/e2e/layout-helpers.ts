import { createRequire } from 'node:module';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

export const TRANSPARENT = 'rgba(0, 0, 0, 0)';
export const WHITE = 'rgb(255, 255, 255)';

/** The header element's own computed background colour. */
export const headerBackground = (page: Page) =>
  page.locator('body > header').evaluate((el) => getComputedStyle(el).backgroundColor);

/**
 * Waits until the header has settled on `colour`: its style says so, its computed background is
 * that colour and no transition is running on it (the change is animated).
 */
export async function expectHeader(page: Page, colour: string) {
  await expect
    .poll(() =>
      page.locator('body > header').evaluate((el) => ({
        white: (el as HTMLElement).dataset.white === 'true',
        background: getComputedStyle(el).backgroundColor,
        animating: el.getAnimations().some((a) => a.playState === 'running'),
      })),
    )
    .toEqual({ white: colour === WHITE, background: colour, animating: false });
}

/** Decodes a server-rendered QR code SVG the way a phone would: rasterised, then read by jsQR. */
export async function decodeQr(page: Page, svg: Locator): Promise<string | null> {
  if (!(await page.evaluate(() => 'jsQR' in window))) {
    await page.addScriptTag({ path: require.resolve('jsqr/dist/jsQR.js') });
  }
  return svg.evaluate(async (node) => {
    const size = 400;
    const image = new Image();
    if (node instanceof HTMLImageElement) {
      image.src = node.currentSrc || node.src;
    } else {
      const clone = node.cloneNode(true) as SVGSVGElement;
      clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
      clone.setAttribute('width', String(size));
      clone.setAttribute('height', String(size));
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(clone.outerHTML)}`;
    }
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    const { data } = context.getImageData(0, 0, size, size);
    const decode = (
      window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR;
    return decode(data, size, size)?.data ?? null;
  });
}

/** Scrolls without the page's smooth scrolling. */
export const scrollToY = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Answers every request to the external example hosts, so new windows and redirects load offline. */
export async function stubExternalPages(page: Page) {
  await page.context().route(/^https:\/\/[^/]*\.(example\.com|test)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>external</title>',
    }),
  );
}

/**
 * Lets `waitForHydration` see React's commits: a stand-in for the React DevTools hook, which React
 * calls after each commit's passive effects (useEffect) have run. Call before the page loads
 * (on the context, so reloads and new pages get it too).
 */
export async function trackHydration(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown; __zxwHydrated?: boolean };
    if (w.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
    const headerHydrated = () => {
      const header = document.querySelector('body > header');
      return !!header && Object.keys(header).some((key) => key.startsWith('__reactProps'));
    };
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => 1,
      onCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      // Passive effects are flushed before React renders again, so a flush seen once the header
      // is hydrated is the flush of the commit that hydrated the page chrome: its listeners are on.
      onPostCommitFiberRoot: () => {
        if (headerHydrated()) w.__zxwHydrated = true;
      },
    };
  });
}

/**
 * Waits until React has hydrated the page chrome and run its effects, so client listeners are
 * attached. Needs `trackHydration` on the page's context before the page loaded.
 */
export async function waitForHydration(page: Page) {
  const tracked = await page.evaluate(() => '__REACT_DEVTOOLS_GLOBAL_HOOK__' in window);
  if (!tracked) throw new Error('waitForHydration: call trackHydration(context) before loading the page');
  await page.waitForFunction(() => (window as unknown as { __zxwHydrated?: boolean }).__zxwHydrated === true);
}

/**
 * Records every navigation a page starts (the Navigation API's `navigate` event, fired
 * synchronously by `location.replace`, `location.reload`, link clicks and history changes), so a
 * test can tell that none was started without waiting to see whether one happens. Call before the
 * page loads; `startedNavigations` reads the current document's list.
 */
export async function trackNavigations(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as {
      __zxwNavigations?: { url: string; type: string }[];
      navigation?: EventTarget;
    };
    if (w.__zxwNavigations) return;
    const started: { url: string; type: string }[] = [];
    w.__zxwNavigations = started;
    w.navigation?.addEventListener('navigate', (event) => {
      const { destination, navigationType } = event as Event & {
        destination: { url: string };
        navigationType: string;
      };
      started.push({ url: destination.url, type: navigationType });
    });
  });
}

export async function startedNavigations(page: Page): Promise<{ url: string; type: string }[]> {
  const started = await page.evaluate(
    () => (window as unknown as { __zxwNavigations?: { url: string; type: string }[] }).__zxwNavigations,
  );
  if (!started) throw new Error('startedNavigations: call trackNavigations(context) before loading the page');
  return started;
}

/** The navigations a page started to somewhere else than where it is (Next's own replaceState of the current URL aside). */
export async function navigationsAway(page: Page) {
  const here = page.url();
  return (await startedNavigations(page)).filter((n) => n.url !== here || n.type === 'reload');
}

/**
 * Resolves once the page has run every task queued before it on the posted-message queue, where
 * React's scheduler runs renders: a state update made before this call is on screen after it.
 * Works under a fake clock (page.clock), unlike timers and animation frames.
 */
export const queuedRendersDone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
