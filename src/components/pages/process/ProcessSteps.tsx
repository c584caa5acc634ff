import { getMessages, getTranslations } from 'next-intl/server';
import { FadeIn } from '@/components/behaviour/FadeIn.client';
import styles from './process.module.css';
import { rawList } from '../common/raw-list';

interface Step {
  title: string;
  text: string;
}

/** The seven onboarding steps (product §1) as a numbered visual process. */
export async function ProcessSteps() {
  const t = await getTranslations('process');
  const steps = rawList<Step>((await getMessages()).process.steps);
  return (
    <ol className={styles.steps}>
      {steps.map((step, i) => (
        <FadeIn as="li" key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <p className={styles.stepLabel}>{t('step', { n: i + 1 })}</p>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.stepText}>{step.text}</p>
        </FadeIn>
      ))}
    </ol>
  );
}
