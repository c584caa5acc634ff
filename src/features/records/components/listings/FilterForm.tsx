import { getTranslations } from 'next-intl/server';
import styles from '@/components/listings/listings.module.css';

/** A plain GET form: filters stay in the query string and work without JavaScript. */
export async function FilterForm({
  action,
  name,
  label,
  options,
  selected,
  keep,
}: {
  action: string;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  selected: string | undefined;
  keep: Record<string, string | undefined>;
}) {
  const t = await getTranslations('listings');
  return (
    <form action={action} method="get" className={styles.filter}>
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={selected ?? ''} className={styles.control}>
        <option value="">{t('allOptions')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {Object.entries(keep).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <button type="submit" className="button button--primary">
        {t('apply')}
      </button>
    </form>
  );
}
