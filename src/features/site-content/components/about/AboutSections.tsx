/* eslint-disable @next/next/no-img-element -- seed and uploaded images are SVG/CMS URLs of unknown size */
import { getMessages, getTranslations } from 'next-intl/server';
import { HISTORY_PERIODS } from '@/catalog';
import { FadeIn } from '@/components/behaviour/FadeIn.client';
import { getPublicConfig } from '@/config/env';
import type { BrandDTO, HonourDTO } from '@/schemas/dto';
import { Section } from '@/components/pages/common/Section';
import styles from './about.module.css';
import { ValuePanels } from './ValuePanels.client';
import { rawList } from '@/components/pages/common/raw-list';

/** How many customer logos the page reads for the brand wall. */
export const BRAND_WALL_SIZE = 60;
const OFFICES = ['beijing', 'hunan'] as const;

export async function AboutIntro() {
  const t = await getTranslations('about');
  const messages = await getMessages();
  return (
    <Section id="about" title={t('sections.about')}>
      {rawList<string>(messages.about.intro).map((p, i) => (
        <p key={i} className={styles.paragraph}>
          {p}
        </p>
      ))}
      <h3 className={styles.subTitle}>{t('valuesTitle')}</h3>
      <ValuePanels
        values={rawList<{ title: string; text: string }>(messages.about.values)}
        label={t('valuesTitle')}
      />
    </Section>
  );
}

export async function BrandWall({ brands }: { brands: BrandDTO[] }) {
  const t = await getTranslations('about');
  return (
    <Section id="customers" title={t('sections.customers')} lead={t('customersLead')}>
      {brands.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className={styles.brands}>
        {brands.map((brand) => (
          <li key={brand.id} className={styles.brand}>
            <img src={brand.logoUrl} alt={brand.name} loading="lazy" />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export async function HistoryTimeline() {
  const t = await getTranslations('about');
  const messages = await getMessages();
  return (
    <Section id="history" title={t('sections.history')} lead={t('historyLead')}>
      <ol className={styles.timeline}>
        {HISTORY_PERIODS.map((period) => (
          <FadeIn as="li" key={period} className={styles.period}>
            <p className={styles.periodYears} data-period={period}>
              {period}
            </p>
            <h3 className={styles.periodTitle}>{t(`history.${period}.title`)}</h3>
            <ul>
              {rawList<string>(messages.about.history[period].items).map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </FadeIn>
        ))}
      </ol>
    </Section>
  );
}

export async function HonourGrid({ honours }: { honours: HonourDTO[] }) {
  const t = await getTranslations('about');
  return (
    <Section id="honours" title={t('sections.honours')} lead={t('honoursLead')}>
      {honours.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className={styles.honours}>
        {honours.map((honour) => (
          <li key={honour.id}>
            <figure className={styles.honour}>
              <img src={honour.imageUrl} alt="" loading="lazy" />
              <figcaption>
                {honour.text}
                {honour.year ? <span className={styles.honourYear}>{honour.year}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export async function ContactOffices() {
  const t = await getTranslations('about');
  const hotline = getPublicConfig().hotline;
  return (
    <Section id="contact" title={t('sections.contact')} lead={t('contactLead')}>
      <p className={styles.hotline}>{t('hotline', { hotline })}</p>
      <div className={styles.offices}>
        {OFFICES.map((office) => (
          <section
            key={office}
            className={styles.office}
            aria-labelledby={`office-${office}`}
            data-office={office}
          >
            <h3 id={`office-${office}`}>{t(`offices.${office}.name`)}</h3>
            <address>
              <span className="visually-hidden">{t('addressLabel')}: </span>
              {t(`offices.${office}.address`)}
            </address>
            <p>{t(`offices.${office}.hours`)}</p>
          </section>
        ))}
      </div>
    </Section>
  );
}
