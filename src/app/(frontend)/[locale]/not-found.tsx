import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('errors');
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-view__status">404</p>
      <h1 id="error-title">{t('notFound')}</h1>
      <p>{t('notFoundHint')}</p>
      <Link href="/" className="button button--primary">
        {t('backHome')}
      </Link>
    </section>
  );
}
