import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

export const TRANSPARENT = 'rgba(0, 0, 0, 0)';
export const WHITE = 'rgb(255, 255, 255)';

/** The header element's own computed background colour. */
export const headerBackground = (page: Page) =>
  page.locator('body > header').evaluate((el) => getComputedStyle(el).backgroundColor);

/** Waits until the header's background has settled on `colour` (the change is animated). */
export async function expectHeader(page: Page, colour: string) {
  await expect.poll(() => headerBackground(page)).toBe(colour);
  await page.waitForTimeout(300); // longer than the transition: it must stay there
  expect(await headerBackground(page)).toBe(colour);
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

/** Waits until React has hydrated the page chrome, so client listeners are attached. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector('body > header');
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactProps'));
  });
  await page.waitForTimeout(100); // passive effects run right after the hydration commit
}
