import { useTranslations } from 'next-intl';

/**
 * Form errors carry a `validation` message key (the shared schemas' messages) or, when the
 * server answered with per-field errors, text already localized.
 */
export function useErrorText() {
  const t = useTranslations('validation');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (t.has(message as 'invalid')) return t(message as 'invalid');
    return message;
  };
}
