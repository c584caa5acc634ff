import { htmlLang, type Locale } from '@/i18n/routing';
import { UNCACHED_PAGE_CACHE_CONTROL } from '@/routing/page-cache';
import { escapeHtml } from '@/text/escape-html';

/**
 * Their one stylesheet, a static file: under /api the security policy allows styles from this
 * origin only (src/front/security-headers.ts), never inline ones.
 */
export const PLAIN_PAGE_STYLESHEET = '/plain-page.css';

export interface PlainPage {
  locale: Locale;
  /** The document title; the heading too unless `heading` is given. */
  title: string;
  heading?: string;
  status: number;
  /** Shown above the heading (e.g. the status code). */
  eyebrow?: string;
  text?: string;
  /** A one-button form posting to `action` (confirm, unsubscribe). */
  button?: { action: string; label: string };
  link?: { href: string; label: string };
  headers?: Record<string, string>;
}

/**
 * A small self-contained HTML page built without React or data, so it can be answered where a
 * page of the site cannot: outside the cached page tree (the alert answers under /api), during a
 * database outage, or before Next could read the request. Never indexed, never cached.
 */
export function plainPage(page: PlainPage): Response {
  const { locale, title, heading = title, status, eyebrow, text, button, link } = page;
  const html = `<!doctype html>
<html lang="${htmlLang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${PLAIN_PAGE_STYLESHEET}"></head>
<body><main>${eyebrow ? `<p class="status">${escapeHtml(eyebrow)}</p>` : ''}<h1>${escapeHtml(heading)}</h1>${
    text ? `<p>${escapeHtml(text)}</p>` : ''
  }${
    button
      ? `<form method="post" action="${escapeHtml(button.action)}"><button type="submit">${escapeHtml(button.label)}</button></form>`
      : ''
  }${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': UNCACHED_PAGE_CACHE_CONTROL,
      ...page.headers,
    },
  });
}
