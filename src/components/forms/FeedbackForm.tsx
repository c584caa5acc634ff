'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { feedbackSchema, type Feedback, type FeedbackInput } from '@/schemas/feedback';
import { postJson } from './api-client';
import { Field, invalidProps } from './Field';
import { FormFooter, type FormNotice } from './FormFooter';
import styles from './forms.module.css';
import { useErrorText } from './use-error-text';

const SAVE_PATH = '/business-center-app-zxw-member/zxwMemberFeedBack/save';

const FIELDS = [
  { name: 'companyName', required: true, type: 'text', autoComplete: 'organization' },
  { name: 'contactNumber', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'contacts', required: true, type: 'text', autoComplete: 'name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
] as const;
const TEXTS = ['problem', 'suggestion'] as const;

/** The feedback form (SPEC §5): rules on blur, save through the API, keep input on failure. */
export function FeedbackForm() {
  const t = useTranslations('feedback');
  const locale = useLocale();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<FormNotice>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackInput, unknown, Feedback>({
    resolver: zodResolver(feedbackSchema),
    mode: 'onBlur',
    defaultValues: {
      companyName: '',
      contactNumber: '',
      contacts: '',
      email: '',
      problem: '',
      suggestion: '',
    },
  });

  const onSubmit = async (values: Feedback) => {
    setNotice(null);
    const result = await postJson<unknown>(SAVE_PATH, values, locale);
    if (result.ok) {
      reset();
      setNotice({ tone: 'success', text: t('success') });
      return;
    }
    for (const [field, message] of Object.entries(result.errors ?? {})) {
      if (field in values) setError(field as keyof Feedback, { message });
    }
    setNotice({ tone: 'failure', text: t(`failure.${result.kind}`) });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="page-title">
      {FIELDS.map((f) => {
        const id = `feedback-${f.name}`;
        const error = errorText(errors[f.name]?.message);
        return (
          <Field
            key={f.name}
            id={id}
            label={t(`labels.${f.name}`)}
            required
            requiredLabel={t('required')}
            error={error}
          >
            <input
              id={id}
              className={styles.input}
              type={f.type}
              autoComplete={f.autoComplete}
              placeholder={t(`placeholders.${f.name}`)}
              aria-required="true"
              {...invalidProps(id, error)}
              {...register(f.name)}
            />
          </Field>
        );
      })}
      {TEXTS.map((name) => {
        const id = `feedback-${name}`;
        const error = errorText(errors[name]?.message);
        return (
          <Field key={name} id={id} label={t(`labels.${name}`)} error={error} wide>
            <textarea
              id={id}
              className={styles.input}
              rows={4}
              placeholder={t(`placeholders.${name}`)}
              {...invalidProps(id, error)}
              {...register(name)}
            />
          </Field>
        );
      })}
      <FormFooter busy={isSubmitting} submitLabel={t('submit')} busyLabel={t('submitting')} notice={notice} />
    </form>
  );
}
