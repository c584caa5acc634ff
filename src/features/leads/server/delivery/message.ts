import { INDUSTRIES, PROVINCES } from '@/catalog';
import { maskPhone } from '@/text/contact-mask';
import type { Locale } from '@/i18n/routing';
import type { LeadKind } from '@/features/leads/lead-kinds';
import { LEAD_TEXTS } from '@/features/leads/lead-texts';
import type { LeadSource } from '@/features/leads/sources/lead-source';
import { sourceSummary } from '@/features/leads/sources/summary';

/** What a notification says about one lead. The phone is masked here: the full number stays in the admin. */
export interface LeadFacts {
  kind: LeadKind;
  company: string;
  contact: string;
  phone: string;
  /** The form's page, as a full URL. */
  page: string;
  province?: string | null;
  industry?: string | null;
  assignee?: string | null;
  /** Where the visitor came from (one line: sources/summary.ts). */
  source?: Partial<LeadSource> | null;
  adminUrl: string;
}

/** One notification: a title and lines of `label: value`, and the link to follow. */
export interface Notice {
  title: string;
  lines: string[];
  link: { text: string; url: string };
}

const named = (
  list: readonly { slug: string; zh: string; en: string }[],
  slug: string | null | undefined,
  locale: Locale,
) => list.find((x) => x.slug === slug)?.[locale];

export function leadNotice(lead: LeadFacts, locale: Locale): Notice {
  const t = LEAD_TEXTS[locale];
  const colon = locale === 'zh' ? '：' : ': ';
  const line = (
    key: 'company' | 'contact' | 'phone' | 'page' | 'source' | 'province' | 'industry' | 'assignee',
    value: string,
  ) => `${t(`leads.notify.${key}`)}${colon}${value}`;
  const lines = [
    line('company', lead.company),
    line('contact', lead.contact),
    line('phone', maskPhone(lead.phone)),
    line('page', lead.page),
  ];
  const source = sourceSummary(lead.source, locale);
  if (source) lines.push(line('source', source));
  if (lead.kind === 'trial') {
    lines.push(line('province', named(PROVINCES, lead.province, locale) ?? t('leads.notify.notGiven')));
    lines.push(line('industry', named(INDUSTRIES, lead.industry, locale) ?? t('leads.notify.notGiven')));
  }
  lines.push(line('assignee', lead.assignee || t('leads.notify.unassigned')));
  return {
    title: t('leads.notify.title', { kind: t(`leads.kinds.${lead.kind}`), company: lead.company }),
    lines,
    link: { text: t('leads.notify.open'), url: lead.adminUrl },
  };
}

/** The surplus beyond a robot's rate limit, as one message naming every notification it holds. */
export function summaryNotice(notices: Notice[], locale: Locale, dashboardUrl: string): Notice {
  const t = LEAD_TEXTS[locale];
  const count = notices.length;
  return {
    title: t('leads.notify.summaryTitle', { count }),
    lines: [
      t('leads.notify.summaryIntro', { count }),
      ...notices.map((n, i) => `${i + 1}. ${n.title} (${n.link.url})`),
    ],
    link: { text: t('leads.notify.dashboard'), url: dashboardUrl },
  };
}

const chinaTime = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-GB', { timeZone: 'Asia/Shanghai' });

/** The stale-data state, or its end. */
export function staleNotice(
  state: 'stale' | 'recovered',
  last: string | null,
  hours: number,
  locale: Locale,
  dashboardUrl: string,
): Notice {
  const t = LEAD_TEXTS[locale];
  const when = last ? chinaTime(last, locale) : '';
  const link = { text: t('leads.notify.dashboard'), url: dashboardUrl };
  if (state === 'recovered') {
    return {
      title: t('leads.notify.recoveredTitle'),
      lines: [t('leads.notify.recoveredBody', { last: when })],
      link,
    };
  }
  return {
    title: last
      ? t('leads.notify.staleTitle', { hours: Math.floor(hours) })
      : t('leads.notify.staleTitleNever'),
    lines: [last ? t('leads.notify.staleBody', { last: when }) : t('leads.notify.staleNever')],
    link,
  };
}

/** Markdown of the robots (WeCom, DingTalk): a heading, one line per fact, the link. */
export function noticeMarkdown(notice: Notice): string {
  // Links and tags from visitors' text stay text. Asterisks stay as they are: the masked phone's
  // run of four has nothing to emphasise.
  const escape = (s: string) => s.replace(/([\\`[\]()<>])/g, '\\$1');
  return [
    `### ${escape(notice.title)}`,
    ...notice.lines.map((l) => `> ${escape(l)}`),
    `[${escape(notice.link.text)}](${notice.link.url})`,
    // DingTalk's markdown breaks lines only at blank lines; WeCom's renders either.
  ].join('\n\n');
}

/** Plain text (Feishu's text message, the e-mail's text part). */
export function noticeText(notice: Notice): string {
  return [notice.title, '', ...notice.lines, '', `${notice.link.text}: ${notice.link.url}`].join('\n');
}
