import { z } from 'zod';
import { MOBILE_PHONE_PATTERN } from '@/catalog/constants';

/**
 * Field builders shared by the visitor-facing schemas. Error messages are keys of the
 * `validation` messages, translated where they are shown (form or API answer).
 */
export type ValidationKey = keyof typeof import('../../messages/en/validation.json');

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL
 * cannot store NUL in text, and none of them belongs in a form field.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const noControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);
const controlCharacters = { error: 'controlCharacters' satisfies ValidationKey };

/** A string without control characters (checked before any other rule, so its message wins). */
export const plainString = (error: ValidationKey) =>
  z.string({ error }).refine(noControlCharacters, { ...controlCharacters, abort: true });

export const requiredText = (key: ValidationKey, max = 100) =>
  plainString(key)
    .trim()
    .min(1, { error: key })
    .max(max, { error: 'tooLong' satisfies ValidationKey });

export const mobilePhone = (requiredKey: ValidationKey, formatKey: ValidationKey) =>
  // The pattern bounds the length, so a number of the wrong length reads as a format error.
  requiredText(requiredKey, 64).regex(MOBILE_PHONE_PATTERN, { error: formatKey });

export const emailAddress = (requiredKey: ValidationKey) =>
  requiredText(requiredKey, 254).pipe(z.email({ error: 'emailFormat' satisfies ValidationKey }));

export { HONEYPOT_FIELD } from '@/catalog/constants';

/**
 * The honeypot: a form field hidden from people and from assistive technology, so only a bot
 * fills it; a filled one makes the submission a silent no-op (answered as a success, not stored).
 */
export const honeypot = () => z.string().max(2000).optional().default('');

export const optionalText = (max = 2000) =>
  plainString('invalid')
    .max(max, { error: 'tooLong' satisfies ValidationKey })
    .optional()
    .default('');
