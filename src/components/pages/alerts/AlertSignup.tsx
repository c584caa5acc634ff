import { getTranslations } from 'next-intl/server';
import { AlertForm } from '@/components/forms/AlertForm.client';
import { ClientMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { sitePath } from '@/routing/request-device';
import { type PageAlertFilter, describeFilter } from '@/schemas/alerts';
import styles from './alerts.module.css';

/**
 * The 'E-mail me new matches' box of the search results and the industry and province
 * listings, and an organisation's 'Follow' box: the page's filters read-only, and the address to
 * send them to.
 */
export async function AlertSignup({
  locale,
  filter,
  back,
  title,
  intro,
}: {
  locale: Locale;
  filter: PageAlertFilter;
  /** The locale-less path of this page with its filters. */
  back: string;
  /** The box's own heading and lead, instead of the listings'. */
  title?: string;
  intro?: string;
}) {
  const t = await getTranslations('alerts');
  const listings = await getTranslations('listings');
  const lines = describeFilter(filter, locale, {
    label: (name) => t(`filters.${name}`),
    type: (type) => t(`filters.types.${type}`),
    category: (key) => listings(`categories.${key as 'vip'}`),
    amountRange: (min, max) => t('filters.amountRange', { min, max }),
    any: t('filters.any'),
  });
  // The organisation's name is shown, not sent: the server names the organisation from its id.
  const hidden = Object.fromEntries(
    Object.entries(filter).flatMap(([name, value]) =>
      value === undefined || name === 'orgName' ? [] : [[name, String(value)]],
    ),
  );
  return (
    <section className={styles.box} aria-labelledby="alert-title">
      <h2 id="alert-title" className={styles.title}>
        {title ?? t('form.title')}
      </h2>
      <p className={styles.intro}>{intro ?? t('form.intro')}</p>
      <ClientMessages namespaces={['alerts.form', 'validation']}>
        <AlertForm filter={hidden} back={back}>
          <p className={styles.legend}>{t('form.filtersLegend')}</p>
          <dl className={styles.filters}>
            {lines.map((line) => (
              <div key={line.name} className={styles.filter}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </AlertForm>
      </ClientMessages>
      <p className={styles.privacy}>
        <a href={sitePath(locale, '/privacy')}>{t('form.privacy')}</a>
      </p>
    </section>
  );
}
