import type { AlertFilter } from '@/schemas/alerts';
import { escapeHtml } from '@/text/escape-html';
import type { Mail } from '@/server/mail/sender';
import type { Locale } from '@/i18n/routing';
import { ALERT_TEXTS, filterSummary } from './texts';

/**
 * The alert mails, each as an HTML and a plain-text part with the same content. Plain
 * strings: every value a visitor or the data provider wrote is escaped on its way into HTML.
 */
const STYLE = {
  body: 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#222;max-width:640px',
  button:
    'display:inline-block;padding:10px 20px;background:#1764d4;color:#fff;text-decoration:none;border-radius:4px',
  muted: 'color:#666;font-size:13px',
};

function page(locale: Locale, inner: string, footer: string): string {
  return `<!doctype html><html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"></head><body><div style="${STYLE.body}">${inner}<hr><p style="${STYLE.muted}">${footer}</p></div></body></html>`;
}

function footers(locale: Locale, unsubscribeUrl: string | undefined) {
  const t = ALERT_TEXTS[locale];
  const footer = t('alerts.mail.footer', { site: t('common.siteName') });
  if (!unsubscribeUrl) return { html: escapeHtml(footer), text: footer };
  const label = t('alerts.mail.unsubscribe');
  return {
    html: `${escapeHtml(footer)}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(label)}</a>`,
    text: `${footer}\n${label}: ${unsubscribeUrl}`,
  };
}

export function confirmationMail(args: {
  to: string;
  locale: Locale;
  filter: AlertFilter;
  confirmUrl: string;
}): Mail {
  const { locale, confirmUrl } = args;
  const t = ALERT_TEXTS[locale];
  const summary = filterSummary(args.filter, locale);
  const foot = footers(locale, undefined);
  return {
    to: args.to,
    subject: t('alerts.mail.confirmSubject'),
    text: [
      t('alerts.mail.confirmIntro'),
      summary,
      '',
      `${t('alerts.mail.confirmAction')}: ${confirmUrl}`,
      '',
      t('alerts.mail.confirmExpiry'),
      '',
      foot.text,
    ].join('\n'),
    html: page(
      locale,
      `<p>${escapeHtml(t('alerts.mail.confirmIntro'))}</p><p><strong>${escapeHtml(summary)}</strong></p>` +
        `<p><a href="${escapeHtml(confirmUrl)}" style="${STYLE.button}">${escapeHtml(t('alerts.mail.confirmAction'))}</a></p>` +
        `<p style="${STYLE.muted}">${escapeHtml(t('alerts.mail.confirmExpiry'))}</p>`,
      foot.html,
    ),
  };
}

export interface DigestRecord {
  title: string;
  url: string;
  /** YYYY-MM-DD and place, shown under the title. */
  meta: string;
}

export function digestMail(args: {
  to: string;
  locale: Locale;
  filter: AlertFilter;
  records: DigestRecord[];
  /** More records matched than the mail shows. */
  more: boolean;
  resultsUrl: string;
  unsubscribeUrl: string;
}): Mail {
  const { locale, records } = args;
  const t = ALERT_TEXTS[locale];
  const summary = filterSummary(args.filter, locale);
  const intro = t('alerts.mail.digestIntro', { filters: summary });
  const count = records.length;
  const more = args.more ? t('alerts.mail.digestMore', { shown: count }) : '';
  const all = t('alerts.mail.digestAll');
  const foot = footers(locale, args.unsubscribeUrl);
  const items = records
    .map(
      (r) =>
        `<li style="margin-bottom:8px"><a href="${escapeHtml(r.url)}">${escapeHtml(r.title)}</a><br><span style="${STYLE.muted}">${escapeHtml(r.meta)}</span></li>`,
    )
    .join('');
  return {
    to: args.to,
    subject: args.more
      ? t('alerts.mail.digestSubjectMore', { count })
      : t('alerts.mail.digestSubject', { count }),
    unsubscribeUrl: args.unsubscribeUrl,
    text: [
      intro,
      '',
      ...records.flatMap((r, i) => [`${i + 1}. ${r.title}`, `   ${r.meta}`, `   ${r.url}`]),
      '',
      ...(more ? [more] : []),
      `${all}: ${args.resultsUrl}`,
      '',
      foot.text,
    ].join('\n'),
    html: page(
      locale,
      `<p>${escapeHtml(intro)}</p><ol>${items}</ol>` +
        (more ? `<p style="${STYLE.muted}">${escapeHtml(more)}</p>` : '') +
        `<p><a href="${escapeHtml(args.resultsUrl)}" style="${STYLE.button}">${escapeHtml(all)}</a></p>`,
      foot.html,
    ),
  };
}
