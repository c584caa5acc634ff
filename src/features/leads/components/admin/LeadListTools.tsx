import Link from 'next/link';
import type { I18nClient } from '@payloadcms/translations';
import { LEAD_TEXTS } from '@/features/leads/lead-texts';
import { OVERDUE_HOURS } from '@/catalog/lead-times';
import { chinaDayStart } from '@/text/china-time';
import type { LeadCollection } from '@/features/leads/lead-kinds';
import { type LeadFilter, leadListHref } from './lead-lists';

interface Props {
  collection: LeadCollection;
  i18n?: I18nClient;
  user?: { id: number | string } | null;
}

/** Today's start (China time) and the overdue boundary, as of this request. */
function timeBounds(now = Date.now()) {
  return {
    todayStart: new Date(chinaDayStart(now)).toISOString(),
    overdueBefore: new Date(now - OVERDUE_HOURS * 3_600_000).toISOString(),
  };
}

const FILTERS: (LeadFilter | null)[] = [null, 'mine', 'unassigned', 'newToday', 'overdue'];

/** Above a lead list: its filters ('mine', 'unassigned', 'new today', overdue) and the CSV export. */
export function LeadListTools({ collection, i18n, user }: Props) {
  const t = LEAD_TEXTS[i18n?.language === 'en' ? 'en' : 'zh'];
  const bounds = { userId: user?.id, ...timeBounds() };
  return (
    <nav
      aria-label={t('leads.lists.filters')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: '0 0 1rem' }}
    >
      {FILTERS.map((filter) => (
        <Link
          key={filter ?? 'all'}
          prefetch={false}
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          href={leadListHref(collection, filter, bounds)}
        >
          {t(`leads.lists.${filter ?? 'all'}`)}
        </Link>
      ))}
      <a
        className="btn btn--style-primary btn--size-small"
        style={{ margin: 0 }}
        href={`/api/${collection}/export.csv`}
        download
      >
        {t('leads.lists.export')}
      </a>
    </nav>
  );
}
