import type React from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import styles from '../common/common.module.css';
import { rawList } from '../common/raw-list';

interface LegalSection {
  title: string;
  paragraphs: Record<string, string>;
}

/** A legal text from `legal.<doc>.sections`, followed by document-specific parts. */
export async function LegalDocument({
  doc,
  children,
}: {
  doc: 'law' | 'privacy';
  children?: React.ReactNode;
}) {
  const t = await getTranslations('legal');
  const sections = rawList<LegalSection>((await getMessages()).legal[doc].sections);
  return (
    <article className={styles.prose}>
      <p>{t('updated')}</p>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {rawList<string>(section.paragraphs).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
