'use client';

import { useTranslations } from 'next-intl';
import { API_PATHS } from '@/catalog/api-paths';
import { feedbackSchema, type FeedbackInput } from '@/features/leads/schemas/feedback';
import { postJson } from '@/components/forms/api-client';
import { Field } from '@/components/forms/Field';
import type { FormAction } from '@/components/forms/form-state';
import { FormFooter } from '@/components/forms/FormFooter';
import { Honeypot } from '@/components/forms/Honeypot';
import styles from '@/components/forms/forms.module.css';
import { useApiForm } from '@/components/forms/useApiForm';

const FIELDS = [
  { name: 'companyName', type: 'text', autoComplete: 'organization' },
  { name: 'contactNumber', type: 'tel', autoComplete: 'tel' },
  { name: 'contacts', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;
const TEXTS = ['problem', 'suggestion'] as const;

/**
 * The feedback form (product §5): rules on blur, save through the API, keep input on failure.
 * Without JavaScript the browser posts it to `action`, a server action running the same
 * endpoint, and the page comes back with the outcome.
 */
export function FeedbackForm({ action, permalink }: { action: FormAction; permalink: string }) {
  const t = useTranslations('feedback');
  const { notice, formProps, field, trap, busy } = useApiForm({
    schema: feedbackSchema,
    defaultValues: {
      companyName: '',
      contactNumber: '',
      contacts: '',
      email: '',
      problem: '',
      suggestion: '',
      website: '',
    } satisfies FeedbackInput,
    idPrefix: 'feedback',
    label: (name) => t(`labels.${name}`),
    requiredLabel: t('required'),
    send: (values, locale) => postJson<unknown>(API_PATHS.saveFeedback, values, locale),
    successText: t('success'),
    failureText: (kind) => t(`failure.${kind}`),
    action,
    permalink,
  });

  return (
    <form className={styles.form} {...formProps} aria-labelledby="page-title">
      {FIELDS.map((f) => (
        <Field
          key={f.name}
          {...field(f.name)}
          required
          type={f.type}
          autoComplete={f.autoComplete}
          placeholder={t(`placeholders.${f.name}`)}
        />
      ))}
      {TEXTS.map((name) => (
        <Field key={name} {...field(name)} wide multiline placeholder={t(`placeholders.${name}`)} />
      ))}
      <Honeypot {...trap} label={t('labels.website')} />
      <FormFooter busy={busy} submitLabel={t('submit')} busyLabel={t('submitting')} notice={notice} />
    </form>
  );
}
