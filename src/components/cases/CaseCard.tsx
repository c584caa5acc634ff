/* eslint-disable @next/next/no-img-element -- CMS/seed image URLs of unknown size */
import type React from 'react';
import type { CustomerCaseDTO } from '@/schemas/dto';
import styles from './cases.module.css';
import { caseExcerpt } from './excerpt';

export type CaseSummary = Pick<
  CustomerCaseDTO,
  'id' | 'companyName' | 'hangyeStr' | 'content' | 'logoUrl' | 'backgroundUrl'
>;

/** A case or testimonial card: logo, company, industry and the opening of its story as text. */
export function CaseCard({
  customerCase,
  action,
  headingLevel = 3,
}: {
  customerCase: CaseSummary;
  action?: React.ReactNode;
  /** 3 inside a titled section (home), 2 where the cards follow the page heading (case centre). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-labelledby={`case-${customerCase.id}`}>
      <div
        className={styles.cover}
        style={
          customerCase.backgroundUrl ? { backgroundImage: `url("${customerCase.backgroundUrl}")` } : undefined
        }
      >
        {customerCase.logoUrl ? (
          <img src={customerCase.logoUrl} alt="" className={styles.logo} loading="lazy" />
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading id={`case-${customerCase.id}`} className={styles.company}>
          {customerCase.companyName}
        </Heading>
        {customerCase.hangyeStr ? <p className={styles.industry}>{customerCase.hangyeStr}</p> : null}
        <p className={styles.excerpt}>{caseExcerpt(customerCase.content)}</p>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </article>
  );
}
