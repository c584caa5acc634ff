/* eslint-disable @next/next/no-img-element -- CMS/seed image URLs of unknown size */
import type React from 'react';
import type { SampleDTO } from '@/schemas/dto';
import styles from './cases.module.css';
import { caseExcerpt } from './excerpt';

export type CaseSummary = Pick<
  SampleDTO,
  'id' | 'companyName' | 'hangyeStr' | 'content' | 'logoUrl' | 'backgroundUrl'
>;

/** A case or testimonial card: logo, company, industry and the opening of its story as text. */
export function CaseCard({
  sample,
  action,
  headingLevel = 3,
}: {
  sample: CaseSummary;
  action?: React.ReactNode;
  /** 3 inside a titled section (home), 2 where the cards follow the page heading (case centre). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-labelledby={`case-${sample.id}`}>
      <div
        className={styles.cover}
        style={sample.backgroundUrl ? { backgroundImage: `url("${sample.backgroundUrl}")` } : undefined}
      >
        {sample.logoUrl ? <img src={sample.logoUrl} alt="" className={styles.logo} loading="lazy" /> : null}
      </div>
      <div className={styles.body}>
        <Heading id={`case-${sample.id}`} className={styles.company}>
          {sample.companyName}
        </Heading>
        {sample.hangyeStr ? <p className={styles.industry}>{sample.hangyeStr}</p> : null}
        <p className={styles.excerpt}>{caseExcerpt(sample.content)}</p>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </article>
  );
}
