'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { API_PATHS } from '@/catalog/api-paths';
import { HOME_CASES_PAGE_SIZE } from '@/catalog/constants';
import { useTabs } from '@/components/behaviour/useTabs';
import { ExternalLink } from '@/components/layout/ExternalLink';
import { postJson } from '@/components/forms/api-client';
import type { IndustryTab, Paged } from '@/schemas/dto';
import { CaseCard, type CaseSummary } from '@/components/cases/CaseCard';
import caseStyles from '@/components/cases/cases.module.css';
import common from '@/components/pages/common/common.module.css';
import styles from './home.module.css';

const CASES_PATH = `${API_PATHS.selectCasesByIndustry}?pageNo=1&pageSize=${HOME_CASES_PAGE_SIZE}`;

type TabState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: CaseSummary[] };

/**
 * Home customer cases: a tab per industry (ARIA tabs), the first selected on load with its
 * cases rendered by the server; other tabs fetch 3 cases when selected, cached per tab.
 */
export function CaseTabs({
  tabs,
  initial,
  registerUrl,
}: {
  tabs: Pick<IndustryTab, 'industryId' | 'industryName'>[];
  initial: CaseSummary[];
  registerUrl: string;
}) {
  const t = useTranslations('home.cases');
  const locale = useLocale();
  const [states, setStates] = useState<Record<string, TabState>>(() =>
    tabs[0] ? { [tabs[0].industryId]: { status: 'ready', list: initial } } : {},
  );

  const load = async (industryId: string) => {
    setStates((s) => ({ ...s, [industryId]: { status: 'loading' } }));
    const result = await postJson<Paged<CaseSummary>>(CASES_PATH, { industryId }, locale);
    setStates((s) => ({
      ...s,
      [industryId]: result.ok ? { status: 'ready', list: result.data.list } : { status: 'failed' },
    }));
  };

  const { current, listProps, tabProps, panelProps } = useTabs({
    count: tabs.length,
    tabId: (i) => `case-tab-${i}`,
    // One panel shows the selected tab's cases.
    panelId: () => 'case-panel',
    onSelect: (i) => {
      const id = tabs[i].industryId;
      const state = states[id];
      if (!state || state.status === 'failed') void load(id);
    },
  });

  const active = tabs[current];
  const state = active ? states[active.industryId] : undefined;
  if (!active) return <p>{t('empty')}</p>;
  return (
    <div className={styles.caseTabs}>
      <div {...listProps} aria-label={t('tabsLabel')} className={styles.caseTablist}>
        {tabs.map((tab, i) => (
          <button
            key={tab.industryId}
            {...tabProps(i)}
            className={`${common.tab} ${styles.caseTab}`}
            data-industry={tab.industryId}
          >
            {tab.industryName}
          </button>
        ))}
      </div>
      <div
        {...panelProps(current)}
        aria-busy={state?.status === 'loading'}
        className={styles.casePanel}
        tabIndex={0}
      >
        {state?.status === 'failed' ? (
          <p role="alert">
            {t('failed')}{' '}
            <button type="button" className="button" onClick={() => void load(active.industryId)}>
              {t('retry')}
            </button>
          </p>
        ) : null}
        {!state || state.status === 'loading' ? <p>{t('loading')}</p> : null}
        {state?.status === 'ready' ? (
          <ul className={caseStyles.grid}>
            {state.list.map((customerCase) => (
              <li key={customerCase.id}>
                <CaseCard
                  customerCase={customerCase}
                  action={
                    <ExternalLink href={registerUrl}>
                      {t('learnDetails')}
                      <span className="visually-hidden"> {customerCase.companyName}</span>
                    </ExternalLink>
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
