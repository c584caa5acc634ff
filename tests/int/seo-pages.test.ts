import { describe, expect, it } from 'vitest';
import { DEFAULT_HOTLINE } from '@/catalog/constants';
import { BASE_URL } from './helpers';
import { type Head, parseHead } from './page-head';

async function head(path: string): Promise<Head> {
  const res = await fetch(BASE_URL + path);
  expect(res.status, path).toBe(200);
  return parseHead(await res.text());
}

// Every page's canonical URL, alternates, title, description and share tags:
// tests/int/route-walk.test.ts.
describe('search engines and sharing', () => {
  it('describes the company on the home page, breadcrumbs on inner pages and the help centre as an FAQ', async () => {
    const home = await head('/en');
    const organization = home.jsonLd.find((d) => d['@type'] === 'Organization');
    expect(organization).toMatchObject({ telephone: DEFAULT_HOTLINE, url: `${BASE_URL}/en` });
    expect(organization?.address).toHaveLength(2);
    expect(home.jsonLd.some((d) => d['@type'] === 'WebSite')).toBe(true);

    const listing = await head('/industry/index2?industry=huanbao');
    const trail = listing.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { position: number; item: string }[];
    };
    expect(trail.itemListElement.map((i) => i.item)).toEqual([
      `${BASE_URL}/`,
      `${BASE_URL}/industry`,
      `${BASE_URL}/industry/index2?industry=huanbao`,
    ]);

    const help = await head('/en/helpCenter');
    const faq = help.jsonLd.find((d) => d['@type'] === 'FAQPage') as unknown as { mainEntity: unknown[] };
    expect(faq.mainEntity.length).toBeGreaterThan(0);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
  });

  it('names the manifest and the theme colour', async () => {
    const res = await fetch(`${BASE_URL}/en/law`);
    const html = await res.text();
    expect(html).toMatch(/<link rel="manifest" href="\/en\/manifest.webmanifest"/);
    expect(html).toMatch(/<meta name="theme-color" content="#1666d8"/);
  });
});
