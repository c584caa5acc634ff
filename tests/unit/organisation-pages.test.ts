import { describe, expect, it } from 'vitest';
import { ORGANISATION_ID_PATTERN, organisationPath } from '@/catalog/routes';
import { hasMobileView } from '@/catalog/mobile';
import { internalPath, parseVariant, variantFromSegments } from '@/routing/page-variants';
import { alertFilterKey, alertFilterSchema, alertResultsHref } from '@/schemas/alerts';
import { parseOrgQuery } from '@/features/organisations/schemas/organisation-search';
import {
  organisationFeedPath,
  organisationFileCount,
  parseOrganisationFeed,
  organisationsPerFile,
  parseOrganisationFileName,
  renderOrganisationSitemap,
} from '@/features/organisations/seo/organisation-files';

const ID = 'abcde23456';

describe('organisation page URLs', () => {
  it('take a 10-character lowercase base32 id, one cache entry per organisation, on both sites', () => {
    expect(organisationPath(ID)).toBe(`/connections/detail?id=${ID}`);
    const variant = parseVariant('/connections/detail', new URLSearchParams(`id=${ID}`));
    expect(variant && internalPath(variant)).toBe(`/connections/detail/${ID}`);
    expect(variantFromSegments('/connections/detail', { id: ID })?.values).toEqual({ id: ID });
    for (const bad of ['', 'ABCDE23456', 'abcde2345', 'abcde234567', 'abcde2345%', '../../etc', 'abcde23451'])
      expect(parseVariant('/connections/detail', new URLSearchParams({ id: bad })), bad).toBeNull();
    expect(parseVariant('/connections/detail', new URLSearchParams())).toBeNull();
    expect(ORGANISATION_ID_PATTERN.test(ID)).toBe(true);
    expect(hasMobileView('/connections/detail')).toBe(true);
  });

  it('name their feed and their sitemap files', () => {
    expect(organisationFeedPath(ID)).toBe(`/feeds/org-${ID}.atom`);
    expect(parseOrganisationFeed(`org-${ID}.atom`)).toBe(ID);
    expect(parseOrganisationFeed('org-ABC.atom')).toBeNull();
    expect(parseOrganisationFeed('tenders.atom')).toBeNull();
    expect(parseOrganisationFileName('orgs-0.xml')).toBe(0);
    expect(parseOrganisationFileName('orgs-12.xml')).toBe(12);
    expect(parseOrganisationFileName('orgs-x.xml')).toBeNull();
    expect(parseOrganisationFileName('projects-1.xml')).toBeNull();
  });
});

describe('organisation sitemap files', () => {
  it('split the indexable organisations by the URL limit, two URLs each', () => {
    expect(organisationsPerFile(50_000)).toBe(25_000);
    expect(organisationsPerFile(1)).toBe(1);
    expect(organisationFileCount(0, 5)).toBe(1);
    expect(organisationFileCount(10, 5)).toBe(2);
    expect(organisationFileCount(11, 5)).toBe(3);
  });

  it('name every organisation in both locales with its last change', () => {
    const xml = renderOrganisationSitemap('https://www.example.com', [
      { id: ID, updatedAt: '2026-11-01T00:00:00.000Z' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain(
      `<url><loc>https://www.example.com/connections/detail?id=${ID}</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<loc>https://www.example.com/en/connections/detail?id=${ID}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });
});

describe('the organisation name search query', () => {
  it('is absent when empty, runs from 2 to 50 characters and says why otherwise', () => {
    expect(parseOrgQuery(new URLSearchParams())).toBeNull();
    expect(parseOrgQuery(new URLSearchParams('q=%20%20'))).toBeNull();
    expect(parseOrgQuery(new URLSearchParams('q=%20人民%20%20医院%20'))).toEqual({ q: '人民 医院' });
    expect(parseOrgQuery(new URLSearchParams('q=医'))).toEqual({ q: '医', error: 'tooShort' });
    const long = parseOrgQuery(new URLSearchParams({ q: '医'.repeat(51) }));
    expect(long?.error).toBe('tooLong');
    expect([...(long?.q ?? '')]).toHaveLength(50);
  });
});

describe('the follow alert of an organisation', () => {
  it('keeps only its organisation and record type, and names its page as the results', () => {
    const filter = alertFilterSchema.parse({
      type: 'tender',
      origin: 'organisation',
      org: ID,
      province: 'hunan',
      keyword: '医院',
    });
    expect(filter).toMatchObject({ type: 'tender', origin: 'organisation', org: ID });
    expect(filter.province).toBeUndefined();
    expect(filter.keyword).toBeUndefined();
    expect(alertResultsHref(filter)).toBe(organisationPath(ID));
    // The name the server sets does not make two alerts of the same organisation different.
    const named = alertFilterSchema.parse({ type: 'tender', origin: 'organisation', org: ID, orgName: 'X' });
    expect(alertFilterKey(named)).toBe(alertFilterKey(filter));
  });

  it('needs a well-formed id with the organisation origin, and only there', () => {
    const parse = (f: object) => alertFilterSchema.safeParse({ type: 'tender', ...f }).success;
    expect(parse({ origin: 'organisation' })).toBe(false);
    expect(parse({ origin: 'organisation', org: 'NOT-AN-ID' })).toBe(false);
    expect(parse({ origin: 'search', org: ID })).toBe(false);
    expect(parse({ origin: 'search', org: '' })).toBe(true);
    // Other alerts never keep a name.
    expect(alertFilterSchema.parse({ type: 'tender', orgName: 'X' }).orgName).toBeUndefined();
  });
});
