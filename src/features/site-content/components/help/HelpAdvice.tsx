import { getTranslations } from 'next-intl/server';
import { getPublicConfig } from '@/config/env';
import styles from './help.module.css';

const ADVICE = ['account', 'code', 'browser', 'hotline'] as const;

/** The help centre's sign-in advice (product §1), ending with the hotline. */
export async function HelpAdvice() {
  const t = await getTranslations('help');
  const hotline = getPublicConfig().hotline;
  return (
    <section className={styles.advice} aria-labelledby="help-advice-title">
      <h2 id="help-advice-title" className={styles.adviceTitle}>
        {t('adviceTitle')}
      </h2>
      <p className={styles.adviceLead}>{t('adviceLead')}</p>
      <ol className={styles.adviceList}>
        {ADVICE.map((key) => (
          <li key={key}>{t(`advice.${key}`, { hotline })}</li>
        ))}
      </ol>
    </section>
  );
}
