'use client';

import { useTranslations } from 'next-intl';
import { ALERT_SIGNUP_PATH, alertEmailSchema, type AlertEmailInput } from '@/schemas/alerts';
import { postJson } from './api-client';
import { Field } from './Field';
import { FormFooter } from './FormFooter';
import { Honeypot } from './Honeypot';
import styles from './forms.module.css';
import { useApiForm } from './useApiForm';

/**
 * 'E-mail me new matches': the address typed here, the filters given by the page. A real POST
 * form, so it works without JavaScript (the route answers with a redirect to a small page);
 * with JavaScript it checks the address on blur and posts JSON, answering in place.
 */
export function AlertForm({
  filter,
  back,
  children,
}: {
  /** The page's filters, as the hidden fields post them. */
  filter: Record<string, string>;
  /** The page to return to from the no-JavaScript answer page. */
  back: string;
  /** The filters shown read-only. */
  children: React.ReactNode;
}) {
  const t = useTranslations('alerts.form');
  const { notice, onSubmit, field, trap, busy, locale } = useApiForm({
    schema: alertEmailSchema,
    defaultValues: { email: '', website: '' } satisfies AlertEmailInput,
    idPrefix: 'alert',
    label: () => t('email'),
    requiredLabel: t('required'),
    send: (values, lang) => postJson<unknown>(ALERT_SIGNUP_PATH, { ...values, filter }, lang),
    successText: t('sent'),
    failureText: (kind) =>
      kind === 'rateLimited' ? t('rateLimited') : kind === 'invalid' ? t('invalid') : t('failed'),
  });
  return (
    <form
      className={styles.form}
      method="post"
      action={ALERT_SIGNUP_PATH}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="alert-title"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value={back} />
      {Object.entries(filter).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.wide}>{children}</div>
      <Field {...field('email')} required type="email" autoComplete="email" />
      <Honeypot {...trap} label={t('website')} />
      <FormFooter busy={busy} submitLabel={t('submit')} busyLabel={t('sending')} notice={notice} />
    </form>
  );
}
