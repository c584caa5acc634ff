import { CERTIFICATES } from '@/catalog/constants';
import { FOOTER_LINKS } from '@/catalog/menus';
import { KEYWORDS_PATH } from '@/catalog/routes';
import { psbRegistryLink } from '@/config/env';
import { CERTIFICATES_CONTENT } from '@/catalog/certificates';
import zhKeywords from '../../messages/zh/relatedKeywords.json' with { type: 'json' };
import enKeywords from '../../messages/en/relatedKeywords.json' with { type: 'json' };
import { decodeQr } from './layout-helpers';
import { LOCALES, localized } from './helpers';
import { config, NAV, setUpLayoutPages } from './layout-chrome';
import { expect, test } from './fixtures';

/** The footer (links, QR codes, filings, certificates), in both locales; banner heights: foundation.spec.ts. */
setUpLayoutPages();

for (const locale of LOCALES) {
  const nav = NAV[locale];

  test.describe(`footer (${locale})`, () => {
    test('quick links, real QR codes and filing links', async ({ page }) => {
      await page.goto(localized(locale, '/zxt'));
      const footer = page.getByRole('contentinfo');
      const links = footer.getByRole('navigation').getByRole('link');
      // The menu's links and the keyword directory's (docs/pages.md, 'Related keywords').
      await expect(links).toHaveCount(FOOTER_LINKS.length + 1);
      for (const item of FOOTER_LINKS) {
        if (item.target.kind !== 'internal') continue;
        const link = footer.getByRole('link', {
          name: nav.footerLinks[item.key as keyof typeof nav.footerLinks],
        });
        await expect(link).toHaveAttribute('href', localized(locale, item.target.path));
      }
      const directory = { zh: zhKeywords, en: enKeywords }[locale].directory;
      await expect(footer.getByRole('link', { name: directory })).toHaveAttribute(
        'href',
        localized(locale, KEYWORDS_PATH),
      );

      const expected = {
        app: config.APP_QR_URL,
        applet: config.APPLET_QR_URL,
        serviceAccount: config.SERVICE_ACCOUNT_QR_URL,
      };
      for (const [kind, url] of Object.entries(expected)) {
        const qr = footer.locator(`[data-qr="${kind}"]`);
        // An image served by /qr/, named for screen readers.
        await expect(qr).toHaveAttribute('src', /^\/qr\/.+\.svg$/);
        await expect(qr).toHaveAccessibleName(/.+/);
        expect(await decodeQr(page, qr), kind).toBe(url);
      }

      const icp = footer.getByRole('link', { name: config.ICP_NUMBER });
      await expect(icp).toHaveAttribute('href', config.ICP_REGISTRY_URL);
      await expect(icp).toHaveAttribute('target', '_blank');
      const psb = footer.getByRole('link', { name: config.PSB_NUMBER });
      await expect(psb).toHaveAttribute('href', psbRegistryLink(config));
      expect(await psb.getAttribute('href')).toContain(config.PSB_CODE);
    });

    test('each certificate logo opens its image view', async ({ page }) => {
      // Four round trips through two pages: allow for a slow 2-core machine. The image view's
      // accessibility is checked with every page (foundation.spec.ts).
      test.setTimeout(60_000);
      expect(CERTIFICATES_CONTENT.map((c) => c.type)).toEqual([...CERTIFICATES]);
      for (const certificate of CERTIFICATES_CONTENT) {
        await page.goto(localized(locale, '/zxt'));
        const name = certificate.name[locale];
        await page.getByRole('contentinfo').getByRole('link', { name }).click();
        await expect(page).toHaveURL(
          new RegExp(`${localized(locale, '/imageView')}\\?type=${certificate.type}$`),
        );
        const figure = page.locator(`main figure[data-certificate="${certificate.type}"]`);
        await expect(figure.getByRole('heading', { name })).toBeVisible();
        await expect(figure.getByRole('img', { name })).toHaveAttribute('src', certificate.image);
        // Decoded, not only requested: a loaded machine may still be fetching it when it shows.
        await expect
          .poll(() => figure.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
    });
  });
}
