import { getTranslations } from 'next-intl/server';
import type { HelpEntryDTO, HelpTypeDTO } from '@/schemas/dto';
import styles from './help.module.css';

/** Help categories from the API, each with its entries as disclosure widgets. */
export async function HelpEntries({ types, entries }: { types: HelpTypeDTO[]; entries: HelpEntryDTO[] }) {
  const t = await getTranslations('help');
  return (
    <div className={styles.categories}>
      {types.map((type) => {
        const own = entries.filter((e) => e.typeId === type.id);
        return (
          <section key={type.id} className={styles.category} aria-labelledby={`help-type-${type.id}`}>
            <h3 id={`help-type-${type.id}`} className={styles.categoryTitle}>
              {type.name}
            </h3>
            {own.length === 0 ? <p>{t('empty')}</p> : null}
            {own.map((entry) => (
              <details key={entry.id} className={styles.entry} data-key={entry.key ?? undefined}>
                <summary>{entry.title}</summary>
                {/* Entries are plain text; blank lines separate paragraphs. */}
                {entry.content.split(/\n\s*\n/).map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </details>
            ))}
          </section>
        );
      })}
    </div>
  );
}
