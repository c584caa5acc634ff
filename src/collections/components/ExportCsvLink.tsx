import type { I18nClient } from '@payloadcms/translations';

interface Props {
  collection: string;
  i18n?: I18nClient;
}

/** A download link above a read-only list (the alerts) to its CSV export. */
export function ExportCsvLink({ collection, i18n }: Props) {
  const english = i18n?.language === 'en';
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${collection}/export.csv`} download>
        {english ? 'Export all as CSV' : '导出全部（CSV）'}
      </a>
    </p>
  );
}
