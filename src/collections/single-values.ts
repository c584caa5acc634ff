import type { CollectionConfig, Field, Validate } from 'payload';
import { code, email, radio, select, text, textarea } from 'payload/shared';

/**
 * Payload's validators of text-like and select fields check a string's content but let any other
 * JSON type through: an array or object for a single select reached the database and failed
 * there with a 500 (after an upload's file was already written), and a text field stored
 * `[object Object]`. Every such field of a single value takes a string or nothing, else it is
 * Payload's 400 validation error. Applied to all collections at once, so a new field is covered.
 */
const DEFAULT_VALIDATORS: Record<string, Validate> = {
  text: text as Validate,
  textarea: textarea as Validate,
  email: email as Validate,
  code: code as Validate,
  select: select as Validate,
  radio: radio as Validate,
};

function strict(field: Field): Field {
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(strict) } as Field;
  if (field.type === 'tabs') {
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(strict) })) };
  }
  const fallback = DEFAULT_VALIDATORS[field.type];
  if (!fallback || ('hasMany' in field && field.hasMany) || ('virtual' in field && field.virtual))
    return field;
  // Payload runs its default validator only when a field has none: a field without one keeps it here.
  const own = ('validate' in field ? (field.validate as Validate | undefined) : undefined) ?? fallback;
  const validate: Validate = (value, args) => {
    if (value !== undefined && value !== null && typeof value !== 'string') {
      return args.req.t('validation:invalidInput');
    }
    return own === fallback ? fallback(value, { ...field, ...args }) : own(value, args);
  };
  return { ...field, validate } as Field;
}

/** The collection with its single-value text and select fields strict about the JSON type. */
export function withSingleValues(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: collection.fields.map(strict) };
}
